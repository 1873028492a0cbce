/**
 * Publishing runs the copy rules (`src/content/publish-checks.ts`): a claim the firm cannot make,
 * a figure outside its wordings, a formula used once too often, a language missing or built
 * differently, a title or description too long, a link to no page, an image without alternative
 * text. Any of them refuses the publication, with a message beside the field that names the
 * language and the sentence, in the editor's language. Drafts are saved whatever they hold.
 */
import {
  APIError,
  type AfterErrorHook,
  type CollectionBeforeChangeHook,
  type CollectionSlug,
  type PayloadRequest,
} from 'payload';
import { sql } from 'drizzle-orm';
import { sentencesOf } from '@/content/figure-check';
import {
  findingMessage,
  publishFindings,
  textPairs,
  type LengthRule,
} from '@/content/publish-checks';
import type { Locale } from '@/i18n/locales';
import { company } from '@/site/company';
import { siteUrl } from '@/site/config';
import { articlePaths } from '@/site/routes';
import { inEngineTransaction } from './publications';

/** The published documents whose sentences count against a formula's limit. */
const COUNTED = ['pages', 'articles', 'heroes'] as const satisfies readonly CollectionSlug[];

async function publishedOf(req: PayloadRequest, collection: (typeof COUNTED)[number]) {
  const { docs } = await req.payload.find({
    collection,
    where: { _status: { equals: 'published' } },
    limit: 1000,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  });
  return docs;
}

/** The document as it will be: the change over the stored one, group by group (lists replaced). */
function merged(stored: unknown, change: unknown): Record<string, unknown> {
  const isGroup = (value: unknown): value is Record<string, unknown> =>
    Boolean(value) && typeof value === 'object' && !Array.isArray(value);
  const result: Record<string, unknown> = isGroup(stored) ? { ...stored } : {};
  if (!isGroup(change)) return result;
  for (const [key, value] of Object.entries(change))
    result[key] = isGroup(value) && isGroup(result[key]) ? merged(result[key], value) : value;
  return result;
}

interface FieldMessage {
  readonly path: string;
  readonly message: string;
}

/** A refused change: one message per field (for a publication, per language and sentence). */
export class RefusedAtFields extends APIError<{ errors: FieldMessage[] }> {
  constructor(message: string, errors: FieldMessage[]) {
    super(message, 400, { errors }, true);
    this.name = 'RefusedAtFields';
  }
}

/**
 * Answers a refused publication as the editor shows a field's error: each message beside its
 * field, the summary as a notice. (The engine's own error classes are another copy than the one
 * that formats its answers, so its validation error cannot be thrown from here as it is.)
 */
export const showRefusalAtFields: AfterErrorHook = ({ error }) => {
  if (!(error instanceof RefusedAtFields)) return;
  return {
    status: 400,
    response: { errors: [{ name: 'ValidationError', message: error.message, data: error.data }] },
  };
};

/** The hook of a collection whose publications are checked; `qualified` as in `publishFindings`. */
export function checkBeforePublishing(options: {
  lengths?: readonly LengthRule[];
  qualified?: (doc: { key?: string | null }) => boolean;
}): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, req, collection }) => {
    if (data._status !== 'published' || req.context.import) return data;
    const doc = merged(originalDoc, data);
    const published = await Promise.all(
      COUNTED.map(async (each) => ({ each, docs: await publishedOf(req, each) })),
    );
    // The rest of the site: every published document but this one's published version.
    const others = published.flatMap(({ each, docs }) =>
      docs.filter((other) => each !== collection.slug || other.id !== doc.id),
    );
    const articles = (published.find(({ each }) => each === 'articles')?.docs ?? []) as {
      id: number;
      slug: Record<Locale, string>;
    }[];
    const sentences = (language: Locale) =>
      others.flatMap((other) =>
        textPairs(other).flatMap(({ texts }) =>
          sentencesOf(texts[language]).map((sentence) => sentence.trim()),
        ),
      );
    const linkable = [
      ...articles.filter((article) => collection.slug !== 'articles' || article.id !== doc.id),
      ...(collection.slug === 'articles' ? [doc as { slug: Record<Locale, string> }] : []),
    ].map((article) => articlePaths(article.slug));
    const images = await inEngineTransaction<{ filename: string }>(
      req,
      sql`SELECT filename FROM media WHERE filename IS NOT NULL`,
    );
    const findings = publishFindings(doc, {
      status: company.regulatoryStatus.kind,
      siteUrl,
      articles: linkable,
      images: images.map((row) => row.filename),
      lengths: options.lengths,
      qualified: options.qualified?.(doc as { key?: string | null }) ?? true,
      elsewhere: { de: sentences('de'), en: sentences('en') },
    });
    if (findings.length === 0) return data;
    const editor: Locale = req.i18n.language === 'en' ? 'en' : 'de';
    throw new RefusedAtFields(
      editor === 'en'
        ? `Not published: ${findings.length} ${findings.length === 1 ? 'sentence or field breaks' : 'sentences or fields break'} the site's rules; the messages are at the fields.`
        : `Nicht veröffentlicht: ${findings.length === 1 ? 'Ein Satz oder Feld verstößt' : `${findings.length} Sätze oder Felder verstoßen`} gegen die Regeln der Website; die Meldungen stehen an den Feldern.`,
      findings.map((finding) => ({ path: finding.path, message: findingMessage(finding, editor) })),
    );
  };
}
