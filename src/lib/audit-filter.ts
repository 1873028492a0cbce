import { isoDay } from './inbox-filter';

/**
 * What the audit log records: sign-ins and their failures, sign-outs, account, lead and booking
 * changes, exports, erasures, purges, maintenance mode and the content's publications.
 */
export const auditActions = [
  'sign-in',
  'sign-in.password-failed',
  'sign-in.code-failed',
  'sign-in.throttled',
  'sign-in.recovery-code-used',
  'sign-in.codes-locked',
  'sign-out',
  'sign-out.everywhere',
  'session.expired',
  'account.added',
  'account.set-up',
  'account.reset',
  'account.removed',
  'account.language',
  'lead.status',
  'lead.note',
  'leads.exported',
  'booking.cancelled',
  'booking.moved',
  'booking.place',
  'booking.cap-lifted',
  'booking.cap-restored',
  'time.blocked',
  'time.unblocked',
  'availability.changed',
  'holiday.opened',
  'holiday.closed',
  'place.changed',
  'calendar.added',
  'calendar.removed',
  'feed.issued',
  'feed.revoked',
  'roi.withdrawn',
  'person.exported',
  'person.erased',
  'retention.purged',
  'maintenance.on',
  'maintenance.off',
  'content.published',
  'content.restored',
  'content.unpublished',
  'content.deleted',
  'redirect.removed',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What the audit page shows: an action (or all), an actor's address, a range of days. */
export interface AuditFilter {
  readonly action?: AuditAction;
  readonly actor?: string;
  readonly from?: string;
  readonly to?: string;
  readonly page: number;
}

export const AUDIT_PAGE_SIZE = 50;

type Params = Readonly<Record<string, string | string[] | undefined>>;

/** The filter a query string asks for; anything unknown is ignored. */
export function parseAuditFilter(params: Params): AuditFilter {
  const one = (name: string) => {
    const value = params[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  };
  const action = auditActions.find((known) => known === one('action'));
  const actor = one('actor').slice(0, 200);
  const page = Number.parseInt(one('page'), 10);
  return {
    ...(action && { action }),
    ...(actor && { actor }),
    from: isoDay(one('from')),
    to: isoDay(one('to')),
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The query string of a filter, with `page` when past the first. */
export function auditQuery(filter: AuditFilter, page?: number): string {
  const params = new URLSearchParams();
  for (const name of ['action', 'actor', 'from', 'to'] as const) {
    const value = filter[name];
    if (value) params.set(name, value);
  }
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
