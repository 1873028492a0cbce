/**
 * The mail outbox, one table: every mail the site sends is queued here in the transaction of the
 * change it belongs to, and sent by the mail worker (`src/server/mail/worker.ts`, which hands
 * each due mail to SMTP through `deliverDue`).
 */
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { mailboxOf, type LeadKind } from '@/lib/leads';
import { mailGivenUp, retryDelayMs } from '@/lib/retry-policy';
import { formTiming } from '@/site/timing';
import { db, type Transaction } from '../db/client';
import { mailboxSql } from '../db/mailbox';
import { sealLinks } from '../mail/sealed-links';
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

export type QueuedMail = typeof outbox.$inferSelect;

/**
 * A sent or abandoned mail keeps no link: its sealed links go, and a link in its text (a mail
 * queued before links were sealed) is blanked.
 */
const withoutLinks = {
  sealedLinks: null,
  body: sql`regexp_replace(${outbox.body}, '/booking/[A-Za-z0-9_-]+', '/booking/…', 'g')`,
};

/**
 * Queues mails; pass the transaction of the row they belong to, so both commit together, and
 * the lead they are about, for its mail history in the back office.
 */
export async function enqueueMails(
  executor: Pick<Transaction, 'insert'>,
  mails: readonly OutgoingMail[],
  lead?: { readonly kind: LeadKind; readonly id: number },
): Promise<void> {
  if (mails.length === 0) return;
  await executor.insert(outbox).values(
    mails.map((mail) => ({
      recipient: mail.recipient,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      ...sealLinks(mail.body),
      ics: mail.ics ?? null,
      leadKind: lead?.kind ?? null,
      leadId: lead?.id ?? null,
    })),
  );
}

/**
 * Sends the oldest mail that is due with `send`, claimed with `FOR UPDATE SKIP LOCKED` so that
 * two workers never send the same mail. A failure (`send` throws) schedules the next attempt,
 * until the mail has been tried for `mailRetryPeriodMs`: then it is marked failed and not tried
 * again. `undefined` when no mail is due.
 */
export async function deliverNext(
  now: Date,
  send: (mail: QueuedMail) => Promise<void>,
): Promise<'sent' | 'failed' | undefined> {
  return db().transaction(async (tx) => {
    const [mail] = await tx
      .select()
      .from(outbox)
      .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt), lte(outbox.nextAttemptAt, now)))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!mail) return undefined;
    const attempts = mail.attempts + 1;
    try {
      await send(mail);
    } catch (error) {
      await tx
        .update(outbox)
        .set({
          attempts,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
          lastError: String((error as Error).message ?? error).slice(0, 500),
          ...(mailGivenUp(mail.createdAt, now) && { failedAt: now, ...withoutLinks }),
        })
        .where(eq(outbox.id, mail.id));
      return 'failed';
    }
    await tx
      .update(outbox)
      .set({ sentAt: now, attempts, lastError: null, ...withoutLinks })
      .where(eq(outbox.id, mail.id));
    return 'sent';
  });
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
 * `formTiming.confirmationsPerRecipientPerDay` mails to the address's mailbox (`mailboxOf`) queued
 * within `formTiming.confirmationDayMs`. Call it in the transaction that queues the mail: a
 * transaction-scoped advisory lock per mailbox makes concurrent ones count one after the other
 * (the count is a statement of its own, so under READ COMMITTED it sees what the lock's previous
 * holder committed).
 */
export async function withinDailyShare(
  tx: Pick<Transaction, 'execute'>,
  recipient: string,
): Promise<boolean> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${mailboxOf(recipient)}, 0))`);
  const { rows } = await tx.execute<{ queued: number }>(
    sql`SELECT count(*)::int AS queued FROM ${outbox}
        WHERE ${mailboxSql(outbox.recipient)} = ${mailboxOf(recipient)}
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
  tx: Pick<Transaction, 'insert' | 'execute'>,
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
