import { audiences } from '@/lib/forms/fields';
import { leadKinds, leadStatuses, type LeadKind, type LeadStatus } from '@/lib/leads';

/** What the inbox shows: every field optional; without a status, all leads but spam. */
export interface InboxFilter {
  readonly q?: string;
  readonly kind?: LeadKind;
  readonly status?: LeadStatus;
  readonly lang?: 'de' | 'en';
  readonly audience?: (typeof audiences)[number];
  /** Received on or after this day (YYYY-MM-DD, Europe/Berlin). */
  readonly from?: string;
  /** Received on or before this day. */
  readonly to?: string;
  readonly page: number;
}

/** One line of the inbox: what an enquiry and a booking have in common. */
export interface InboxItem {
  readonly kind: LeadKind;
  readonly id: number;
  readonly createdAt: Date;
  readonly locale: string;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly audience: string | null;
  readonly topic: string;
  readonly body: string;
  readonly leadStatus: LeadStatus;
  readonly readAt: Date | null;
  readonly slotStart: Date | null;
}

export const INBOX_PAGE_SIZE = 25;

type Params = Readonly<Record<string, string | string[] | undefined>>;

const one = (params: Params, name: string) => {
  const value = params[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

function oneOf<T extends string>(values: readonly T[], value: string): T | undefined {
  return (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A real calendar day `YYYY-MM-DD` from 1970 on, else `undefined`. */
export function isoDay(value: string): string | undefined {
  if (!/^(19[7-9]\d|[2-9]\d{3})-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value
    ? undefined
    : value;
}

/** The filter a query string asks for; anything unknown is ignored, never an error. */
export function parseInboxFilter(params: Params): InboxFilter {
  const page = Number.parseInt(one(params, 'page'), 10);
  const q = one(params, 'q').slice(0, 200);
  return {
    ...(q && { q }),
    kind: oneOf(leadKinds, one(params, 'kind')),
    status: oneOf(leadStatuses, one(params, 'status')),
    lang: oneOf(['de', 'en'] as const, one(params, 'lang')),
    audience: oneOf(audiences, one(params, 'audience')),
    from: isoDay(one(params, 'from')),
    to: isoDay(one(params, 'to')),
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The query string of a filter (without `page` unless given), for links and the export. */
export function inboxQuery(filter: InboxFilter, page?: number): string {
  const params = new URLSearchParams();
  for (const name of ['q', 'kind', 'status', 'lang', 'audience', 'from', 'to'] as const) {
    const value = filter[name];
    if (value) params.set(name, value);
  }
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** `%`, `_` and `\` match themselves in a search. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
