import { describe, expect, it } from 'vitest';
import { pool } from '@/server/db/client';
import { queueWeeklySummaries } from '@/server/weekly-summary';
import { freshEmbeddedDatabase } from './embedded-db';
import { smtpCatcherForTests } from './smtp-for-tests';

freshEmbeddedDatabase();

const catcher = smtpCatcherForTests();

/** Monday 30 November 2026, 7:30 in Berlin: the week's summary is due. */
const MONDAY_MORNING = new Date('2026-11-30T06:30:00Z');

/** An account as `npm run owner` leaves it after its setup. */
async function account(email: string, role: string, locale: string, summary = true) {
  await pool().query(
    `INSERT INTO staff (email, role, locale, password_hash, weekly_summary)
     VALUES ($1, $2, $3, 'set up', $4)`,
    [email, role, locale, summary],
  );
}

/** Delivers the outbox to the SMTP catcher; the mails each address got, as raw text. */
async function delivered(): Promise<Map<string, string[]>> {
  await catcher.deliverOutbox();
  const by = new Map<string, string[]>();
  for (const mail of catcher.received) by.set(mail.to, [...(by.get(mail.to) ?? []), mail.raw]);
  return by;
}

describe('the weekly summary by mail', () => {
  it('goes to every owner who has not switched it off, once, though two instances queue it at the same moment', async () => {
    await account('inhaberin@example.org', 'owner', 'de');
    await account('owner@example.org', 'owner', 'en');
    await account('ruhe@example.org', 'owner', 'de', false);
    await account('editor@example.org', 'editor', 'de');
    // Last week, Monday 23 to Sunday 29 November: 55 views and an enquiry from a visit that began
    // on the fleet page, from LinkedIn (whose visitor's text must not show). The week before: 26
    // views. The days around them, and an enquiry at 00:30 on Monday in Berlin, are in neither.
    await pool().query(
      `INSERT INTO page_views (day, path, locale, referrer, views) VALUES
         ('2026-11-23', '/fleet', 'de', '', 5),
         ('2026-11-24', '/fleet', 'de', 'www.linkedin.com', 30),
         ('2026-11-25', '/en/contact', 'en', '', 12),
         ('2026-11-29', '/en/contact', 'en', '', 3),
         ('2026-11-30', '/fleet', 'de', '', 100),
         ('2026-11-16', '/fleet', 'de', '', 1),
         ('2026-11-17', '/fleet', 'de', '', 21),
         ('2026-11-22', '/fleet', 'de', '', 4),
         ('2026-11-15', '/fleet', 'de', '', 1000),
         ('2026-11-26', '/fleet', 'de', 'three-views.example', 3),
         ('2026-11-26', '/fleet', 'de', 'made-up.example', 1),
         ('2026-11-27', '/fleet', 'de', 'made-up.example', 1)`,
    );
    const enquiry = (at: string) =>
      pool().query(
        `INSERT INTO enquiries (created_at, name, email, company, phone, audience, subject, message, locale, source_path, source_host)
         VALUES ($1, 'Geheime Greta', 'greta@example.org', 'Geheim AG', '', 'fleet',
                 'Vertraulicher Betreff', 'Vertrauliche Nachricht', 'de', '/fleet', 'www.linkedin.com')`,
        [at],
      );
    await enquiry('2026-11-25T10:00:00Z');
    await enquiry('2026-11-29T23:30:00Z');
    // A campaign's lead, and spam that names a site and a campaign of its own.
    const sourced = (status: string, host: string, campaign: string) =>
      pool().query(
        `INSERT INTO enquiries (created_at, name, email, company, phone, audience, subject, message, locale, lead_status, source_host, utm_source, utm_campaign)
         VALUES ('2026-11-26T10:00:00Z', 'Geheime Greta', 'greta@example.org', 'Geheim AG', '',
                 'fleet', 'Vertraulich', 'Vertraulich', 'de', $1, $2, 'linkedin', $3)`,
        [status, host, campaign],
      );
    await sourced('new', '', 'herbst-2026');
    await sourced('spam', 'spam-host.example', 'call-0800-now');
    // The coming week's calls: Wednesday 10:00 in Berlin, not one cancelled on Thursday, nor one
    // on the Monday after.
    for (const [start, status] of [
      ['2026-12-02T09:00:00Z', 'confirmed'],
      ['2026-12-03T09:00:00Z', 'cancelled'],
      ['2026-12-07T09:00:00Z', 'confirmed'],
    ])
      await pool().query(
        `INSERT INTO bookings (created_at, slot_start, slot_end, locale, name, email, company, topic, status)
         VALUES ('2026-10-01T10:00:00Z', $1, $1::timestamptz + interval '30 minutes', 'de',
                 'Geheime Greta', 'greta@example.org', 'Geheim AG', 'Vertraulich', $2)`,
        [start, status],
      );

    // Not on Sunday evening, nor before 7:00 on Monday.
    expect(await queueWeeklySummaries(new Date('2026-11-29T20:00:00Z'))).toBe(0);
    expect(await queueWeeklySummaries(new Date('2026-11-30T05:59:00Z'))).toBe(0);
    const queued = await Promise.all([
      queueWeeklySummaries(MONDAY_MORNING),
      queueWeeklySummaries(MONDAY_MORNING),
    ]);
    expect(queued.reduce((sum, count) => sum + count)).toBe(2);
    // Later that morning: nothing again.
    expect(await queueWeeklySummaries(new Date('2026-11-30T09:00:00Z'))).toBe(0);

    const mails = await delivered();
    expect([...mails.keys()].sort()).toEqual(['inhaberin@example.org', 'owner@example.org']);
    const [german = ''] = mails.get('inhaberin@example.org') ?? [];
    const [english = ''] = mails.get('owner@example.org') ?? [];
    expect(mails.get('inhaberin@example.org')).toHaveLength(1);
    expect(mails.get('owner@example.org')).toHaveLength(1);
    /** The mail's text, its quoted-printable lines joined and its bytes read as UTF-8. */
    const text = (raw: string) =>
      Buffer.from(
        raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    expect(text(german)).toContain('Seitenaufrufe: 55 (Vorwoche: 26, +112');
    expect(text(german)).toContain('Anfragen: 2 (Vorwoche: 0)');
    expect(text(german)).toContain('- /fleet: 1 Anfrage oder Buchung, 40 Aufrufe');
    expect(text(german)).toContain('- /en/contact: 0 Anfragen und Buchungen, 15 Aufrufe');
    expect(text(german)).toContain('- www.linkedin.com: 1 Anfrage oder Buchung, 30 Aufrufe');
    // A site with three views and no lead is named; one with two, or only spam, is not.
    expect(text(german)).toContain('- three-views.example: 0 Anfragen und Buchungen, 3 Aufrufe');
    expect(text(german)).toContain('- linkedin / herbst-2026: 1 Anfrage oder Buchung\r\n');
    for (const raw of [german, english])
      for (const madeUp of ['made-up.example', 'spam-host.example', 'call-0800-now'])
        expect(raw).not.toContain(madeUp);
    expect(text(german)).toContain(
      'Ihre Gespräche in dieser Woche:\r\n- 02.12.2026, 10:00\r\n\r\n',
    );
    expect(text(english)).toContain('Page views: 55 (week before: 26, +112%)');
    expect(text(english)).toContain('Your calls this week:\r\n- 2 Dec 2026, 10:00\r\n\r\n');
    expect(text(english)).toContain('/backoffice/site#weekly-summary');
    for (const raw of [german, english])
      for (const typed of ['Greta', 'Geheim', 'Vertraulich', 'greta@example.org'])
        expect(raw).not.toContain(typed);
  });
});
