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
import { intervalOf, retention } from '@/lib/retention';
import { company } from '@/site/company';
import { auditIn, type AuditAction } from '../stores/accounts';
import { SESSION_LIMITS } from '../backoffice/sessions';
import { THROTTLE } from '../backoffice/throttle';
import { logDatabaseError } from '../db/errors';
import { db, type Transaction } from '../db/client';
import {
  auditLog,
  bookings,
  enquiries,
  outbox,
  pageViews,
  signInFailures,
  staffSessions,
} from '../db/schema';
import { deleteLeads, holdsRoiValues, NO_ROI_VALUES, type Deleted, type LeadRef } from './leads';
import { pruneFormAttempts } from '../leads/rate-limit';

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
  /** Daily page-view counts older than their period. */
  readonly pageViews: number;
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
  const pageViewRows = await tx
    .delete(pageViews)
    .where(
      lt(
        pageViews.day,
        sql`(now() AT TIME ZONE ${company.booking.timeZone})::date - ${intervalOf(retention.pageViews)}::interval`,
      ),
    );
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
    pageViews: pageViewRows.rowCount ?? 0,
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

/** How often the server checks whether the day's purge is due. */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** The first check comes shortly after start, when the site already serves. */
const FIRST_CHECK_MS = 10 * 1000;

/** Runs the purge once a day while the server runs (whichever instance comes first). */
export function startRetentionWorker(): () => void {
  const run = () => {
    // The rate limit's counts outlive their window by an hour at most (the privacy notice).
    pruneFormAttempts().catch((error: unknown) =>
      logDatabaseError('Pruning the rate limit’s counts', error),
    );
    purge({ actor: 'system', onlyIfDue: true })
      .then((report) => {
        if (report.ran) console.log(`Retention purge: ${purgeSummary(report)}.`);
      })
      .catch((error: unknown) => logDatabaseError('The retention purge', error));
  };
  const first = setTimeout(run, FIRST_CHECK_MS);
  const timer = setInterval(run, CHECK_EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
