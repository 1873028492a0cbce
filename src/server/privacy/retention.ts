import type { PoolClient } from 'pg';
import type { LeadKind } from '@/lib/leads';
import { intervalOf, retention } from '@/lib/retention';
import { company } from '@/site/company';
import { auditIn, type AuditAction } from '../backoffice/audit';
import { SESSION_LIMITS } from '../backoffice/sessions';
import { THROTTLE } from '../backoffice/throttle';
import { logDatabaseError } from '../db/errors';
import { inTransaction } from '../db/client';
import { deleteLeads, type Deleted, type LeadRef } from './leads';
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

/** The last contact with a person: an enquiry, a booking, the booked call, its cancellation. */
const EXPIRED_LEADS = `
  WITH contacts AS (
    SELECT lower(email) AS person, created_at AS at FROM enquiries
    UNION ALL
    SELECT lower(email), greatest(created_at, slot_end, cancelled_at) FROM bookings
  ), expired AS (
    SELECT person FROM contacts GROUP BY person HAVING max(at) < now() - $1::interval
  )
  SELECT 'enquiry' AS kind, id FROM enquiries WHERE lower(email) IN (SELECT person FROM expired)
  UNION ALL
  SELECT 'booking', id FROM bookings WHERE lower(email) IN (SELECT person FROM expired)
  ORDER BY kind, id`;

const OLD_SPAM = `
  SELECT 'enquiry' AS kind, id FROM enquiries
   WHERE lead_status = 'spam' AND created_at < now() - $1::interval
  UNION ALL
  SELECT 'booking', id FROM bookings
   WHERE lead_status = 'spam' AND created_at < now() - $1::interval
  ORDER BY kind, id`;

async function leadsOf(client: PoolClient, query: string, interval: string): Promise<LeadRef[]> {
  const { rows } = await client.query<{ kind: LeadKind; id: string }>(query, [interval]);
  return rows.map((row) => ({ kind: row.kind, id: Number(row.id) }));
}

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

async function purgeIn(client: PoolClient): Promise<PurgeReport> {
  const expired = await leadsOf(client, EXPIRED_LEADS, intervalOf(retention.leads));
  const spam = (await leadsOf(client, OLD_SPAM, intervalOf(retention.spam))).filter(
    (lead) => !expired.some((other) => other.kind === lead.kind && other.id === lead.id),
  );
  const deleted = sum(await deleteLeads(client, expired), await deleteLeads(client, spam));
  const roi = await client.query<{ id: string }>(
    `UPDATE enquiries
        SET roi_context = NULL, roi_fleet_size = NULL, roi_percentage = NULL, roi_total_savings = NULL
      WHERE created_at < now() - $1::interval
        AND (roi_context IS NOT NULL OR roi_fleet_size IS NOT NULL
             OR roi_percentage IS NOT NULL OR roi_total_savings IS NOT NULL)
      RETURNING id`,
    [intervalOf(retention.roiValues)],
  );
  const mails = await client.query(
    `UPDATE outbox SET body = '', ics = NULL
      WHERE coalesce(sent_at, failed_at) < now() - $1::interval AND (body <> '' OR ics IS NOT NULL)`,
    [intervalOf(retention.sentMails)],
  );
  // A booking's client counts against the limit of calls per person only while its call is to come.
  await client.query(
    `UPDATE bookings SET client_hash = NULL
      WHERE client_hash IS NOT NULL AND (slot_start <= now() OR status <> 'confirmed')`,
  );
  const sessions = await client.query(
    `DELETE FROM staff_sessions WHERE created_at < now() - make_interval(secs => $1)`,
    [SESSION_LIMITS.absoluteMs / 1000],
  );
  const failures = await client.query(
    `DELETE FROM sign_in_failures WHERE at < now() - make_interval(secs => $1)`,
    [THROTTLE.windowMs / 1000],
  );
  const pageViews = await client.query(
    `DELETE FROM page_views WHERE day < (now() AT TIME ZONE $1)::date - $2::interval`,
    [company.booking.timeZone, intervalOf(retention.pageViews)],
  );
  // The audit log refuses deletions unless this transaction says it is the purge.
  await client.query(`SELECT set_config('app.audit_purge', 'on', true)`);
  const audit = await client.query(
    `DELETE FROM audit_log
      WHERE at < now() - $1::interval
         OR (action = ANY($2::text[]) AND at < now() - $3::interval)`,
    [intervalOf(retention.auditLog), FAILED_SIGN_INS, intervalOf(retention.failedSignInEntries)],
  );
  await client.query(`SELECT set_config('app.audit_purge', 'off', true)`);
  return {
    ran: true,
    expired,
    spam,
    deleted,
    roiCleared: roi.rows.map((row) => Number(row.id)).sort((a, b) => a - b),
    mailTextsCleared: mails.rowCount ?? 0,
    sessions: sessions.rowCount ?? 0,
    signInFailures: failures.rowCount ?? 0,
    pageViews: pageViews.rowCount ?? 0,
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
  return inTransaction(
    async (client) => {
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_xact_lock($1) AS locked',
        [PURGE_LOCK],
      );
      if (!rows[0]?.locked) return skipped;
      if (options.onlyIfDue) {
        const recent = await client.query(
          `SELECT 1 FROM audit_log WHERE action = 'retention.purged' AND at > now() - interval '23 hours' LIMIT 1`,
        );
        if (recent.rowCount) return skipped;
      }
      const report = await purgeIn(client);
      await auditIn(client, 'retention.purged', {
        actor: options.actor,
        subject: purgeSummary(report),
      });
      return report;
    },
    (report) => report.ran && !options.dryRun,
  );
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
