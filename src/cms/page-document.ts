/**
 * A page's content file (`src/content/pages/<page>/de.md`, `en.md`) and the content engine's
 * document of the page hold the same copy: the two files side by side become one bilingual
 * document when the repository's content is imported, and a document reads as either file again.
 */
import type { Locale } from '@/i18n/locales';
import type { PageFile } from '@/content/page-markdown';
import type { ContentSection, FaqEntry } from '@/content/types';
import type { SectionText } from '@/lib/section-texts';
import type { Page } from './payload-types';

/** The front-matter fields a page document holds, with whether each is required. */
const META_FIELDS = ['title', 'description', 'heading', 'lead', 'updated'] as const;

type Pair = { de: string; en: string };
type OptionalPair = { de?: string | null; en?: string | null };

function pair(de: string | undefined, en: string | undefined, where: string): Pair {
  if (de === undefined || en === undefined) throw new Error(`${where} is missing in one language`);
  return { de, en };
}

function sameLength(de: readonly unknown[], en: readonly unknown[], where: string): void {
  if (de.length !== en.length)
    throw new Error(`${where}: ${de.length} in German, ${en.length} in English`);
}

export type PageDocumentData = Pick<
  Page,
  | 'title'
  | 'description'
  | 'heading'
  | 'lead'
  | 'updated'
  | 'layout'
  | 'layoutTexts'
  | 'image'
  | 'languages'
>;

/** The texts of a page's structured sections as the document holds them. */
export function layoutTextsData(texts: readonly SectionText[]): PageDocumentData['layoutTexts'] {
  return texts.map(({ place, de, en }) => ({ place, text: { de, en } }));
}

/** The texts of a page's structured sections in a language, by place (one not written is left out). */
export function layoutTextsOf(doc: PageDocumentData, locale: Locale): Map<string, string> {
  return new Map(
    (doc.layoutTexts ?? []).flatMap(({ place, text }) =>
      text[locale] ? [[place, text[locale]] as const] : [],
    ),
  );
}

/**
 * The document of a page from its two content files (and its structured sections' texts): each
 * section a text block, the questions one block after them.
 */
export function pageDocumentData(
  de: PageFile,
  en: PageFile,
  texts: readonly SectionText[] = [],
): PageDocumentData {
  const optional = (field: 'heading' | 'updated') =>
    de.meta[field] === undefined && en.meta[field] === undefined
      ? {}
      : pair(de.meta[field], en.meta[field], field);
  const deSections = de.body.sections;
  const enSections = en.body.sections;
  sameLength(deSections, enSections, 'sections');
  const deFaq = de.body.faq ?? [];
  const enFaq = en.body.faq ?? [];
  sameLength(deFaq, enFaq, 'questions');
  return {
    title: pair(de.meta.title, en.meta.title, 'title'),
    description: pair(de.meta.description, en.meta.description, 'description'),
    heading: optional('heading'),
    lead: pair(de.meta.lead, en.meta.lead, 'lead'),
    updated: optional('updated'),
    layout: [
      ...deSections.map((section, index) => {
        const english = enSections[index] as ContentSection;
        const where = `section ${index + 1}`;
        sameLength(section.paragraphs, english.paragraphs, `${where}, paragraphs`);
        sameLength(section.points ?? [], english.points ?? [], `${where}, list`);
        return {
          blockType: 'text' as const,
          heading: pair(section.title, english.title, where),
          paragraphs: section.paragraphs.map((text, at) => ({
            text: pair(text, english.paragraphs[at], where),
          })),
          points: (section.points ?? []).map((text, at) => ({
            text: pair(text, english.points?.[at], where),
          })),
          ordered: section.ordered ?? false,
        };
      }),
      ...(deFaq.length
        ? [
            {
              blockType: 'faq' as const,
              questions: deFaq.map((entry, index) => {
                const english = enFaq[index] as FaqEntry;
                return {
                  question: pair(entry.question, english.question, `question ${index + 1}`),
                  answer: pair(entry.answer, english.answer, `answer ${index + 1}`),
                };
              }),
            },
          ]
        : []),
    ],
    layoutTexts: layoutTextsData(texts),
  };
}

/**
 * The content file a page document reads as in a language: its text blocks the sections, its
 * questions the FAQ (the legal pages and the repository's seeds read pages so).
 */
export function pageDocumentFile(doc: PageDocumentData, locale: Locale): PageFile {
  const meta: Record<string, string> = {};
  for (const field of META_FIELDS) {
    const value = (doc[field] as OptionalPair | null | undefined)?.[locale];
    if (value) meta[field] = value;
  }
  const layout = doc.layout ?? [];
  const faq = layout.flatMap((block) =>
    block.blockType === 'faq'
      ? block.questions.map((entry): FaqEntry => ({
          question: entry.question?.[locale] ?? '',
          answer: entry.answer?.[locale] ?? '',
        }))
      : [],
  );
  return {
    meta,
    body: {
      sections: layout.flatMap((block): ContentSection[] => {
        if (block.blockType !== 'text') return [];
        const paragraphs = (block.paragraphs ?? []).map(
          (paragraph) => paragraph.text?.[locale] ?? '',
        );
        const points = (block.points ?? []).map((point) => point.text?.[locale] ?? '');
        const title = block.heading?.[locale] ?? '';
        if (!points.length) return [{ title, paragraphs }];
        return [
          block.ordered
            ? { title, paragraphs, points, ordered: true }
            : { title, paragraphs, points },
        ];
      }),
      ...(faq.length && { faq }),
    },
  };
}
