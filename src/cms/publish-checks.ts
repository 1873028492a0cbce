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
  type CollectionConfig,
  type CollectionSlug,
  type Field,
  type PayloadRequest,
  type TextareaField,
  type TextField,
  type UIField,
  type Validate,
} from 'payload';
import { text, textarea } from 'payload/shared';
import { sql } from 'drizzle-orm';
import { sentencesOf } from '@/content/figure-check';
import {
  findingMessage,
  publishFindings,
  textPairs,
  type LengthRule,
  type PublishFinding,
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
 * Answers a refused publication, or a field's refusal, as the editor shows a field's error: each
 * message beside its field, the summary as a notice. (The engine's own error classes are another
 * copy than the one that formats its answers, so its validation error cannot be thrown from here
 * as it is, nor is its own answered with its fields.)
 */
export const showRefusalAtFields: AfterErrorHook = ({ error }) => {
  // Known by its shape: the class's name does not survive the server's bundling.
  const { data, status } = error as { data?: { errors?: unknown }; status?: number };
  const refusedByField = status === 400 && Array.isArray(data?.errors);
  if (!(error instanceof RefusedAtFields) && !refusedByField) return;
  return {
    status: 400,
    response: {
      errors: [
        { name: 'ValidationError', message: error.message, data: data as Record<string, unknown> },
      ],
    },
  };
};

interface CheckOptions {
  readonly lengths?: readonly LengthRule[];
}

/** What keeps the document `doc` of `collection` from being published, against the rest of the site. */
async function findingsOf(
  req: PayloadRequest,
  collection: string,
  doc: Record<string, unknown>,
  options: CheckOptions,
): Promise<PublishFinding[]> {
  const published = await Promise.all(
    COUNTED.map(async (each) => ({ each, docs: await publishedOf(req, each) })),
  );
  // The rest of the site: every published document but this one's published version.
  const others = published.flatMap(({ each, docs }) =>
    docs.filter((other) => each !== collection || other.id !== doc.id),
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
    ...articles.filter((article) => collection !== 'articles' || article.id !== doc.id),
    ...(collection === 'articles' ? [doc as { slug: Record<Locale, string> }] : []),
  ].map((article) => articlePaths(article.slug));
  const images = await inEngineTransaction<{ filename: string }>(
    req,
    sql`SELECT filename FROM media WHERE filename IS NOT NULL`,
  );
  return publishFindings(doc, {
    status: company.regulatoryStatus.kind,
    siteUrl,
    articles: linkable,
    images: images.map((row) => row.filename),
    lengths: options.lengths,
    elsewhere: { de: sentences('de'), en: sentences('en') },
  });
}

const editorLanguage = (req: PayloadRequest): Locale => (req.i18n.language === 'en' ? 'en' : 'de');

/** The hook that refuses a publication breaking the site's rules, naming each finding's field. */
function checkBeforePublishing(options: CheckOptions): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, req, collection }) => {
    if (data._status !== 'published' || req.context.import) return data;
    const findings = await findingsOf(req, collection.slug, merged(originalDoc, data), options);
    if (findings.length === 0) return data;
    const editor = editorLanguage(req);
    throw new RefusedAtFields(
      editor === 'en'
        ? `Not published: ${findings.length} ${findings.length === 1 ? 'sentence or field breaks' : 'sentences or fields break'} the site's rules; the messages are at the fields and listed above them.`
        : `Nicht veröffentlicht: ${findings.length === 1 ? 'Ein Satz oder Feld verstößt' : `${findings.length} Sätze oder Felder verstoßen`} gegen die Regeln der Website; die Meldungen stehen an den Feldern und in der Liste darüber.`,
      findings.map((finding) => ({ path: finding.path, message: findingMessage(finding, editor) })),
    );
  };
}

/** The findings the text fields of one form-state request share, computed once for it. */
const findingsByRequest = new WeakMap<PayloadRequest, Promise<PublishFinding[]>>();

type TextValidate = Validate<string, Record<string, unknown>, unknown, object>;

/**
 * A text field's check that keeps a refused publication's message beside it. After a refusal the
 * editor asks the engine for the form's state as the owner types (`event: 'onChange'`), and the
 * answer would clear every message no field check gives; this check gives them again, from the
 * form's current text, so each stays until its sentence is mended. Saving runs the fields' checks
 * with `event: 'submit'`, where the publication's hook alone decides.
 */
function keepingRefusal(
  field: TextField | TextareaField,
  options: CheckOptions,
  schemaPath: string,
): TextField | TextareaField {
  const own = field.validate as TextValidate | undefined;
  const fallback = (field.type === 'textarea' ? textarea : text) as unknown as TextValidate;
  const validate: TextValidate = async (value, args) => {
    const result = await (own ? own(value, args) : fallback(value, { ...field, ...args }));
    if (result !== true || args.event !== 'onChange' || !args.collectionSlug) return result;
    const { req } = args;
    let pending = findingsByRequest.get(req);
    if (!pending) {
      pending = findingsOf(
        req,
        args.collectionSlug,
        { ...args.data, ...(args.id !== undefined && { id: args.id }) },
        options,
      ).catch((error: unknown) => {
        req.payload.logger.error({ err: error, msg: 'Checking a refused publication again' });
        return [];
      });
      findingsByRequest.set(req, pending);
    }
    const findings = await pending;
    // The form's check names no path: a finding is this field's if it lies at this field's
    // place in the schema and holds this field's text.
    const editor = editorLanguage(req);
    const messages = findings
      .filter(
        (finding) =>
          finding.path.replace(/\.\d+(?=\.|$)/g, '') === schemaPath &&
          valueAt(args.data, finding.path) === value,
      )
      .map((finding) => findingMessage(finding, editor));
    return messages.length > 0 ? messages.join(' ') : true;
  };
  return { ...field, validate } as TextField | TextareaField;
}

/** The value at a dotted path of a document's data (`sections.1.body.de`). */
function valueAt(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      data,
    );
}

/**
 * Every text field of `fields`, at any depth, with the check that keeps a refusal's message;
 * `prefix` is the schema path of `fields` (the names of the groups and lists around them).
 */
function keepingRefusals(fields: readonly Field[], options: CheckOptions, prefix = ''): Field[] {
  const within = (name: string) => (prefix ? `${prefix}.${name}` : name);
  return fields.map((field) => {
    if (field.type === 'text' || field.type === 'textarea')
      return keepingRefusal(field, options, within(field.name));
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({
          ...tab,
          fields: keepingRefusals(tab.fields, options, 'name' in tab ? within(tab.name) : prefix),
        })),
      };
    if (field.type === 'blocks')
      return {
        ...field,
        blocks: (field.blocks ?? []).map((block) => ({
          ...block,
          fields: keepingRefusals(block.fields, options, within(field.name)),
        })),
      };
    if ('fields' in field)
      return {
        ...field,
        fields: keepingRefusals(
          field.fields,
          options,
          'name' in field ? within(field.name) : prefix,
        ),
      };
    return field;
  });
}

/** Above a document's fields: every message that keeps it from being published, as a list. */
const refusalNotice: UIField = {
  name: 'refusals',
  type: 'ui',
  admin: { components: { Field: '/cms/components/RefusalNotice#RefusalNotice' } },
};

/**
 * A collection whose publications are checked: the hook that refuses one, its answer as the
 * editor shows field errors, the messages kept beside the fields and listed above them.
 */
export function checkedPublications(
  collection: CollectionConfig,
  options: CheckOptions = {},
): CollectionConfig {
  const hooks = collection.hooks ?? {};
  return {
    ...collection,
    hooks: {
      ...hooks,
      beforeChange: [...(hooks.beforeChange ?? []), checkBeforePublishing(options)],
      afterError: [...(hooks.afterError ?? []), showRefusalAtFields],
    },
    fields: [refusalNotice, ...keepingRefusals(collection.fields, options)],
  };
}
