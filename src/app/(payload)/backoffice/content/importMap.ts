import { RefusalNotice as RefusalNotice_6c6b46b4a76c54f342287feaca11eb87 } from '../../../../cms/components/RefusalNotice'
import { BlockLabel as BlockLabel_57387859062ec255e6e97149380ddb35 } from '../../../../cms/components/RowLabels'
import { QuestionLabel as QuestionLabel_57387859062ec255e6e97149380ddb35 } from '../../../../cms/components/RowLabels'
import { LayoutTextLabel as LayoutTextLabel_57387859062ec255e6e97149380ddb35 } from '../../../../cms/components/RowLabels'
import { FigureUsages as FigureUsages_23d5f9bad35485834ea11ff959c0160a } from '../../../../cms/components/FigureUsages'
import { BackofficeLink as BackofficeLink_3584d853132ffdb4c23554106cd35604 } from '../../../../cms/components/BackofficeLink'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/components/RefusalNotice#RefusalNotice": RefusalNotice_6c6b46b4a76c54f342287feaca11eb87,
  "/cms/components/RowLabels#BlockLabel": BlockLabel_57387859062ec255e6e97149380ddb35,
  "/cms/components/RowLabels#QuestionLabel": QuestionLabel_57387859062ec255e6e97149380ddb35,
  "/cms/components/RowLabels#LayoutTextLabel": LayoutTextLabel_57387859062ec255e6e97149380ddb35,
  "/cms/components/FigureUsages#FigureUsages": FigureUsages_23d5f9bad35485834ea11ff959c0160a,
  "/cms/components/BackofficeLink#BackofficeLink": BackofficeLink_3584d853132ffdb4c23554106cd35604,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
