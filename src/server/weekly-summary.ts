/**
 * The weekly summary by mail, on Monday morning in the office's time zone, to every owner who has
 * not switched it off: queued into the outbox by whichever instance finds it due first, once per
 * account and week (src/server/stores/statistics.ts, `claimWeeklySummaries`).
 */
import { formatterFor } from '@/i18n/format';
import { summaryDue, summaryText } from '@/lib/weekly-summary';
import { company } from '@/site/company';
import { siteUrl } from '@/site/config';
import { db } from './db/client';
import { every } from './every';
import { mailConfig } from './mail/config';
import { enqueueMails } from './stores/mail';
import { claimWeeklySummaries, summaryFigures } from './stores/statistics';

/** How often the server looks whether the summary is due. */
const CHECK_EVERY_MS = 5 * 60 * 1000;

/** Queues the summaries due at `now`; returns how many. */
export async function queueWeeklySummaries(now = new Date()): Promise<number> {
  const due = summaryDue(now, company.booking.timeZone);
  if (!due) return 0;
  return db().transaction(async (tx) => {
    const owners = await claimWeeklySummaries(tx, due.monday);
    // Read only when someone is due: later looks on the same Monday find every account claimed.
    if (owners.length === 0) return 0;
    const figures = await summaryFigures(due);
    await enqueueMails(
      tx,
      owners.map((owner) => {
        const format = formatterFor(owner.locale);
        const calls = figures.calls.map((start) => format.dateTime(start, 'stamp'));
        const text = summaryText({ ...figures, calls }, owner.locale, `${siteUrl}/backoffice`);
        return { recipient: owner.email, ...text };
      }),
    );
    return owners.length;
  });
}

/** Looks every few minutes whether the summary is due (each instance; each account gets it once). */
export const startWeeklySummaryWorker = () =>
  every(CHECK_EVERY_MS, 'Queueing the weekly summaries', async () =>
    mailConfig() ? await queueWeeklySummaries() : 0,
  );
