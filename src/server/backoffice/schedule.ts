import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import { db } from '../db/client';
import { blockedTimes, bookings } from '../db/schema';

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
