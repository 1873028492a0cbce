import { createTransport } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { pool } from '@/server/db/client';
import { deliverDue } from '@/server/mail/deliver';
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
  const transport = createTransport({
    host: '127.0.0.1',
    port: catcher.port,
    secure: false,
    ignoreTLS: true,
  });
  while ((await deliverDue(transport, 'Keller Advisory <kontakt@keller-advisory.example>')) > 0);
  transport.close();
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
    // Last week: views and an enquiry from the fleet page (a visitor's text, which must not show);
    // the week before: fewer views; and a call on Wednesday.
    await pool().query(
      `INSERT INTO page_views (day, path, locale, referrer, views) VALUES
         ('2026-11-24', '/fleet', 'de', 'www.linkedin.com', 30),
         ('2026-11-25', '/en/contact', 'en', '', 12),
         ('2026-11-17', '/fleet', 'de', '', 21)`,
    );
    await pool().query(
      `INSERT INTO enquiries (created_at, name, email, company, phone, audience, subject, message, locale, source_path)
       VALUES ('2026-11-25T10:00:00Z', 'Geheime Greta', 'greta@example.org', 'Geheim AG', '', 'fleet',
               'Vertraulicher Betreff', 'Vertrauliche Nachricht', 'de', '/fleet')`,
    );

    // Not on Sunday evening, nor before 7:00 on Monday.
    expect(await queueWeeklySummaries(new Date('2026-11-29T20:00:00Z'))).toBe(0);
    expect(await queueWeeklySummaries(new Date('2026-11-30T05:59:00Z'))).toBe(0);
    const queued = await Promise.all([
      queueWeeklySummaries(MONDAY_MORNING),
      queueWeeklySummaries(MONDAY_MORNING),
    ]);
    expect(queued.reduce((sum, count) => sum + count)).toBe(2);
    // Later that morning, and the next Monday's look at the same week: nothing again.
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
    expect(text(german)).toContain('Seitenaufrufe: 42');
    expect(text(german)).toContain('Anfragen: 1 (Vorwoche: 0)');
    expect(text(german)).toContain('- /fleet: 1 Anfragen und Buchungen, 30 Aufrufe');
    expect(text(german)).toContain('- www.linkedin.com: 30 Aufrufe');
    expect(text(english)).toContain('Page views: 42');
    expect(text(english)).toContain('/backoffice/site#weekly-summary');
    for (const raw of [german, english])
      for (const typed of ['Greta', 'Geheim AG', 'Vertraulich', 'greta@example.org'])
        expect(raw).not.toContain(typed);
  });
});
