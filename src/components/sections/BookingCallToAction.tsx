import { useLocale } from 'next-intl';
import { callsToAction, type CallToActionKind } from '@/content/calls-to-action';
import { fillReferences } from '@/content/references';
import { internalPath } from '@/site/routes';
import { CallToAction } from './CallToAction';

/** The closing call to book the free 60-minute call, worded for the kind of page it ends. */
export function BookingCallToAction({ kind }: { kind: CallToActionKind }) {
  const locale = useLocale();
  const { title, text, button } = callsToAction[locale][kind];
  return (
    <CallToAction
      id="closing"
      title={title}
      text={fillReferences(text, locale)}
      button={button}
      href={internalPath('bookConsultation')}
    />
  );
}
