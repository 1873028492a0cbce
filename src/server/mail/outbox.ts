import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { mailGivenUp } from '@/lib/retry-policy';
import { formTiming } from '@/site/timing';
import type { Transporter } from 'nodemailer';
import { db } from '../db/client';
import type { LeadKind } from '@/lib/leads';
import { outbox } from '../db/schema';

export interface OutgoingMail {
  readonly recipient: string;
  readonly replyTo?: string;
  readonly subject: string;
  readonly body: string;
  /** A calendar file to attach. */
  readonly ics?: string;
  /** A confirmation to the visitor's address, which `queueLeadMails` caps per day. */
  readonly toVisitor?: true;
}

/** Wait before the next attempt after `attempts` failures: 30 s doubling, at most one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** Once a mail is sent or given up, the visitor's private booking link is not kept in it. */
const bodyWithoutBookingLinks = sql`regexp_replace(${outbox.body}, '/booking/[A-Za-z0-9_-]+', '/booking/…', 'g')`;

type Executor = Pick<ReturnType<typeof db>, 'insert'>;

/**
 * Queues mails; pass the transaction of the row they belong to, so both commit together, and
 * the lead they are about, for its mail history in the back office.
 */
export async function enqueueMails(
  executor: Executor,
  mails: readonly OutgoingMail[],
  lead?: { readonly kind: LeadKind; readonly id: number },
): Promise<void> {
  if (mails.length === 0) return;
  await executor.insert(outbox).values(
    mails.map((mail) => ({
      recipient: mail.recipient,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      body: mail.body,
      ics: mail.ics ?? null,
      leadKind: lead?.kind ?? null,
      leadId: lead?.id ?? null,
    })),
  );
}

/**
 * Sends the mails that are due, oldest first. Each row is claimed with `FOR UPDATE SKIP LOCKED`,
 * so two workers never send the same mail; a failure schedules the next attempt, until the mail
 * has been tried for `mailRetryPeriodMs`: then it is marked failed and not tried again.
 */
export async function deliverDue(
  transport: Transporter,
  from: string,
  now = new Date(),
  limit = 20,
): Promise<number> {
  let sent = 0;
  for (let index = 0; index < limit; index += 1) {
    const delivered = await db().transaction(async (tx) => {
      const [mail] = await tx
        .select()
        .from(outbox)
        .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt), lte(outbox.nextAttemptAt, now)))
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!mail) return undefined;
      try {
        await transport.sendMail({
          from,
          to: mail.recipient,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.body,
          attachments: mail.ics
            ? [
                {
                  filename: 'termin.ics',
                  content: mail.ics,
                  contentType: `text/calendar; charset=utf-8; method=${
                    /^METHOD:CANCEL\r?$/m.test(mail.ics) ? 'CANCEL' : 'PUBLISH'
                  }`,
                },
              ]
            : undefined,
        });
        await tx
          .update(outbox)
          .set({
            sentAt: now,
            attempts: mail.attempts + 1,
            lastError: null,
            body: bodyWithoutBookingLinks,
          })
          .where(eq(outbox.id, mail.id));
        return true;
      } catch (error) {
        const attempts = mail.attempts + 1;
        await tx
          .update(outbox)
          .set({
            attempts,
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
            lastError: String((error as Error).message ?? error).slice(0, 500),
            ...(mailGivenUp(mail.createdAt, now) && {
              failedAt: now,
              body: bodyWithoutBookingLinks,
            }),
          })
          .where(eq(outbox.id, mail.id));
        return false;
      }
    });
    if (delivered === undefined) break;
    if (delivered) sent += 1;
    else break;
  }
  return sent;
}

/** Mails still waiting, neither sent nor given up (for the health of the mail path). */
export async function pendingMails(): Promise<number> {
  const [row] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt)));
  return row?.count ?? 0;
}

/**
 * Whether a mail to `recipient` is within its daily share: fewer than
 * `formTiming.confirmationsPerRecipientPerDay` mails to the address (letter case ignored) queued
 * within `formTiming.confirmationDayMs`. Call it in the transaction that queues the mail: a
 * transaction-scoped advisory lock per address makes concurrent ones count one after the other
 * (the count is a statement of its own, so under READ COMMITTED it sees what the lock's previous
 * holder committed).
 */
export async function withinDailyShare(
  tx: Pick<ReturnType<typeof db>, 'execute'>,
  recipient: string,
): Promise<boolean> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(lower(${recipient}::text), 0))`,
  );
  const { rows } = await tx.execute<{ queued: number }>(
    sql`SELECT count(*)::int AS queued FROM ${outbox}
        WHERE lower(${outbox.recipient}) = lower(${recipient}::text)
          AND ${outbox.createdAt} > now() - make_interval(secs => ${formTiming.confirmationDayMs / 1000})`,
  );
  return (rows[0]?.queued ?? 0) < formTiming.confirmationsPerRecipientPerDay;
}

/**
 * Queues a lead's mails in the transaction that stores it or its change. The owner's
 * notification always goes; a mail to the visitor's address (`toVisitor`) only within that
 * address's daily share (`withinDailyShare`), so the forms and the booking links cannot flood a
 * stranger's mailbox.
 */
export async function queueLeadMails(
  tx: Pick<ReturnType<typeof db>, 'insert' | 'execute'>,
  mails: readonly OutgoingMail[],
  lead: { readonly kind: LeadKind; readonly id: number },
): Promise<void> {
  await enqueueMails(
    tx,
    mails.filter((mail) => !mail.toVisitor),
    lead,
  );
  for (const mail of mails.filter((each) => each.toVisitor))
    if (await withinDailyShare(tx, mail.recipient)) await enqueueMails(tx, [mail], lead);
}
