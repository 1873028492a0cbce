import { expect, it } from 'vitest';
import type { Enquiry } from '@/lib/forms/enquiry';
import { pool } from '@/server/db/client';
import { saveEnquiry } from '@/server/leads/enquiries';
import { accepted } from './accepted';
import { personCsv, personJson } from '@/server/privacy/person';
import { erasePerson, personRecords } from '@/server/stores/privacy';
import { retention } from '@/lib/retention';
import { purge } from '@/server/stores/privacy';
import { company } from '@/site/company';

/** Retention, erasure and the audit log, as every database the site runs on must do them. */
const enquiryOf = (email: string): Enquiry => ({
  name: 'Paula Privat',
  email,
  company: 'Privat GmbH',
  phone: '+49 89 1234567',
  audience: 'dealership',
  subject: 'Garantieversicherung',
  message: 'Bitte melden Sie sich.',
  consent: 'on',
});

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

/** An enquiry received `age` ago (a PostgreSQL interval), optionally with ROI values or as spam. */
async function enquiry(
  email: string,
  age: string,
  options: { roi?: boolean; spam?: boolean } = {},
): Promise<number> {
  const lead = accepted(enquiryOf(email));
  const id = await saveEnquiry(
    options.spam
      ? { ...lead, stage: 'spam', answer: { stage: 'refused', notice: 'rejected' } }
      : lead,
    options.roi
      ? { context: 'fleet', fleetSize: 120, roiPercentage: 180, totalSavings: 50_000 }
      : {},
    null,
  );
  await pool().query(`UPDATE enquiries SET created_at = now() - $2::interval WHERE id = $1`, [
    id,
    age,
  ]);
  return id;
}

/** A booking made `age` ago for a call `slotAge` ago (both intervals; negative for the future). */
async function booking(email: string, age: string, slotAge: string): Promise<number> {
  const { rows } = await pool().query<{ id: string }>(
    `INSERT INTO bookings (created_at, slot_start, slot_end, locale, name, email, company, topic, status)
     VALUES (now() - $2::interval, now() - $3::interval, now() - $3::interval + interval '1 hour',
             'de', 'Paula Privat', $1, 'Privat GmbH', 'Gespräch', 'cancelled')
     RETURNING id`,
    [email, age, slotAge],
  );
  return Number(rows[0]?.id);
}

async function note(kind: 'enquiry' | 'booking', id: number, body: string): Promise<void> {
  await pool().query(
    `INSERT INTO lead_notes (lead_kind, lead_id, author, body) VALUES ($1, $2, 'owner@example.com', $3)`,
    [kind, id, body],
  );
}

/** A mail about a lead, sent `sentAge` ago (or not sent). */
async function mail(
  kind: 'enquiry' | 'booking',
  id: number,
  recipient: string,
  sentAge: string | null,
): Promise<number> {
  const { rows } = await pool().query<{ id: string }>(
    `INSERT INTO outbox (recipient, reply_to, subject, body, ics, lead_kind, lead_id, sent_at)
     VALUES ($1, $1, 'Ihre Anfrage', $5, 'BEGIN:VCALENDAR', $2, $3,
             CASE WHEN $4::interval IS NULL THEN NULL ELSE now() - $4::interval END)
     RETURNING id`,
    [recipient, kind, id, sentAge, `Guten Tag, ${recipient}`],
  );
  return Number(rows[0]?.id);
}

async function exists(table: string, id: number): Promise<boolean> {
  const { rowCount } = await pool().query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
  return rowCount === 1;
}

export function privacySuite() {
  it('purges exactly what the retention periods say, once, and a dry run changes nothing', async () => {
    // A person last in touch four years ago: everything about them goes.
    const gone = unique('gone');
    const goneEnquiry = await enquiry(gone, '4 years');
    const goneBooking = await booking(gone.toUpperCase(), '4 years', '3 years 11 months');
    await note('enquiry', goneEnquiry, 'Alte Notiz');
    const goneMail = await mail('booking', goneBooking, gone, '4 years');
    // An old enquiry, but a recent booking under the same address: the last contact counts.
    const kept = unique('kept');
    const keptOld = await enquiry(kept, '4 years');
    await booking(kept, '2 months', '1 month');
    // A booking made long ago for a call two years ago: still within three years of that call.
    const called = unique('called');
    const calledBooking = await booking(called, '3 years 6 months', '2 years');
    // ROI values: cleared after a year, the enquiry stays.
    const roiOld = await enquiry(unique('roi-old'), '13 months', { roi: true });
    const roiNew = await enquiry(unique('roi-new'), '11 months', { roi: true });
    // Spam after 30 days.
    const spamOld = await enquiry(unique('spam-old'), '31 days', { spam: true });
    const spamNew = await enquiry(unique('spam-new'), '29 days', { spam: true });
    // Texts of mails sent more than 30 days ago.
    const recent = await enquiry(unique('mails'), '40 days');
    const oldSent = await mail('enquiry', recent, 'owner@example.com', '31 days');
    const newSent = await mail('enquiry', recent, 'owner@example.com', '29 days');
    const unsent = await mail('enquiry', recent, 'owner@example.com', null);
    await pool().query(`UPDATE outbox SET created_at = now() - interval '40 days' WHERE id = $1`, [
      unsent,
    ]);
    // And of mails given up as undeliverable more than 30 days ago.
    const oldFailed = await mail('enquiry', recent, 'owner@example.com', null);
    const newFailed = await mail('enquiry', recent, 'owner@example.com', null);
    for (const [id, age] of [
      [oldFailed, '31 days'],
      [newFailed, '29 days'],
    ] as const)
      await pool().query(`UPDATE outbox SET failed_at = now() - $2::interval WHERE id = $1`, [
        id,
        age,
      ]);

    // Failed sign-ins: the throttle counts a window of minutes; the purge removes what it no
    // longer counts.
    const { rows: failures } = await pool().query<{ id: string }>(
      `INSERT INTO sign_in_failures (at, account, address)
       VALUES (now() - interval '3 hours', 'typed@example.org', '198.51.100.7'),
              (now() - interval '1 minute', 'typed@example.org', '198.51.100.7')
       RETURNING id`,
    );
    const [oldFailure, newFailure] = failures.map((row) => Number(row.id));

    const state = async () =>
      (
        await pool().query(
          `SELECT (SELECT json_agg(json_build_object('id', id, 'roi', roi_percentage) ORDER BY id) FROM enquiries) AS enquiries,
                  (SELECT json_agg(id ORDER BY id) FROM bookings) AS bookings,
                  (SELECT count(*)::int FROM lead_notes) AS notes,
                  (SELECT json_agg(json_build_object('id', id, 'body', body, 'ics', ics) ORDER BY id) FROM outbox) AS mails`,
        )
      ).rows[0];
    const before = await state();
    const dryRun = await purge({ dryRun: true, actor: 'test' });
    expect(dryRun.ran).toBe(true);
    expect(await state()).toEqual(before);

    // Two purges at once: the work is done once, by whichever ran first; the other either found
    // the lock held or, starting after the first had finished, found nothing left to do.
    const [first, second] = await Promise.all([purge({ actor: 'test' }), purge({ actor: 'test' })]);
    const worked = [first, second].filter((report) => report.deleted.enquiries > 0);
    expect(worked).toHaveLength(1);
    const idle = first === worked[0] ? second : first;
    expect(idle.expired).toEqual([]);
    expect(idle.spam).toEqual([]);
    expect(idle.roiCleared).toEqual([]);
    for (const report of [dryRun, ...worked]) {
      expect(report.expired).toEqual(
        expect.arrayContaining([
          { kind: 'enquiry', id: goneEnquiry },
          { kind: 'booking', id: goneBooking },
        ]),
      );
      expect(report.expired).not.toContainEqual({ kind: 'enquiry', id: keptOld });
      expect(report.expired).not.toContainEqual({ kind: 'booking', id: calledBooking });
      expect(report.spam).toContainEqual({ kind: 'enquiry', id: spamOld });
      expect(report.spam).not.toContainEqual({ kind: 'enquiry', id: spamNew });
      expect(report.roiCleared).toContain(roiOld);
      expect(report.roiCleared).not.toContain(roiNew);
    }

    expect(await exists('enquiries', goneEnquiry)).toBe(false);
    expect(await exists('bookings', goneBooking)).toBe(false);
    expect(await exists('outbox', goneMail)).toBe(false);
    const { rows: notes } = await pool().query(
      `SELECT 1 FROM lead_notes WHERE lead_kind = 'enquiry' AND lead_id = $1`,
      [goneEnquiry],
    );
    expect(notes).toEqual([]);
    expect(await exists('enquiries', keptOld)).toBe(true);
    expect(await exists('bookings', calledBooking)).toBe(true);
    expect(await exists('enquiries', spamOld)).toBe(false);
    expect(await exists('enquiries', spamNew)).toBe(true);
    const { rows: roi } = await pool().query<{ id: string; roi: number | null; context: string }>(
      `SELECT id, roi_percentage AS roi, roi_context AS context FROM enquiries WHERE id = ANY($1) ORDER BY id`,
      [[roiOld, roiNew]],
    );
    expect(roi).toEqual([
      { id: String(roiOld), roi: null, context: null },
      { id: String(roiNew), roi: '180', context: 'fleet' },
    ]);
    const { rows: mails } = await pool().query<{ id: string; body: string; ics: string | null }>(
      'SELECT id, body, ics FROM outbox WHERE id = ANY($1) ORDER BY id',
      [[oldSent, newSent, unsent, oldFailed, newFailed]],
    );
    expect(mails.map((row) => [Number(row.id), row.body === '', row.ics === null])).toEqual([
      [oldSent, true, true],
      [newSent, false, false],
      [unsent, false, false],
      [oldFailed, true, true],
      [newFailed, false, false],
    ]);

    expect(await exists('sign_in_failures', oldFailure as number)).toBe(false);
    expect(await exists('sign_in_failures', newFailure as number)).toBe(true);

    // Again: nothing left to do. And the daily run skips a day that already had its purge.
    const again = await purge({ actor: 'test' });
    expect(again.deleted).toEqual({ enquiries: 0, bookings: 0, notes: 0, mails: 0 });
    expect(again.roiCleared).toEqual([]);
    expect((await purge({ actor: 'system', onlyIfDue: true })).ran).toBe(false);
    const { rows: audited } = await pool().query<{ subject: string }>(
      `SELECT subject FROM audit_log WHERE action = 'retention.purged' AND actor = 'test' ORDER BY id`,
    );
    expect(audited.length).toBe([first, second].filter((report) => report?.ran).length + 1);
    expect(audited.map((row) => row.subject).join(' ')).not.toContain('@');
  });

  it('purges page-view counts, the counts of requests that were no view, web-vitals counts and audit entries past their periods, and keeps the rest', async () => {
    expect(retention.pageViews).toEqual({ amount: 2, unit: 'years' });
    expect(retention.auditLog).toEqual({ amount: 3, unit: 'years' });
    expect(retention.failedSignInEntries).toEqual({ amount: 60, unit: 'days' });
    const path = `/purge-${Date.now()}`;
    // Days in office time: two years back is the last day kept.
    await pool().query(
      `INSERT INTO page_views (day, path, locale, referrer, views)
       SELECT (now() AT TIME ZONE $2)::date - age::interval, $1, 'de', age, 1
         FROM unnest(ARRAY['2 years 1 day', '2 years', '1 year 11 months']) AS a(age)`,
      [path, company.booking.timeZone],
    );
    // The requests that were no view are kept as long as the views.
    await pool().query(
      `INSERT INTO excluded_requests (day, kind, requests)
       SELECT (now() AT TIME ZONE $1)::date - age::interval, 'robot', 1
         FROM unnest(ARRAY['2 years 1 day', '2 years']) AS a(age)
       ON CONFLICT DO NOTHING`,
      [company.booking.timeZone],
    );
    await pool().query(
      `INSERT INTO web_vitals (day, template, device, metric, up_to, visits)
       SELECT (now() AT TIME ZONE $1)::date - age::interval, 'home', 'phone', 'LCP', 2500, 1
         FROM unnest(ARRAY['1 year 1 day', '1 year']) AS a(age)
       ON CONFLICT DO NOTHING`,
      [company.booking.timeZone],
    );
    const actor = unique('audit');
    await pool().query(
      `INSERT INTO audit_log (at, actor, action, subject)
       SELECT now() - age::interval, $1, action, age
         FROM (VALUES ('3 years 1 day', 'lead.status'), ('2 years 11 months', 'lead.status'),
                      ('61 days', 'sign-in.password-failed'), ('61 days', 'sign-in.code-failed'),
                      ('61 days', 'sign-in.throttled'), ('59 days', 'sign-in.password-failed'),
                      ('61 days', 'sign-in')) AS e(age, action)`,
      [actor],
    );
    const remaining = async () => ({
      pageViews: (
        await pool().query<{ referrer: string }>(
          'SELECT referrer FROM page_views WHERE path = $1 ORDER BY day',
          [path],
        )
      ).rows.map((row) => row.referrer),
      excluded: (
        await pool().query<{ age: string }>(
          `SELECT age FROM unnest(ARRAY['2 years 1 day', '2 years']) WITH ORDINALITY AS a(age, n)
            WHERE EXISTS (SELECT 1 FROM excluded_requests
                           WHERE day = (now() AT TIME ZONE $1)::date - age::interval)
            ORDER BY n`,
          [company.booking.timeZone],
        )
      ).rows.map((row) => row.age),
      vitals: (
        await pool().query<{ age: string }>(
          `SELECT age FROM unnest(ARRAY['1 year 1 day', '1 year']) WITH ORDINALITY AS a(age, n)
            WHERE EXISTS (SELECT 1 FROM web_vitals
                           WHERE day = (now() AT TIME ZONE $1)::date - age::interval)
            ORDER BY n`,
          [company.booking.timeZone],
        )
      ).rows.map((row) => row.age),
      audit: (
        await pool().query<{ subject: string; action: string }>(
          'SELECT subject, action FROM audit_log WHERE actor = $1 ORDER BY id',
          [actor],
        )
      ).rows.map((row) => `${row.action} ${row.subject}`),
    });
    const before = await remaining();
    expect(before.audit).toHaveLength(7);
    expect(before.excluded).toEqual(['2 years 1 day', '2 years']);
    expect(before.vitals).toEqual(['1 year 1 day', '1 year']);

    const dryRun = await purge({ dryRun: true, actor: 'test' });
    expect(dryRun.pageViews).toBeGreaterThanOrEqual(1);
    expect(dryRun.webVitals).toBeGreaterThanOrEqual(1);
    expect(dryRun.auditEntries).toBeGreaterThanOrEqual(4);
    expect(await remaining()).toEqual(before);

    const report = await purge({ actor: 'test' });
    expect(report).toMatchObject({
      pageViews: dryRun.pageViews,
      webVitals: dryRun.webVitals,
      auditEntries: dryRun.auditEntries,
    });
    expect(await remaining()).toEqual({
      pageViews: ['2 years', '1 year 11 months'],
      excluded: ['2 years'],
      vitals: ['1 year'],
      audit: [
        'lead.status 2 years 11 months',
        'sign-in.password-failed 59 days',
        'sign-in 61 days',
      ],
    });
    const { rows } = await pool().query<{ subject: string }>(
      `SELECT subject FROM audit_log WHERE action = 'retention.purged' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]?.subject).toContain(
      `${report.pageViews} page-view counts, ${report.webVitals} web-vitals counts, ${report.auditEntries} audit entries deleted`,
    );
  });

  it('exports every row about a person and erases all of it in one transaction', async () => {
    const email = unique('erase');
    const other = unique('other');
    const enquiryId = await enquiry(email, '1 day', { roi: true });
    const bookingId = await booking(email.toUpperCase(), '1 day', '-3 days');
    await note('enquiry', enquiryId, 'Ruft zurück');
    await note('booking', bookingId, 'Termin vorbereitet');
    await mail('enquiry', enquiryId, email, '1 day');
    await mail('booking', bookingId, 'owner@example.com', null);
    const otherId = await enquiry(other, '1 day');
    await note('enquiry', otherId, 'Andere Person');

    const records = await personRecords(email);
    expect(records.enquiries.map((row) => Number(row.id))).toEqual([enquiryId]);
    expect(records.bookings.map((row) => Number(row.id))).toEqual([bookingId]);
    expect(records.notes).toHaveLength(2);
    expect(records.mails).toHaveLength(2);
    expect(records.enquiries[0]).toMatchObject({
      name: 'Paula Privat',
      phone: '+49 89 1234567',
      message: 'Bitte melden Sie sich.',
      roi_percentage: 180,
    });
    expect(records.bookings[0]).not.toHaveProperty('manage_token_hash');
    const json = JSON.parse(personJson(records)) as { enquiries: unknown[]; mails: unknown[] };
    expect(json.enquiries).toHaveLength(1);
    expect(json.mails).toHaveLength(2);
    const csv = personCsv(records);
    expect(csv).toContain(`enquiries,${enquiryId},message,Bitte melden Sie sich.`);
    expect(csv).toContain(`notes,`);
    expect(csv).toContain('Termin vorbereitet');

    expect(await erasePerson(email, 'owner@example.com')).toEqual({
      enquiries: 1,
      bookings: 1,
      notes: 2,
      mails: 2,
    });
    // No table holds anything of the person any more.
    const { rows: tables } = await pool().query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const { name } of tables) {
      const { rows } = await pool().query(
        `SELECT 1 FROM "${name}" t WHERE t::text ILIKE $1 OR t::text ILIKE '%Ruft zurück%'`,
        [`%${email}%`],
      );
      expect(rows, name).toEqual([]);
    }
    expect(await exists('enquiries', otherId)).toBe(true);
    expect((await personRecords(other)).notes).toHaveLength(1);
    const { rows: audit } = await pool().query<{ actor: string; subject: string }>(
      `SELECT actor, subject FROM audit_log WHERE action = 'person.erased' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual([
      { actor: 'owner@example.com', subject: '1 enquiries, 1 bookings, 2 notes, 2 mails' },
    ]);
  });

  it('only appends to the audit log: the database refuses to change or delete an entry, but for the purge', async () => {
    const { rows } = await pool().query<{ id: string }>(
      `INSERT INTO audit_log (actor, action, subject) VALUES ('test', 'lead.status', 'enquiry:1 done') RETURNING id`,
    );
    const id = rows[0]?.id;
    await expect(
      pool().query(`UPDATE audit_log SET subject = 'changed' WHERE id = $1`, [id]),
    ).rejects.toThrow(/append-only/);
    await expect(pool().query('DELETE FROM audit_log WHERE id = $1', [id])).rejects.toThrow(
      /append-only/,
    );
    await expect(pool().query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);

    // Only a transaction that says it is the purge may delete, and nothing else.
    const client = await pool().connect();
    const asPurge = async (statement: string, params: unknown[] = []) => {
      await client.query('BEGIN');
      try {
        await client.query(`SELECT set_config('app.audit_purge', 'on', true)`);
        return await client.query(statement, params);
      } finally {
        await client.query('ROLLBACK');
      }
    };
    try {
      await expect(
        asPurge(`UPDATE audit_log SET subject = 'changed' WHERE id = $1`, [id]),
      ).rejects.toThrow(/append-only/);
      await expect(asPurge('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
      expect((await asPurge('DELETE FROM audit_log WHERE id = $1', [id])).rowCount).toBe(1);
      // The setting ends with its transaction.
      await client.query('BEGIN');
      await client.query(`SELECT set_config('app.audit_purge', 'on', true)`);
      await client.query('COMMIT');
      await expect(client.query('DELETE FROM audit_log WHERE id = $1', [id])).rejects.toThrow(
        /append-only/,
      );
    } finally {
      client.release();
    }
    const { rows: after } = await pool().query('SELECT subject FROM audit_log WHERE id = $1', [id]);
    expect(after).toEqual([{ subject: 'enquiry:1 done' }]);
  });
}
