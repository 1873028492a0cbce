/**
 * A page's blocks as a visitor is shown them in one language: each text of the engine's document
 * (`layout`) in that language with the company facts and figures filled in, each image, figure and
 * page it refers to looked up. Drawn by `src/components/blocks`. A block may be incomplete (a
 * preview of what the owner is typing): a list not yet filled in shows as empty.
 */
import type { Locale } from '@/i18n/locales';
import type { Picture } from '@/lib/media';
import { referenceFiller } from './references';
import type { FaqEntry, PageBody } from './types';
import type { Page } from '@/cms/payload-types';

/** A page's blocks as the content engine holds them. */
export type LayoutData = NonNullable<Page['layout']>;
type BlockData = LayoutData[number];

/** Where a button of a block leads, and what it says. */
export interface BlockButton {
  readonly label: string;
  readonly href: string;
}

/** A figure as a block highlights it: its value, its claim (marked) and where it is defined. */
export interface FigureHighlight {
  readonly id: string;
  readonly value: string;
  readonly claim: string;
}

export type ShownBlock =
  | {
      readonly kind: 'hero';
      readonly heading: string;
      readonly lead?: string;
      readonly image?: Picture;
      readonly button?: BlockButton;
    }
  | {
      readonly kind: 'text';
      /** The heading's anchor: the section's position among the page's texts. */
      readonly id: string;
      readonly heading?: string;
      readonly image?: Picture;
      readonly paragraphs: readonly string[];
      readonly points: readonly string[];
      readonly ordered: boolean;
    }
  | { readonly kind: 'image'; readonly image: Picture; readonly caption?: string }
  | {
      readonly kind: 'figures';
      readonly heading?: string;
      readonly figures: readonly FigureHighlight[];
    }
  | {
      readonly kind: 'caseStudy';
      readonly heading: string;
      readonly client: string;
      readonly situation: string;
      readonly approach: string;
      readonly result: string;
      readonly image?: Picture;
    }
  | {
      readonly kind: 'quote';
      readonly quote: string;
      readonly person: string;
      readonly role?: string;
    }
  | {
      readonly kind: 'cards';
      readonly heading?: string;
      readonly style: 'cards' | 'steps';
      readonly items: readonly { readonly title: string; readonly text: string }[];
    }
  | { readonly kind: 'faq'; readonly questions: readonly FaqEntry[] }
  | {
      readonly kind: 'callToAction';
      readonly heading: string;
      readonly text: string;
      readonly button?: BlockButton;
    }
  | {
      readonly kind: 'form';
      readonly form: LeadForm;
      readonly heading?: string;
      readonly intro?: string;
    };

/** The forms a page can show: the contact page's and the booking page's. */
export type LeadForm = 'contact' | 'booking';

/**
 * The first form a body holds twice, if any: each stands once on a page, as its fields and
 * messages are found by their ids.
 */
export function repeatedForm(
  layout: readonly { readonly blockType: string; readonly form?: string | null }[],
): LeadForm | undefined {
  const seen = new Set<string>();
  for (const block of layout) {
    if (block.blockType !== 'form' || !block.form) continue;
    if (seen.has(block.form)) return block.form as LeadForm;
    seen.add(block.form);
  }
  return undefined;
}

/** What the blocks refer to, looked up by the engine's ids. */
export interface BlockReferences {
  readonly pictures: ReadonlyMap<number, Picture>;
  readonly figures: ReadonlyMap<number, FigureHighlight>;
  /** A page's internal path (`internalPath`), which links localise. */
  readonly pages: ReadonlyMap<number, string>;
  /** The internal paths of the booking and the contact page. */
  readonly booking: string;
  readonly contact: string;
}

type Reference = number | { id: number } | null | undefined;
const idOf = (reference: Reference): number | undefined =>
  typeof reference === 'number' ? reference : (reference?.id ?? undefined);

/** The ids of the images, figures and pages a page's blocks refer to. */
export function referencedIds(layout: LayoutData): {
  pictures: number[];
  figures: number[];
  pages: number[];
} {
  const ids = { pictures: [] as number[], figures: [] as number[], pages: [] as number[] };
  const add = (list: number[], reference: Reference) => {
    const id = idOf(reference);
    if (id !== undefined && !list.includes(id)) list.push(id);
  };
  for (const block of layout) {
    if ('image' in block) add(ids.pictures, block.image);
    if ('page' in block) add(ids.pages, block.page);
    if (block.blockType === 'figures')
      for (const figure of block.figures ?? []) add(ids.figures, figure);
  }
  return ids;
}

type Pair = { de?: string | null; en?: string | null } | null | undefined;

/** The blocks of a page in `locale`, their texts filled in and their references looked up. */
export function shownBlocks(
  layout: LayoutData,
  locale: Locale,
  references: BlockReferences,
): ShownBlock[] {
  const plain = referenceFiller(locale);
  const marked = referenceFiller(locale, { marked: true });
  const text = (pair: Pair) => plain(pair?.[locale] ?? '');
  const prose = (pair: Pair) => marked(pair?.[locale] ?? '');
  const optional = (value: string) => value || undefined;
  const picture = (reference: Reference) => {
    const id = idOf(reference);
    return id === undefined ? undefined : references.pictures.get(id);
  };
  const button = (block: {
    target: 'booking' | 'contact' | 'page';
    page?: Reference;
    button?: Pair;
  }): BlockButton | undefined => {
    const page = idOf(block.page);
    const href =
      block.target === 'page'
        ? page === undefined
          ? undefined
          : references.pages.get(page)
        : references[block.target];
    return href ? { label: text(block.button), href } : undefined;
  };
  let texts = 0;
  return layout.flatMap((block: BlockData): ShownBlock[] => {
    switch (block.blockType) {
      case 'hero':
        return [
          {
            kind: 'hero',
            heading: text(block.heading),
            lead: optional(prose(block.lead)),
            image: picture(block.image),
            button: button(block),
          },
        ];
      case 'text':
        return [
          {
            kind: 'text',
            id: `section-${texts++}`,
            heading: optional(text(block.heading)),
            image: picture(block.image),
            paragraphs: (block.paragraphs ?? []).map((each) => prose(each.text)),
            points: (block.points ?? []).map((each) => prose(each.text)),
            ordered: Boolean(block.ordered),
          },
        ];
      case 'image': {
        const image = picture(block.image);
        return image ? [{ kind: 'image', image, caption: optional(text(block.caption)) }] : [];
      }
      case 'figures': {
        const figures = (block.figures ?? []).flatMap((figure) => {
          const shown = references.figures.get(idOf(figure) ?? -1);
          return shown ? [shown] : [];
        });
        return figures.length
          ? [{ kind: 'figures', heading: optional(text(block.heading)), figures }]
          : [];
      }
      case 'caseStudy':
        return [
          {
            kind: 'caseStudy',
            heading: text(block.heading),
            client: text(block.client),
            situation: prose(block.situation),
            approach: prose(block.approach),
            result: prose(block.result),
            image: picture(block.image),
          },
        ];
      case 'quote':
        return [
          {
            kind: 'quote',
            quote: prose(block.quote),
            person: plain(block.person ?? ''),
            role: optional(text(block.role)),
          },
        ];
      case 'cards':
        return [
          {
            kind: 'cards',
            heading: optional(text(block.heading)),
            style: block.style,
            items: (block.items ?? []).map((item) => ({
              title: text(item.title),
              text: prose(item.text),
            })),
          },
        ];
      case 'faq':
        return [
          {
            kind: 'faq',
            questions: (block.questions ?? []).map((entry) => ({
              question: text(entry.question),
              answer: prose(entry.answer),
            })),
          },
        ];
      case 'callToAction':
        return [
          {
            kind: 'callToAction',
            heading: text(block.heading),
            text: prose(block.text),
            button: button(block),
          },
        ];
      case 'form':
        return [
          {
            kind: 'form',
            form: block.form,
            heading: optional(text(block.heading)),
            intro: optional(text(block.intro)),
          },
        ];
    }
  });
}

/** A body of sections and questions (the figures page's, built in code) as blocks. */
export function blocksOfBody(body: PageBody): ShownBlock[] {
  return [
    ...body.sections.map((section, index): ShownBlock => ({
      kind: 'text',
      id: section.id ?? `section-${index}`,
      heading: section.title,
      image: section.image,
      paragraphs: section.paragraphs,
      points: section.points ?? [],
      ordered: Boolean(section.ordered),
    })),
    ...(body.faq?.length ? [{ kind: 'faq' as const, questions: body.faq }] : []),
  ];
}
