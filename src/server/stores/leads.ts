/**
 * The leads, one family of tables: the enquiries, and the bookings as leads (the inbox shows both
 * as one list), the owner's notes on them, and the forms' recent submissions that the rate limit
 * counts (`form_attempts`). A booking's slot and its changes are the bookings' store's.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { INBOX_PAGE_SIZE, likePattern, type InboxFilter, type InboxItem } from '@/lib/inbox-filter';
import type { LeadKind, LeadStatus } from '@/lib/leads';
import { db, type Transaction } from '../db/client';
import { dayStart } from '../db/days';
import {
  bookings,
  enquiries,
  formAttempts,
  leadNotes,
  outbox,
  type EnquiryRow,
} from '../db/schema';

export type { EnquiryRow };

/** An enquiry's ROI values, cleared. */
export const NO_ROI_VALUES = {
  roiContext: null,
  roiFleetSize: null,
  roiPercentage: null,
  roiTotalSavings: null,
} as const;

/** Enquiries that still hold one of their ROI values. */
export const holdsRoiValues = or(
  isNotNull(enquiries.roiContext),
  isNotNull(enquiries.roiFleetSize),
  isNotNull(enquiries.roiPercentage),
  isNotNull(enquiries.roiTotalSavings),
);

/** Stores an enquiry (in the transaction that queues its mails); answers its id. */
export async function insertEnquiry(
  tx: Pick<Transaction, 'insert'>,
  values: typeof enquiries.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(enquiries).values(values).returning({ id: enquiries.id });
  if (!row) throw new Error('The enquiry was not stored');
  return row.id;
}

export async function latestEnquiries(limit = 100): Promise<EnquiryRow[]> {
  return db()
    .select()
    .from(enquiries)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(limit);
}

/**
 * Counts a submission of `form` by `client`, unless the client has made `limit` within the last
 * `windowSeconds` (then `false`, and nothing counted). Attempts of one client are serialised, so
 * parallel ones cannot overshoot.
 */
export async function recordSubmission(
  form: string,
  client: string,
  limit: number,
  windowSeconds: number,
): Promise<boolean> {
  return db().transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`form-attempt ${form} ${client}`}, 0))`,
    );
    const [counted] = await tx
      .select({ count: count() })
      .from(formAttempts)
      .where(
        and(
          eq(formAttempts.form, form),
          eq(formAttempts.client, client),
          gt(formAttempts.at, sql`now() - make_interval(secs => ${windowSeconds})`),
        ),
      );
    if ((counted?.count ?? 0) >= limit) return false;
    await tx.insert(formAttempts).values({ form, client });
    return true;
  });
}

/** Deletes the submissions older than `windowSeconds`; answers how many. */
export async function deleteSubmissionsBefore(windowSeconds: number): Promise<number> {
  const { rowCount } = await db()
    .delete(formAttempts)
    .where(lte(formAttempts.at, sql`now() - make_interval(secs => ${windowSeconds})`));
  return rowCount ?? 0;
}

/** Enquiries and bookings as one relation with the columns of `InboxItem`. */
const LEADS = sql`(
  SELECT 'enquiry' AS kind, id, created_at, locale, name, email, company, audience,
         subject AS topic, message AS body, lead_status, read_at, NULL::timestamptz AS slot_start
    FROM enquiries
  UNION ALL
  SELECT 'booking', id, created_at, locale, name, email, company, NULL, topic, topic,
         lead_status, read_at, slot_start
    FROM bookings
) AS leads`;

function conditions(filter: InboxFilter): SQL {
  const parts: SQL[] = [
    filter.status ? sql`lead_status = ${filter.status}` : sql`lead_status <> 'spam'`,
  ];
  if (filter.kind) parts.push(sql`kind = ${filter.kind}`);
  if (filter.lang) parts.push(sql`locale = ${filter.lang}`);
  if (filter.audience) parts.push(sql`audience = ${filter.audience}`);
  if (filter.from) parts.push(sql`created_at >= ${dayStart(filter.from)}`);
  if (filter.to) parts.push(sql`created_at < ${dayStart(filter.to, 1)}`);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    parts.push(
      sql`(name ILIKE ${pattern} OR email ILIKE ${pattern} OR company ILIKE ${pattern}
           OR topic ILIKE ${pattern} OR body ILIKE ${pattern})`,
    );
  }
  return sql.join(parts, sql` AND `);
}

interface Row extends Record<string, unknown> {
  kind: LeadKind;
  id: string | number;
  created_at: string | Date;
  locale: string;
  name: string;
  email: string;
  company: string;
  audience: string | null;
  topic: string;
  body: string;
  lead_status: LeadStatus;
  read_at: string | Date | null;
  slot_start: string | Date | null;
}

const date = (value: string | Date | null) => (value === null ? null : new Date(value));

function itemOf(row: Row): InboxItem {
  return {
    kind: row.kind,
    id: Number(row.id),
    createdAt: new Date(row.created_at),
    locale: row.locale,
    name: row.name,
    email: row.email,
    company: row.company,
    audience: row.audience,
    topic: row.topic,
    body: row.body,
    leadStatus: row.lead_status,
    readAt: date(row.read_at),
    slotStart: date(row.slot_start),
  };
}

/**
 * The leads a filter finds, newest first: one page (a page past the end gives the last one), or
 * with `all` every one (the export).
 */
export async function findLeads(filter: InboxFilter, all = false) {
  const where = conditions(filter);
  const counted = await db().execute<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM ${LEADS} WHERE ${where}`,
  );
  const total = counted.rows[0]?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const page = all ? 1 : Math.min(filter.page, pages);
  const rows = await db().execute<Row>(
    sql`SELECT * FROM ${LEADS} WHERE ${where}
        ORDER BY created_at DESC, kind, id DESC
        LIMIT ${all ? 100_000 : INBOX_PAGE_SIZE} OFFSET ${(page - 1) * INBOX_PAGE_SIZE}`,
  );
  return { items: rows.rows.map(itemOf), total, page, pages };
}

/** Leads nobody has opened yet (spam aside): the number in the header. */
export async function unreadCount(): Promise<number> {
  const result = await db().execute<{ unread: number }>(
    sql`SELECT count(*)::int AS unread FROM ${LEADS} WHERE read_at IS NULL AND lead_status <> 'spam'`,
  );
  return result.rows[0]?.unread ?? 0;
}

const tableOf = (kind: LeadKind) => (kind === 'enquiry' ? enquiries : bookings);

/** A lead with everything stored about it: its row, notes and mails. */
export async function leadDetail(kind: LeadKind, id: number) {
  const row =
    kind === 'enquiry'
      ? (await db().select().from(enquiries).where(eq(enquiries.id, id)))[0]
      : (await db().select().from(bookings).where(eq(bookings.id, id)))[0];
  if (!row) return undefined;
  const [notes, mails] = await Promise.all([
    db()
      .select()
      .from(leadNotes)
      .where(and(eq(leadNotes.leadKind, kind), eq(leadNotes.leadId, id)))
      .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id)),
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.leadKind, kind), eq(outbox.leadId, id)))
      .orderBy(desc(outbox.createdAt), desc(outbox.id)),
  ]);
  if (kind === 'enquiry') return { kind, row: row as typeof enquiries.$inferSelect, notes, mails };
  return { kind, row: row as typeof bookings.$inferSelect, notes, mails };
}

/** The first time the owner opens a lead. */
export async function markRead(kind: LeadKind, id: number): Promise<void> {
  const table = tableOf(kind);
  await db()
    .update(table)
    .set({ readAt: new Date() })
    .where(and(eq(table.id, id), isNull(table.readAt)));
}

export async function setLeadStatus(kind: LeadKind, id: number, status: LeadStatus) {
  const table = tableOf(kind);
  const updated = await db()
    .update(table)
    .set({ leadStatus: status })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return updated.length > 0;
}

/** Clears an enquiry's ROI values; `false` when it had none. */
export async function clearRoiValues(id: number): Promise<boolean> {
  const updated = await db()
    .update(enquiries)
    .set(NO_ROI_VALUES)
    .where(and(eq(enquiries.id, id), holdsRoiValues))
    .returning({ id: enquiries.id });
  return updated.length > 0;
}

export async function addLeadNote(kind: LeadKind, id: number, author: string, body: string) {
  await db().insert(leadNotes).values({ leadKind: kind, leadId: id, author, body });
}
