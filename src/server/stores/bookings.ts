/**
 * The bookings, one family of tables: the booked calls (`bookings`), the times the owner blocked,
 * the booking settings (availability, the place of the calls, the owner's subscription), and the
 * owner's calendars with their busy times. The rules (which slot is free, who may change what)
 * are the leads' modules' (`src/server/leads`); this store reads and writes for them.
 */
import { moveContentRevision } from './site';
import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  gt,
  gte,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { mailboxOf } from '@/lib/leads';
import type { Period } from '@/lib/slots';
import { db, type Transaction } from '../db/client';
import { mailboxSql } from '../db/mailbox';
import {
  blockedTimes,
  bookingSettings,
  bookings,
  calendarSources,
  type BookingRow,
  type CalendarSourceRow,
} from '../db/schema';
import { tokenHash } from '../tokens';

export type { BookingRow, CalendarSourceRow };

/** The database, or a transaction of it. */
export type Executor = Pick<ReturnType<typeof db>, 'select' | 'insert' | 'update' | 'execute'>;

const SETTINGS = eq(bookingSettings.id, 1);

// ---- Booked calls

/**
 * Serialises every change of the calendar (a booking, a move) for the transaction, so that the
 * free slots it reads stay free until it commits.
 */
export async function lockCalendar(executor: Pick<Executor, 'execute'>): Promise<void> {
  await executor.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended('booking-calendar', 0))`,
  );
}

/** Confirmed calls that overlap [from, to), but `except` (a call being moved). */
export function confirmedCallsBetween(executor: Executor, from: Date, to: Date, except?: number) {
  return executor
    .select({ start: bookings.slotStart, end: bookings.slotEnd })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        gt(bookings.slotEnd, from),
        lt(bookings.slotStart, to),
        except === undefined ? undefined : ne(bookings.id, except),
      ),
    );
}

/** Confirmed calls from `now` on, earliest first. */
export function upcomingCalls(now: Date) {
  return db()
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), gt(bookings.slotStart, now)))
    .orderBy(asc(bookings.slotStart));
}

/** Confirmed bookings that start in [from, to), earliest first. */
export async function bookingsBetween(from: Date, to: Date) {
  return db()
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        gte(bookings.slotStart, from),
        lt(bookings.slotStart, to),
      ),
    )
    .orderBy(asc(bookings.slotStart));
}

/** Confirmed calls that end at `from` or later, earliest first (the owner's subscription). */
export function callsEndingFrom(from: Date) {
  return db()
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), gte(bookings.slotEnd, from)))
    .orderBy(asc(bookings.slotStart));
}

/**
 * Counts the calls to come of an address's mailbox (`mailboxOf`) and of a client (by its hash),
 * not counting those the owner lifted the cap of. Locks the mailbox and the client for the
 * transaction first (always in this order), so that bookings sent at once count one after the
 * other.
 */
export async function countUpcomingOf(
  tx: Pick<Transaction, 'execute'>,
  email: string,
  clientHash: string | null,
  now: Date,
): Promise<{ byEmail: number; byClient: number }> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`booking-cap ${mailboxOf(email)}`}, 0))`,
  );
  if (clientHash)
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`booking-cap ${clientHash}`}, 0))`,
    );
  const { rows } = await tx.execute<{ byEmail: number; byClient: number }>(
    sql`SELECT count(*) FILTER (WHERE ${mailboxSql(bookings.email)} = ${mailboxOf(email)})::int AS "byEmail",
               count(*) FILTER (WHERE ${bookings.clientHash} = ${clientHash})::int AS "byClient"
          FROM ${bookings}
         WHERE ${bookings.status} = 'confirmed' AND ${bookings.slotStart} > ${now.toISOString()}
           AND NOT ${bookings.capLifted}`,
  );
  return rows[0] ?? { byEmail: 0, byClient: 0 };
}

/** The confirmed calls to come of an address's mailbox (`mailboxOf`), earliest first. */
export function upcomingCallsOf(tx: Pick<Transaction, 'select'>, email: string, now: Date) {
  return tx
    .select()
    .from(bookings)
    .where(
      and(
        sql`${mailboxSql(bookings.email)} = ${mailboxOf(email)}`,
        eq(bookings.status, 'confirmed'),
        gt(bookings.slotStart, now),
      ),
    )
    .orderBy(bookings.slotStart);
}

/** Replaces the hash of a booking's private link (the old link stops working). */
export async function setManageTokenHash(
  tx: Pick<Transaction, 'update'>,
  id: number,
  hash: string,
): Promise<void> {
  await tx.update(bookings).set({ manageTokenHash: hash }).where(eq(bookings.id, id));
}

/** Stores a booking; answers the row as stored. */
export async function insertBooking(
  executor: Pick<Transaction, 'insert'>,
  values: typeof bookings.$inferInsert,
): Promise<BookingRow> {
  const [row] = await executor.insert(bookings).values(values).returning();
  if (!row) throw new Error('The booking was not stored');
  return row;
}

/** Lets a booking count, or no longer count, against the calls per person. */
export async function setCapLifted(id: number, lifted: boolean): Promise<boolean> {
  const changed = await db()
    .update(bookings)
    .set({ capLifted: lifted })
    .where(and(eq(bookings.id, id), eq(bookings.capLifted, !lifted)))
    .returning({ id: bookings.id });
  return changed.length > 0;
}

export async function latestBookings(limit = 100): Promise<BookingRow[]> {
  return db()
    .select()
    .from(bookings)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
}

// ---- Changes of a booking

/** Who changes a booking: the owner (by its id) or the visitor (by the private link's token). */
export type BookingKey =
  | { readonly by: 'owner'; readonly id: number }
  | { readonly by: 'visitor'; readonly token: string };

/** The bookings a private link opens: the confirmation's link, or a reminder's. */
const linkOpens = (token: string) =>
  or(
    eq(bookings.manageTokenHash, tokenHash(token)),
    arrayContains(bookings.reminderTokenHashes, [tokenHash(token)]),
  );

/** The booking a key names while it can be changed: confirmed, its call to come. */
function changeable(key: BookingKey, now: Date): SQL | undefined {
  return and(
    key.by === 'owner' ? eq(bookings.id, key.id) : linkOpens(key.token),
    eq(bookings.status, 'confirmed'),
    gt(bookings.slotStart, now),
  );
}

/** The booking the visitor's private link opens, while it can still be changed. */
export async function changeableByLink(token: string, now: Date) {
  const [row] = await db()
    .select()
    .from(bookings)
    .where(changeable({ by: 'visitor', token }, now));
  return row;
}

/** The language of the booking a private link belongs to, whatever its state. */
export async function localeOfLink(token: string): Promise<string | undefined> {
  const [row] = await db()
    .select({ locale: bookings.locale })
    .from(bookings)
    .where(linkOpens(token));
  return row?.locale;
}

/** The booking a key names, locked for the transaction, while it can be changed. */
export async function lockChangeable(
  tx: Pick<Transaction, 'select'>,
  key: BookingKey,
  now: Date,
): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(changeable(key, now)).for('update');
  return row;
}

/** Changes a booking; answers it as changed. */
export async function updateBooking(
  tx: Pick<Transaction, 'update'>,
  id: number,
  set: Partial<typeof bookings.$inferInsert>,
): Promise<BookingRow | undefined> {
  const [row] = await tx.update(bookings).set(set).where(eq(bookings.id, id)).returning();
  return row;
}

/** Cancels the booking a key names if it can be changed (its slot is free at once). */
export async function cancelChangeable(
  tx: Pick<Transaction, 'update'>,
  key: BookingKey,
  reason: string,
  now: Date,
): Promise<BookingRow | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: reason || null,
      sequence: sql`${bookings.sequence} + 1`,
    })
    .where(changeable(key, now))
    .returning();
  return row;
}

// ---- Reminders

/**
 * Confirmed calls to come whose reminder (`which`, `hours` before the call) is due at `now` and
 * not yet sent, and that had their time before it was due; with `later`, not those whose later
 * reminder is due already. Locked for the transaction, skipping those another instance holds.
 */
export function dueForReminder(
  tx: Pick<Transaction, 'select'>,
  which: 'first' | 'second',
  hours: number,
  later: number | null,
  now: Date,
  limit: number,
) {
  const column = which === 'first' ? bookings.firstReminderAt : bookings.secondReminderAt;
  const dueAt = sql`${bookings.slotStart} - make_interval(hours => ${hours})`;
  return tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        gt(bookings.slotStart, now),
        lte(dueAt, now),
        lte(bookings.slotSetAt, dueAt),
        isNull(column),
        later === null || later >= hours
          ? undefined
          : sql`${bookings.slotStart} - make_interval(hours => ${later}) > ${now.toISOString()}`,
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Marks a reminder sent, with the hash of the private link it carries. */
export async function markReminded(
  tx: Pick<Transaction, 'update'>,
  id: number,
  which: 'first' | 'second',
  now: Date,
  linkHash: string,
): Promise<void> {
  await tx
    .update(bookings)
    .set({
      [which === 'first' ? 'firstReminderAt' : 'secondReminderAt']: now,
      reminderTokenHashes: sql`array_append(${bookings.reminderTokenHashes}, ${linkHash})`,
    })
    .where(eq(bookings.id, id));
}

// ---- Blocked times

/** Blocked times that overlap [from, to). */
export function blockedBetween(executor: Executor, from: Date, to: Date) {
  return executor
    .select({ start: blockedTimes.startsAt, end: blockedTimes.endsAt })
    .from(blockedTimes)
    .where(and(gt(blockedTimes.endsAt, from), lt(blockedTimes.startsAt, to)));
}

/** Blocked times that have not ended at `now`. */
export async function currentBlocks(now = new Date()) {
  return db()
    .select()
    .from(blockedTimes)
    .where(gt(blockedTimes.endsAt, now))
    .orderBy(asc(blockedTimes.startsAt));
}

export async function addBlock(startsAt: Date, endsAt: Date, reason: string, createdBy: string) {
  const [row] = await db()
    .insert(blockedTimes)
    .values({ startsAt, endsAt, reason, createdBy })
    .returning({ id: blockedTimes.id });
  return row?.id;
}

export async function removeBlock(id: number): Promise<boolean> {
  const removed = await db()
    .delete(blockedTimes)
    .where(eq(blockedTimes.id, id))
    .returning({ id: blockedTimes.id });
  return removed.length > 0;
}

// ---- The booking settings (one row)

/** The stored availability and place of the calls, as stored (read through their schemas). */
export async function storedSettings(executor: Executor = db()) {
  const [row] = await executor
    .select({ availability: bookingSettings.availability, place: bookingSettings.place })
    .from(bookingSettings)
    .where(SETTINGS);
  return row;
}

/**
 * Changes the stored availability under the row's lock, so that two changes at once both hold:
 * `change` gets it as stored now (read in the same transaction) and answers the new value.
 */
export async function changeStoredAvailability<T>(
  change: (stored: unknown) => T,
  changedBy: string,
): Promise<T> {
  return db().transaction(async (tx) => {
    await tx.insert(bookingSettings).values({ id: 1 }).onConflictDoNothing();
    const [row] = await tx.select().from(bookingSettings).where(SETTINGS).for('update');
    const next = change(row?.availability);
    await tx
      .update(bookingSettings)
      .set({ availability: next, changedAt: new Date(), changedBy })
      .where(SETTINGS);
    // The copy refers to the call's length and the reminders: every instance renders anew.
    await moveContentRevision(tx);
    return next;
  });
}

/** Stores where calls booked from now on happen. */
export async function storePlaceSetting(place: unknown, changedBy: string): Promise<void> {
  await db()
    .insert(bookingSettings)
    .values({ id: 1, place, changedBy })
    .onConflictDoUpdate({
      target: bookingSettings.id,
      set: { place, changedAt: new Date(), changedBy },
    });
}

/** Stores the hash of the owner's subscription token (the old one stops working). */
export async function storeFeedToken(hash: string, locale: string): Promise<void> {
  await db()
    .insert(bookingSettings)
    .values({ id: 1, feedTokenHash: hash, feedLocale: locale })
    .onConflictDoUpdate({
      target: bookingSettings.id,
      set: { feedTokenHash: hash, feedLocale: locale },
    });
}

export async function revokeFeedToken(): Promise<void> {
  await db().update(bookingSettings).set({ feedTokenHash: null, feedLocale: null }).where(SETTINGS);
}

export async function hasFeedToken(): Promise<boolean> {
  const [row] = await db()
    .select({ hash: bookingSettings.feedTokenHash })
    .from(bookingSettings)
    .where(SETTINGS);
  return !!row?.hash;
}

/** The subscription's language, if `hash` is its token's; `undefined` otherwise. */
export async function feedLocaleFor(hash: string): Promise<{ locale: string | null } | undefined> {
  const [row] = await db()
    .select({ locale: bookingSettings.feedLocale })
    .from(bookingSettings)
    .where(and(SETTINGS, eq(bookingSettings.feedTokenHash, hash)));
  return row;
}

// ---- The owner's calendars

export async function insertCalendar(values: typeof calendarSources.$inferInsert): Promise<number> {
  const [row] = await db()
    .insert(calendarSources)
    .values(values)
    .returning({ id: calendarSources.id });
  if (!row) throw new Error('The calendar was not stored');
  return row.id;
}

export async function removeCalendar(id: number): Promise<boolean> {
  const removed = await db()
    .delete(calendarSources)
    .where(eq(calendarSources.id, id))
    .returning({ id: calendarSources.id });
  return removed.length > 0;
}

/** The calendars as the back office lists them: never their address or password. */
export function calendarSummaries() {
  return db()
    .select({
      id: calendarSources.id,
      label: calendarSources.label,
      kind: calendarSources.kind,
      host: calendarSources.host,
      busyCount: sql<number>`jsonb_array_length(${calendarSources.busy})::int`,
      fetchedAt: calendarSources.fetchedAt,
      attemptedAt: calendarSources.attemptedAt,
      problem: calendarSources.problem,
      detail: calendarSources.detail,
      skipped: calendarSources.skipped,
    })
    .from(calendarSources)
    .orderBy(asc(calendarSources.id));
}

/** The busy times of every calendar, as last fetched, that overlap [from, to). */
export async function calendarBusyTimes(
  executor: Pick<Executor, 'execute'>,
  from: Date,
  to: Date,
): Promise<Period[]> {
  // ISO instants in UTC compare as text.
  const { rows } = await executor.execute<{ start: string; end: string }>(
    sql`SELECT pair ->> 0 AS start, pair ->> 1 AS end
          FROM ${calendarSources}, jsonb_array_elements(${calendarSources.busy}) AS pair
         WHERE pair ->> 1 > ${from.toISOString()} AND pair ->> 0 < ${to.toISOString()}`,
  );
  return rows.map((row) => ({ start: new Date(row.start), end: new Date(row.end) }));
}

/**
 * Claims one calendar that is due (not attempted for `refreshMs`, or `id`, asked for now) and
 * that no live instance holds, for `claimMs`, so that each is fetched by one instance at a time.
 */
export async function claimCalendar(
  refreshMs: number,
  claimMs: number,
  id?: number,
): Promise<CalendarSourceRow | undefined> {
  const due =
    id !== undefined
      ? sql`id = ${id}`
      : sql`(attempted_at IS NULL OR attempted_at < now() - make_interval(secs => ${refreshMs / 1000}))`;
  const { rows } = await db().execute<{ id: number }>(
    // In whole milliseconds, so that the claim read back compares equal in `storeFetch`.
    sql`UPDATE ${calendarSources} SET claimed_until = date_trunc('milliseconds', now() + make_interval(secs => ${claimMs / 1000}))
         WHERE id = (SELECT id FROM ${calendarSources}
                      WHERE (claimed_until IS NULL OR claimed_until < now()) AND ${due}
                      ORDER BY attempted_at NULLS FIRST, id LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING id`,
  );
  const claimed = rows[0]?.id;
  if (claimed === undefined) return undefined;
  const [row] = await db()
    .select()
    .from(calendarSources)
    .where(eq(calendarSources.id, Number(claimed)));
  return row;
}

/**
 * Stores what a fetch of a claimed calendar gave: its busy times, or why it failed (the old busy
 * times stay); only while the claim is still `row`'s, so that a late instance overwrites nothing.
 */
export async function storeFetch(
  row: CalendarSourceRow,
  result:
    | {
        readonly busy: readonly [string, string][];
        readonly skipped: CalendarSourceRow['skipped'];
      }
    | { readonly problem: string; readonly detail: string },
): Promise<void> {
  const claimed = and(
    eq(calendarSources.id, row.id),
    row.claimedUntil ? eq(calendarSources.claimedUntil, row.claimedUntil) : undefined,
  );
  // The database's clock, which the claims compare with.
  const attempted = { attemptedAt: sql`now()`, claimedUntil: null };
  await db()
    .update(calendarSources)
    .set(
      'busy' in result
        ? {
            ...attempted,
            busy: [...result.busy],
            skipped: result.skipped,
            fetchedAt: sql`now()`,
            problem: null,
            detail: null,
          }
        : { ...attempted, problem: result.problem, detail: result.detail },
    )
    .where(claimed);
}
