/**
 * What the privacy duties do to the stored data, across the families of tables: everything stored
 * about one person, read and erased (GDPR Art. 15, 17 and 20), and the daily purge of what the
 * privacy notice says is deleted when it says so (`src/lib/retention.ts`).
 */
import {
  and,
  eq,
  gt,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  or,
  sql,
  TransactionRollbackError,
  type SQL,
} from 'drizzle-orm';
import type { LeadKind } from '@/lib/leads';
import { intervalOf, retention, type Period } from '@/lib/retention';
import { company } from '@/site/company';
import { SESSION_LIMITS } from '../backoffice/sessions';
import { THROTTLE } from '../backoffice/throttle';
import { db, type Transaction } from '../db/client';
import {
  auditLog,
  bookings,
  enquiries,
  leadNotes,
  outbox,
  excludedRequests,
  pageViews,
  signInFailures,
  staffSessions,
  webVitals,
} from '../db/schema';
import { auditIn, type AuditAction } from './accounts';
import { holdsRoiValues, NO_ROI_VALUES } from './leads';

/** An enquiry or a booking, by kind and id. */
export interface LeadRef {
  readonly kind: LeadKind;
  readonly id: number;
}

/** What deleting leads removed, table by table. */
export interface Deleted {
  readonly enquiries: number;
  readonly bookings: number;
  readonly notes: number;
  readonly mails: number;
}

/** Deletes leads with their notes and mails, inside the caller's transaction. */
async function deleteLeads(tx: Transaction, leads: readonly LeadRef[]): Promise<Deleted> {
  const ids = (kind: LeadKind) => leads.filter((lead) => lead.kind === kind).map((lead) => lead.id);
  const notes = await tx.delete(leadNotes).where(aboutLeads(leadNotes, leads));
  const mails = await tx.delete(outbox).where(aboutLeads(outbox, leads));
  const enquiryRows = await tx.delete(enquiries).where(inArray(enquiries.id, ids('enquiry')));
  const bookingRows = await tx.delete(bookings).where(inArray(bookings.id, ids('booking')));
  return {
    enquiries: enquiryRows.rowCount ?? 0,
    bookings: bookingRows.rowCount ?? 0,
    notes: notes.rowCount ?? 0,
    mails: mails.rowCount ?? 0,
  };
}

/** The rows of notes or mails about one of `leads`. */
function aboutLeads(table: typeof leadNotes | typeof outbox, leads: readonly LeadRef[]) {
  const of = (kind: LeadKind) =>
    and(
      eq(table.leadKind, kind),
      inArray(
        table.leadId,
        leads.filter((lead) => lead.kind === kind).map((lead) => lead.id),
      ),
    );
  return or(of('enquiry'), of('booking'));
}

// ---- One person

/**
 * Everything stored about one person, found by their e-mail address (GDPR Art. 15 and 20), and
 * its erasure (Art. 17). The address is compared without regard to case or surrounding spaces.
 */
export type StoredRow = Readonly<Record<string, unknown>>;

export interface PersonRecords {
  readonly email: string;
  readonly enquiries: readonly StoredRow[];
  /** Without the hash of the private link, which is no information about the person. */
  readonly bookings: readonly StoredRow[];
  /** The owner's notes on those enquiries and bookings. */
  readonly notes: readonly StoredRow[];
  /** Mails to the person and the owner's notifications about them. */
  readonly mails: readonly StoredRow[];
}

async function rows(tx: Transaction, query: SQL): Promise<StoredRow[]> {
  return (await tx.execute<{ data: StoredRow }>(query)).rows.map((row) => row.data);
}

async function recordsIn(tx: Transaction, email: string): Promise<PersonRecords> {
  const enquiryRows = await rows(
    tx,
    sql`SELECT to_jsonb(${enquiries}) AS data FROM ${enquiries}
         WHERE lower(${enquiries.email}) = ${email} ORDER BY ${enquiries.id}`,
  );
  const bookingRows = await rows(
    tx,
    sql`SELECT to_jsonb(${bookings}) - 'manage_token_hash' - 'reminder_token_hashes' AS data
          FROM ${bookings} WHERE lower(${bookings.email}) = ${email} ORDER BY ${bookings.id}`,
  );
  const leads: LeadRef[] = [
    ...enquiryRows.map((row) => ({ kind: 'enquiry' as const, id: Number(row.id) })),
    ...bookingRows.map((row) => ({ kind: 'booking' as const, id: Number(row.id) })),
  ];
  const notes = await rows(
    tx,
    sql`SELECT to_jsonb(${leadNotes}) AS data FROM ${leadNotes}
         WHERE ${aboutLeads(leadNotes, leads)} ORDER BY ${leadNotes.id}`,
  );
  const mails = await rows(
    tx,
    sql`SELECT to_jsonb(${outbox}) - 'sealed_links' AS data FROM ${outbox}
         WHERE ${or(
           aboutLeads(outbox, leads),
           sql`lower(${outbox.recipient}) = ${email}`,
           sql`lower(${outbox.replyTo}) = ${email}`,
         )}
         ORDER BY ${outbox.id}`,
  );
  return { email, enquiries: enquiryRows, bookings: bookingRows, notes, mails };
}

/** What is stored about the person, read in one snapshot. */
export async function personRecords(email: string): Promise<PersonRecords> {
  return db().transaction((tx) => recordsIn(tx, email), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

/** `2 enquiries, 1 bookings, 0 notes, 3 mails`: what the audit log says, never whose. */
export function countsOf(counts: Deleted): string {
  return `${counts.enquiries} enquiries, ${counts.bookings} bookings, ${counts.notes} notes, ${counts.mails} mails`;
}

/**
 * Deletes every row about the person in one transaction: their enquiries and bookings with the
 * notes and mails about them, other mails to or from the address, failed sign-ins under it. The
 * audit log records that it happened, by whom and how much, not whose data it was.
 */
export async function erasePerson(email: string, actor: string): Promise<Deleted> {
  return db().transaction(async (tx) => {
    const { rows: found } = await tx.execute<{ kind: LeadKind; id: string }>(
      sql`SELECT 'enquiry' AS kind, ${enquiries.id} AS id FROM ${enquiries}
           WHERE lower(${enquiries.email}) = ${email}
          UNION ALL
          SELECT 'booking', ${bookings.id} FROM ${bookings} WHERE lower(${bookings.email}) = ${email}`,
    );
    const leads: LeadRef[] = found.map((row) => ({ kind: row.kind, id: Number(row.id) }));
    const deleted = await deleteLeads(tx, leads);
    const otherMails = await tx
      .delete(outbox)
      .where(
        or(sql`lower(${outbox.recipient}) = ${email}`, sql`lower(${outbox.replyTo}) = ${email}`),
      );
    await tx.delete(signInFailures).where(sql`lower(${signInFailures.account}) = ${email}`);
    const total = { ...deleted, mails: deleted.mails + (otherMails.rowCount ?? 0) };
    await auditIn(tx, 'person.erased', { actor, subject: countsOf(total) });
    return total;
  });
}

// ---- The daily purge

/** What one purge removed (or, in a dry run, would remove). */
export interface PurgeReport {
  /** `false` when another purge held the lock: this one did nothing. */
  readonly ran: boolean;
  /** Leads whose person was last in contact longer ago than the leads' period. */
  readonly expired: readonly LeadRef[];
  /** Leads marked spam longer ago than the spam period. */
  readonly spam: readonly LeadRef[];
  readonly deleted: Deleted;
  /** Enquiries whose ROI values were cleared. */
  readonly roiCleared: readonly number[];
  /** Sent or given-up mails whose text was cleared. */
  readonly mailTextsCleared: number;
  /** Ended back-office sessions and aged-out failed sign-ins. */
  readonly sessions: number;
  readonly signInFailures: number;
  /** Daily page-view counts, and counts of requests that were no view, older than their period. */
  readonly pageViews: number;
  /** Daily frequencies of the visitors' web vitals older than their period. */
  readonly webVitals: number;
  /** Audit entries older than their period. */
  readonly auditEntries: number;
}

/** Purges take turns (another instance or the command line): this one waits for none. */
const PURGE_LOCK = 724002;

/** The audit entries of failed sign-ins, kept for a shorter period than the rest of the log. */
const FAILED_SIGN_INS: readonly AuditAction[] = [
  'sign-in.password-failed',
  'sign-in.code-failed',
  'sign-in.throttled',
];

const nothing: Deleted = { enquiries: 0, bookings: 0, notes: 0, mails: 0 };

/** Leads of people whose last contact (an enquiry, a booking, the call, its cancellation) is older than `interval`. */
const expiredLeads = (interval: string) => sql`
  WITH contacts AS (
    SELECT lower(${enquiries.email}) AS person, ${enquiries.createdAt} AS at FROM ${enquiries}
    UNION ALL
    SELECT lower(${bookings.email}),
           greatest(${bookings.createdAt}, ${bookings.slotEnd}, ${bookings.cancelledAt})
      FROM ${bookings}
  ), expired AS (
    SELECT person FROM contacts GROUP BY person HAVING max(at) < now() - ${interval}::interval
  )
  SELECT 'enquiry' AS kind, ${enquiries.id} AS id FROM ${enquiries}
   WHERE lower(${enquiries.email}) IN (SELECT person FROM expired)
  UNION ALL
  SELECT 'booking', ${bookings.id} FROM ${bookings}
   WHERE lower(${bookings.email}) IN (SELECT person FROM expired)
  ORDER BY kind, id`;

/** Leads marked spam longer ago than `interval`. */
const oldSpam = (interval: string) => sql`
  SELECT 'enquiry' AS kind, ${enquiries.id} AS id FROM ${enquiries}
   WHERE ${enquiries.leadStatus} = 'spam' AND ${enquiries.createdAt} < now() - ${interval}::interval
  UNION ALL
  SELECT 'booking', ${bookings.id} FROM ${bookings}
   WHERE ${bookings.leadStatus} = 'spam' AND ${bookings.createdAt} < now() - ${interval}::interval
  ORDER BY kind, id`;

async function leadsOf(tx: Transaction, query: SQL): Promise<LeadRef[]> {
  const { rows } = await tx.execute<{ kind: LeadKind; id: string }>(query);
  return rows.map((row) => ({ kind: row.kind, id: Number(row.id) }));
}

/** A time `interval` (a PostgreSQL interval) before now. */
const ago = (interval: string) => sql`now() - ${interval}::interval`;

function sum(a: Deleted, b: Deleted): Deleted {
  return {
    enquiries: a.enquiries + b.enquiries,
    bookings: a.bookings + b.bookings,
    notes: a.notes + b.notes,
    mails: a.mails + b.mails,
  };
}

/** One line for the audit log and the command line. */
export function purgeSummary(report: PurgeReport): string {
  const { deleted } = report;
  return [
    `${deleted.enquiries} enquiries`,
    `${deleted.bookings} bookings`,
    `${deleted.notes} notes`,
    `${deleted.mails} mails deleted`,
    `ROI values of ${report.roiCleared.length} enquiries`,
    `text of ${report.mailTextsCleared} sent or failed mails cleared`,
    `${report.sessions} sessions`,
    `${report.signInFailures} failed sign-ins removed`,
    `${report.pageViews} page-view counts`,
    `${report.webVitals} web-vitals counts`,
    `${report.auditEntries} audit entries deleted`,
  ].join(', ');
}

async function purgeIn(tx: Transaction): Promise<PurgeReport> {
  const expired = await leadsOf(tx, expiredLeads(intervalOf(retention.leads)));
  const spam = (await leadsOf(tx, oldSpam(intervalOf(retention.spam)))).filter(
    (lead) => !expired.some((other) => other.kind === lead.kind && other.id === lead.id),
  );
  const deleted = sum(await deleteLeads(tx, expired), await deleteLeads(tx, spam));
  const roi = await tx
    .update(enquiries)
    .set(NO_ROI_VALUES)
    .where(and(lt(enquiries.createdAt, ago(intervalOf(retention.roiValues))), holdsRoiValues))
    .returning({ id: enquiries.id });
  const mails = await tx
    .update(outbox)
    .set({ body: '', ics: null })
    .where(
      and(
        sql`coalesce(${outbox.sentAt}, ${outbox.failedAt}) < ${ago(intervalOf(retention.sentMails))}`,
        or(ne(outbox.body, ''), isNotNull(outbox.ics)),
      ),
    );
  // A booking's client counts against the limit of calls per person only while its call is to come.
  await tx
    .update(bookings)
    .set({ clientHash: null })
    .where(
      and(
        isNotNull(bookings.clientHash),
        or(lte(bookings.slotStart, sql`now()`), ne(bookings.status, 'confirmed')),
      ),
    );
  const sessions = await tx
    .delete(staffSessions)
    .where(
      lt(
        staffSessions.createdAt,
        sql`now() - make_interval(secs => ${SESSION_LIMITS.absoluteMs / 1000})`,
      ),
    );
  const failures = await tx
    .delete(signInFailures)
    .where(lt(signInFailures.at, sql`now() - make_interval(secs => ${THROTTLE.windowMs / 1000})`));
  /** The first office day of statistics kept for `period`. */
  const keptSince = (period: Period) =>
    sql`(now() AT TIME ZONE ${company.booking.timeZone})::date - ${intervalOf(period)}::interval`;
  const statisticsKept = keptSince(retention.pageViews);
  const pageViewRows = await tx.delete(pageViews).where(lt(pageViews.day, statisticsKept));
  const excludedRows = await tx
    .delete(excludedRequests)
    .where(lt(excludedRequests.day, statisticsKept));
  const vitalsRows = await tx
    .delete(webVitals)
    .where(lt(webVitals.day, keptSince(retention.webVitals)));
  // The audit log refuses deletions unless this transaction says it is the purge.
  await tx.execute(sql`SELECT set_config('app.audit_purge', 'on', true)`);
  const audit = await tx
    .delete(auditLog)
    .where(
      or(
        lt(auditLog.at, ago(intervalOf(retention.auditLog))),
        and(
          inArray(auditLog.action, [...FAILED_SIGN_INS]),
          lt(auditLog.at, ago(intervalOf(retention.failedSignInEntries))),
        ),
      ),
    );
  await tx.execute(sql`SELECT set_config('app.audit_purge', 'off', true)`);
  return {
    ran: true,
    expired,
    spam,
    deleted,
    roiCleared: roi.map((row) => row.id).sort((a, b) => a - b),
    mailTextsCleared: mails.rowCount ?? 0,
    sessions: sessions.rowCount ?? 0,
    signInFailures: failures.rowCount ?? 0,
    pageViews: (pageViewRows.rowCount ?? 0) + (excludedRows.rowCount ?? 0),
    webVitals: vitalsRows.rowCount ?? 0,
    auditEntries: audit.rowCount ?? 0,
  };
}

const skipped: PurgeReport = {
  ran: false,
  expired: [],
  spam: [],
  deleted: nothing,
  roiCleared: [],
  mailTextsCleared: 0,
  sessions: 0,
  signInFailures: 0,
  pageViews: 0,
  webVitals: 0,
  auditEntries: 0,
};

/**
 * Deletes what the privacy notice says is deleted, when it says so, in one transaction: running it
 * again changes nothing, and two at once (two instances, the command line) do the work once. A
 * dry run does the same and rolls back. `onlyIfDue` skips it when a purge ran in the last 23 hours.
 */
export async function purge(
  options: { dryRun?: boolean; actor: string; onlyIfDue?: boolean } = { actor: 'system' },
): Promise<PurgeReport> {
  let kept = skipped;
  try {
    return await db().transaction(async (tx) => {
      const { rows } = await tx.execute<{ locked: boolean }>(
        sql`SELECT pg_try_advisory_xact_lock(${PURGE_LOCK}) AS locked`,
      );
      if (!rows[0]?.locked) return skipped;
      if (options.onlyIfDue) {
        const recent = await tx
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(and(eq(auditLog.action, 'retention.purged'), gt(auditLog.at, ago('23 hours'))))
          .limit(1);
        if (recent.length) return skipped;
      }
      const report = await purgeIn(tx);
      await auditIn(tx, 'retention.purged', {
        actor: options.actor,
        subject: purgeSummary(report),
      });
      if (options.dryRun) {
        kept = report;
        tx.rollback();
      }
      return report;
    });
  } catch (error) {
    // A dry run ends in a rollback, with the report of what it would have removed.
    if (error instanceof TransactionRollbackError && kept.ran) return kept;
    throw error;
  }
}
