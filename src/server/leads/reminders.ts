/**
 * Reminders before a call, in the booking's language, with the private link: queued into the
 * outbox by whichever instance finds them due first, exactly once (the booking's row is locked and
 * marked in the same transaction as the mail is queued).
 */
import type { Locale } from '@/i18n/locales';
import { db } from '../db/client';
import { dueForReminder, markReminded } from '../stores/bookings';
import { every } from '../every';
import { readPlace } from '@/lib/call-place';
import { reminderMail } from '../mail/compose';
import { mailConfig } from '../mail/config';
import { enqueueMails } from '../stores/mail';
import { currentAvailability } from './availability';
import { callTime, manageUrl } from './booking-calendar';
import { newManageToken } from './bookings';

const HOUR_MS = 60 * 60 * 1000;
/** How often the server looks for reminders due. */
const CHECK_EVERY_MS = 60 * 1000;
/** Reminders queued per check and kind at most; the next check takes the rest. */
const BATCH = 50;

/**
 * Queues the reminders due at `now`: a booking's first (`reminders.first` hours before the call)
 * and second (`reminders.second` hours before), each once for the call's current time, and only
 * when the call had that time before the reminder was due (a call booked 5 hours ahead gets no
 * 24-hour reminder). The first is left out once the second is due. Returns how many were queued.
 */
export async function queueDueReminders(now = new Date()): Promise<number> {
  if (!mailConfig()) return 0;
  const { reminders } = await currentAvailability();
  let queued = 0;
  for (const which of ['first', 'second'] as const) {
    const hours = reminders[which];
    if (hours === null) continue;
    const later = which === 'first' ? reminders.second : null;
    queued += await db().transaction(async (tx) => {
      const due = await dueForReminder(tx, which, hours, later, now, BATCH);
      for (const booking of due) {
        const link = newManageToken();
        await markReminded(tx, booking.id, which, now, link.hash);
        const locale: Locale = booking.locale === 'en' ? 'en' : 'de';
        await enqueueMails(
          tx,
          [
            reminderMail(
              {
                ...booking,
                place: readPlace(booking.place),
                when: callTime(booking, locale),
                manageUrl: manageUrl(link.token),
              },
              locale,
              // The time actually left: a reminder queued late (the server was down) says so.
              Math.max(1, Math.round((booking.slotStart.getTime() - now.getTime()) / HOUR_MS)),
            ),
          ],
          { kind: 'booking', id: booking.id },
        );
      }
      return due.length;
    });
  }
  return queued;
}

/** Looks for reminders due every minute while the server runs (each instance; each sent once). */
export const startReminderWorker = () =>
  every(CHECK_EVERY_MS, 'Queueing the reminders', () => queueDueReminders());
