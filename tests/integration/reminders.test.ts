import { describe, expect, it } from 'vitest';
import { pool } from '@/server/db/client';
import { bookingForLink, cancelBooking, moveBooking } from '@/next/leads/booking-changes';
import { bookSlot, freeSlots } from '@/server/leads/bookings';
import { accepted } from './accepted';
import { changePlaceSetting } from '@/server/leads/call-place';
import { queueDueReminders } from '@/server/leads/reminders';
import { freshEmbeddedDatabase } from './embedded-db';
import { smtpCatcherForTests } from './smtp-for-tests';

freshEmbeddedDatabase();

const HOUR = 60 * 60 * 1000;
const catcher = smtpCatcherForTests();

/**
 * The reminders two instances queue when they look at the same moment `at`, with mail on (the
 * bookings' own mails stay off: their texts need the framework's request scope).
 */
async function twoInstances(at: number): Promise<number> {
  Object.assign(process.env, {
    SMTP_URL: `smtp://127.0.0.1:${catcher.port}?ignoreTLS=true`,
    SMTP_INSECURE: '1',
    OWNER_EMAIL: 'owner@keller-advisory.example',
  });
  try {
    const queued = await Promise.all([
      queueDueReminders(new Date(at)),
      queueDueReminders(new Date(at)),
    ]);
    return queued.reduce((sum, count) => sum + count);
  } finally {
    for (const name of ['SMTP_URL', 'SMTP_INSECURE', 'OWNER_EMAIL']) delete process.env[name];
  }
}

/** Books the `index`-th free slot for `email`; its id and start. */
async function book(index: number, email: string, locale: 'de' | 'en' = 'de') {
  const slot = (await freeSlots())[index];
  if (!slot) throw new Error('no slot');
  const result = await bookSlot(
    accepted(
      {
        slot: slot.start,
        name: 'Rita Reminder',
        email,
        company: 'Erinnerung AG',
        phone: '',
        topic: 'Bitte erinnern Sie mich',
        consent: 'on' as const,
      },
      locale,
    ),
    { mail: null },
  );
  if (!result.ok) throw new Error(result.reason);
  return { id: result.booking.id, start: new Date(slot.start).getTime() };
}

/** A mail's subject, its folded lines and quoted-printable encoded words (RFC 2047) read. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, text: string) =>
      Buffer.from(
        text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8'),
    );
}

/** The reminders the SMTP catcher received for `email`, once the outbox has been delivered. */
async function remindersTo(email: string): Promise<string[]> {
  await catcher.deliverOutbox();
  return catcher.received
    .filter((mail) => mail.to === email)
    .map((mail) => subjectOf(mail.raw))
    .filter((subject) => /Erinnerung|Reminder/.test(subject));
}

describe('reminders', () => {
  it('queues exactly one reminder 24 hours and one 1 hour before the call, though two instances look', async () => {
    const email = 'rita@example.org';
    const { id, start } = await book(10, email);
    expect(await twoInstances(start - 25 * HOUR)).toBe(0);
    expect(await twoInstances(start - 24 * HOUR + 60_000)).toBe(1);
    expect(await twoInstances(start - 23 * HOUR)).toBe(0);
    expect(await twoInstances(start - HOUR + 60_000)).toBe(1);
    expect(await twoInstances(start - 30 * 60_000)).toBe(0);
    const subjects = await remindersTo(email);
    expect(subjects).toHaveLength(2);
    expect(subjects[0]).toMatch(/^Erinnerung: Ihr Erstgespr.*morgen/);
    expect(subjects[1]).toMatch(/in einer Stunde/);
    // Each reminder's link opens the booking, as the confirmation's still does.
    const links = catcher.received
      .filter((mail) => mail.to === email)
      .map((mail) => /\/booking\/([\w-]{43})/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1] ?? '');
    expect(new Set(links).size).toBe(2);
    for (const token of links)
      expect((await bookingForLink(token, new Date(start - HOUR)))?.id).toBe(id);
  });

  it('sends none for a cancelled call', async () => {
    const email = 'cancelled@example.org';
    const { id, start } = await book(11, email);
    await cancelBooking({ by: 'owner', id });
    expect(await twoInstances(start - 24 * HOUR + 60_000)).toBe(0);
    expect(await twoInstances(start - HOUR + 60_000)).toBe(0);
    expect(await remindersTo(email)).toEqual([]);
  });

  it('reminds of a moved call at its new time only, in its language', async () => {
    const email = 'moved@example.org';
    const { id, start } = await book(12, email, 'en');
    expect(await twoInstances(start - 24 * HOUR + 60_000)).toBe(1);
    const target = (await freeSlots()).at(-3);
    const moved = await moveBooking({ by: 'owner', id }, target?.start ?? '');
    expect(moved.ok).toBe(true);
    const newStart = new Date(target?.start ?? 0).getTime();
    // Nothing more for the old time, both for the new one.
    expect(await twoInstances(start - HOUR + 60_000)).toBe(0);
    expect(await twoInstances(newStart - 24 * HOUR + 60_000)).toBe(1);
    expect(await twoInstances(newStart - HOUR + 60_000)).toBe(1);
    const subjects = await remindersTo(email);
    expect(subjects).toHaveLength(3);
    expect(subjects.slice(1)).toEqual([
      expect.stringMatching(/^Reminder: your first call .* tomorrow/),
      expect.stringMatching(/in one hour/),
    ]);
  });

  it('gives a call booked less than 24 hours ahead only the reminders still ahead', async () => {
    const email = 'late@example.org';
    const { id, start } = await book(13, email);
    // As if booked five hours before the call.
    await pool().query('UPDATE bookings SET slot_set_at = $1 WHERE id = $2', [
      new Date(start - 5 * HOUR),
      id,
    ]);
    expect(await twoInstances(start - 4 * HOUR)).toBe(0);
    expect(await twoInstances(start - HOUR + 60_000)).toBe(1);
    expect(await remindersTo(email)).toEqual([expect.stringMatching(/in einer Stunde/)]);
  });

  it("names the call's place: each booking under a room pattern has a room of its own, kept when the setting changes", async () => {
    await changePlaceSetting({ kind: 'room', pattern: 'https://meet.jit.si/KA-{room}' }, 'owner');
    const first = await book(14, 'room-one@example.org');
    const second = await book(15, 'room-two@example.org');
    await changePlaceSetting({ kind: 'phone' }, 'owner');
    const { rows } = await pool().query<{ id: string; place: { kind: string; url: string } }>(
      'SELECT id, place FROM bookings WHERE id = ANY($1) ORDER BY id',
      [[first.id, second.id]],
    );
    const rooms = rows.map((row) => row.place.url);
    for (const room of rooms) expect(room).toMatch(/^https:\/\/meet\.jit\.si\/KA-[a-z0-9]{20}$/);
    expect(new Set(rooms).size).toBe(2);
    const phoned = await book(16, 'phoned@example.org');
    const { rows: after } = await pool().query('SELECT place FROM bookings WHERE id = $1', [
      phoned.id,
    ]);
    expect(after[0]?.place).toEqual({ kind: 'phone' });
    expect(await twoInstances(first.start - 24 * HOUR + 60_000)).toBeGreaterThanOrEqual(1);
    expect(await remindersTo('room-one@example.org')).toHaveLength(1);
    const reminder = catcher.received.find((mail) => mail.to === 'room-one@example.org');
    expect(reminder?.raw.replace(/=\r?\n/g, '')).toContain(`Ort: Videogespr`);
    expect(reminder?.raw.replace(/=\r?\n/g, '')).toContain(rooms[0]);
  });
});
