/**
 * Reads one calendar's busy times in a worker thread of its own (`busyTimesApart` in
 * `./sources.ts` starts it), so that a feed that costs time or memory costs it there, within the
 * worker's deadline and memory limit, while the server goes on answering requests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { busyTimesOf, CalendarFormatError, type BusyReading } from '@/lib/busy-times';
import { eventsOfCaldav } from './caldav';

/** What the worker is given: the fetched text and the window to read. */
export interface BusyRequest {
  readonly kind: 'ical' | 'caldav';
  readonly text: string;
  readonly from: number;
  readonly to: number;
  readonly timeZone: string;
}

/** What it answers: the reading (instants as ISO strings), or that the text is no calendar. */
export type BusyAnswer =
  | {
      readonly busy: [string, string][];
      readonly skipped: BusyReading['skipped'];
    }
  | { readonly format: true };

function answer({ kind, text, from, to, timeZone }: BusyRequest): BusyAnswer {
  try {
    const reading = busyTimesOf(
      kind === 'ical' ? text : eventsOfCaldav(text),
      { from: new Date(from), to: new Date(to) },
      timeZone,
    );
    return {
      busy: reading.busy.map(({ start, end }) => [start.toISOString(), end.toISOString()]),
      skipped: reading.skipped,
    };
  } catch (error) {
    if (error instanceof CalendarFormatError) return { format: true };
    throw error;
  }
}

parentPort?.postMessage(answer(workerData as BusyRequest));
