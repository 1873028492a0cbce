import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { expect, it } from 'vitest';
import type { Enquiry } from '@/lib/forms/enquiry';
import { slotGrid } from '@/lib/slots';
import {
  BACKUP_TABLES,
  createBackup,
  restoreBackup,
  TABLES_NOT_BACKED_UP,
} from '@/server/db/backup';
import { addAccount, completeSetup } from '@/server/backoffice/accounts';
import { pool } from '@/server/db/client';
import { databaseHealth } from '@/server/db/health';
import { migrate, migrationFiles, MIGRATIONS_DIR } from '@/server/db/migrate';
import * as schema from '@/server/db/schema';
import { addCalendar, refreshCalendars } from '@/server/calendars/sources';
import { changeAvailability, slotsAt } from '@/server/leads/availability';
import { bookSlot, freeSlots } from '@/server/leads/bookings';
import { accepted } from './accepted';
import { saveEnquiry } from '@/server/leads/enquiries';
import { latestEnquiries } from '@/server/stores/leads';
import { attemptSubmission, pruneFormAttempts } from '@/server/leads/rate-limit';
import { company } from '@/site/company';
import { formTiming } from '@/site/timing';
import { OTHER_REFERRERS, type PageViewCount, REFERRERS_PER_DAY } from '@/lib/page-views';
import { storePageViews } from '@/server/stores/statistics';
import { storeWebVitals, webVitalsOf, type VitalsCount } from '@/server/stores/web-vitals';
import { BUCKETS } from '@/lib/web-vitals';
import { addDays, wallDateAt } from '@/lib/calendar';
import { crossTalk, mixedLoad } from './load';
import { privacySuite } from './privacy-suite';

/** How long the mixed load runs on each database. */
const LOAD_SECONDS = 15;

/** The storage behaviour every database the site can run on must show. */
const enquiry = (n: number): Enquiry => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.org`,
  company: 'Example GmbH',
  phone: '',
  audience: 'fleet',
  subject: 'Flottenversicherung',
  message: 'Bitte rufen Sie mich zurück.',
  consent: 'on',
});

const mailConfig = {
  smtpUrl: '',
  owner: 'owner@keller-advisory.example',
  from: 'Keller Advisory <kontakt@keller-advisory.example>',
};

/** Stores an enquiry from `email` with its mails, as the contact form does. */
const enquiryWithMails = (email: string) => {
  const from = { ...enquiry(0), email };
  return saveEnquiry(accepted(from), {}, mailConfig);
};

/** An address's mailbox in SQL: lower case, without a `+tag`. */
const mailbox = (value: string) => `regexp_replace(lower(${value}), '\\+[^@]*@', '@')`;

/** The mails queued for the enquiries from `email`'s mailbox, by recipient. */
async function mailsOfEnquiriesFrom(email: string) {
  const { rows } = await pool().query<{ owner: number; visitor: number; leads: number }>(
    `SELECT count(*) FILTER (WHERE o.recipient = $2)::int AS owner,
            count(*) FILTER (WHERE ${mailbox('o.recipient')} = ${mailbox('$1')})::int AS visitor,
            count(DISTINCT o.lead_id)::int AS leads
       FROM outbox o JOIN enquiries e ON o.lead_kind = 'enquiry' AND o.lead_id = e.id
      WHERE ${mailbox('e.email')} = ${mailbox('$1')}`,
    [email, mailConfig.owner],
  );
  return rows[0];
}

const uniqueAddress = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

export function storageSuite() {
  it('adds the web vitals of flushes made at once, each bucket of a day in one row, and reads a period', async () => {
    const today = wallDateAt(new Date(), company.booking.timeZone);
    const bucket = (upTo: number, day = today): VitalsCount => ({
      day,
      template: 'contact',
      device: 'phone',
      metric: 'LCP',
      upTo,
      visits: 1,
    });
    const all = BUCKETS.LCP.map((upTo) => bucket(upTo));
    // Four instances flush every bucket at once, in opposite orders.
    await Promise.all(
      [all, [...all].reverse(), all, [...all].reverse()].map((counts) => storeWebVitals(counts)),
    );
    await storeWebVitals([bucket(2500, addDays(today, -40))]);
    const { rows } = await pool().query<{ n: number; visits: number }>(
      `SELECT count(*)::int AS n, sum(visits)::int AS visits FROM web_vitals
        WHERE day = $1 AND template = 'contact' AND device = 'phone' AND metric = 'LCP'`,
      [today],
    );
    expect(rows[0]).toEqual({ n: BUCKETS.LCP.length, visits: 4 * BUCKETS.LCP.length });
    const visitsAt = async (days: 30 | 90) =>
      (await webVitalsOf(days)).find(
        (row) => row.template === 'contact' && row.metric === 'LCP' && row.upTo === 2500,
      )?.visits;
    expect(await visitsAt(30)).toBe(4);
    expect(await visitsAt(90)).toBe(5);
  });

  it('answers the health check with a write that is rolled back', async () => {
    expect(await databaseHealth(pool())).toEqual({ ok: true });
    const { rows } = await pool().query('SELECT count(*)::int AS n FROM health_checks');
    expect(rows[0].n).toBe(0);
  });

  it('applies each migration once', async () => {
    expect(await migrate(pool())).toEqual([]);
    const { rows } = await pool().query('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((row: { name: string }) => row.name)).toEqual([
      '0000_baseline.sql',
      '0001_backoffice.sql',
      '0001_enquiries.sql',
      '0002_bookings.sql',
      '0002_privacy.sql',
      '0003_abuse_limits.sql',
      '0003_outbox.sql',
      '0004_audit_without_visitor_addresses.sql',
      '0004_health_checks.sql',
      '0005_abuse_bounds.sql',
      '0006_content_engine.sql',
      '0007_content_redirects.sql',
      '0008_availability.sql',
      '0009_calendars.sql',
      '0010_reminders_and_feed.sql',
      '0011_call_place.sql',
      '0012_statistics.sql',
      '0013_lead_sources.sql',
      '0014_calendar_skipped.sql',
      '0015_outbox_sealed_links.sql',
      '0016_live_previews.sql',
      '0017_web_vitals.sql',
    ]);
  });

  it('has the tables, columns and indexes that schema.ts declares', async () => {
    const tables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableConfig(table));
    for (const table of tables) {
      const { rows: columns } = await pool().query<{ name: string; nullable: string }>(
        `SELECT column_name AS name, is_nullable AS nullable FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = $1 ORDER BY column_name`,
        [table.name],
      );
      expect(columns, table.name).toEqual(
        table.columns
          .map((column) => ({ name: column.name, nullable: column.notNull ? 'NO' : 'YES' }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      );
      const { rows: indexes } = await pool().query<{ name: string }>(
        `SELECT indexname AS name FROM pg_indexes WHERE tablename = $1 AND indexname NOT LIKE '%_pkey' AND indexname NOT LIKE '%_pk'
           AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE contype = 'x')`,
        [table.name],
      );
      expect(indexes.map((row) => row.name).sort(), table.name).toEqual(
        table.indexes.map((index) => index.config.name).sort(),
      );
    }
    // The one constraint the schema module cannot declare, written by hand in its migration.
    const { rows: exclusions } = await pool().query<{ name: string }>(
      `SELECT conname AS name FROM pg_constraint WHERE contype = 'x' AND connamespace = current_schema()::regnamespace`,
    );
    expect(exclusions.map((row) => row.name)).toEqual(['bookings_no_overlap']);
  });

  it('takes the baseline as applied where the four hand-written migrations ran', async () => {
    const name = `legacy_${process.pid}`;
    await pool().query(`CREATE SCHEMA ${name}`);
    const legacy = new Pool({
      connectionString: process.env.DATABASE_URL,
      options: `-c search_path=${name}`,
      max: 1,
    });
    try {
      await legacy.query(readFileSync(path.join(MIGRATIONS_DIR, '0000_baseline.sql'), 'utf8'));
      await legacy.query(
        `CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
         INSERT INTO schema_migrations (name) VALUES
           ('0001_enquiries.sql'), ('0002_bookings.sql'), ('0003_outbox.sql'), ('0004_health_checks.sql')`,
      );
      // The baseline counts as applied; what came after it is applied on top.
      expect(await migrate(legacy)).toEqual([
        '0001_backoffice.sql',
        '0002_privacy.sql',
        '0003_abuse_limits.sql',
        '0004_audit_without_visitor_addresses.sql',
        '0005_abuse_bounds.sql',
        '0006_content_engine.sql',
        '0007_content_redirects.sql',
        '0008_availability.sql',
        '0009_calendars.sql',
        '0010_reminders_and_feed.sql',
        '0011_call_place.sql',
        '0012_statistics.sql',
        '0013_lead_sources.sql',
        '0014_calendar_skipped.sql',
        '0015_outbox_sealed_links.sql',
        '0016_live_previews.sql',
        '0017_web_vitals.sql',
      ]);
      const { rows } = await legacy.query('SELECT name FROM schema_migrations ORDER BY name');
      expect(rows.map((row: { name: string }) => row.name)[0]).toBe('0000_baseline.sql');
    } finally {
      await legacy.end();
      await pool().query(`DROP SCHEMA ${name} CASCADE`);
    }
  });

  it('clears visitor addresses and typed sign-in data from older audit entries once, and stays append-only', async () => {
    const name = `audit_${process.pid}`;
    await pool().query(`CREATE SCHEMA ${name}`);
    const older = new Pool({
      connectionString: process.env.DATABASE_URL,
      options: `-c search_path=${name}`,
      max: 1,
    });
    const files = migrationFiles();
    const fix = '0004_audit_without_visitor_addresses.sql';
    try {
      for (const file of files.slice(0, files.indexOf(fix))) {
        await older.query(readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
      }
      await older.query(
        `INSERT INTO audit_log (actor, action, subject, address) VALUES
           ('visitor', 'booking.cancelled', 'booking:7', '203.0.113.9'),
           (NULL, 'sign-in.password-failed', 'typed@example.org', '203.0.113.9'),
           ('owner@example.org', 'sign-in.code-failed', NULL, '198.51.100.4'),
           ('owner@example.org', 'sign-in', NULL, '198.51.100.4')`,
      );
      await older.query(readFileSync(path.join(MIGRATIONS_DIR, fix), 'utf8'));
      const { rows } = await older.query(
        'SELECT actor, action, subject, address FROM audit_log ORDER BY id',
      );
      expect(rows).toEqual([
        { actor: 'visitor', action: 'booking.cancelled', subject: 'booking:7', address: null },
        { actor: null, action: 'sign-in.password-failed', subject: null, address: null },
        { actor: 'owner@example.org', action: 'sign-in.code-failed', subject: null, address: null },
        {
          actor: 'owner@example.org',
          action: 'sign-in',
          subject: null,
          address: '198.51.100.4',
        },
      ]);
      await expect(older.query('UPDATE audit_log SET address = NULL')).rejects.toThrow();
    } finally {
      await older.end();
      await pool().query(`DROP SCHEMA ${name} CASCADE`);
    }
  });

  it('stores 200 concurrent enquiries without an error', async () => {
    const ids = await Promise.all(
      Array.from({ length: 200 }, (_, n) => saveEnquiry(accepted(enquiry(n)))),
    );
    expect(new Set(ids).size).toBe(200);
    const { rows } = await pool().query('SELECT count(*)::int AS n FROM enquiries');
    expect(rows[0].n).toBe(200);
  });

  it('keeps the ROI hand-over with the enquiry and lists the newest first', async () => {
    const id = await saveEnquiry(accepted(enquiry(999), 'en'), {
      context: 'bank',
      roiPercentage: 42.5,
      totalSavings: 120000,
    });
    const [latest] = await latestEnquiries(1);
    expect(latest).toMatchObject({
      id,
      locale: 'en',
      roiContext: 'bank',
      roiPercentage: 42.5,
      roiTotalSavings: 120000,
    });
  });

  it('books a slot for exactly one of 20 concurrent requests', async () => {
    const now = new Date();
    const [slot] = slotGrid(now, company.booking.availability, company.booking);
    if (!slot) throw new Error('no slot offered');
    const request = (n: number) => ({
      slot: slot.start,
      name: `Bucher ${n}`,
      email: `bucher${n}@example.org`,
      company: 'Example AG',
      phone: '',
      topic: 'Embedded Insurance im Autohaus',
      consent: 'on' as const,
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => bookSlot(accepted(request(n)), { now })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === 'taken')).toHaveLength(19);
    const { rows } = await pool().query(
      'SELECT count(*)::int AS n FROM bookings WHERE slot_start = $1',
      [slot.start],
    );
    expect(rows[0].n).toBe(1);
    expect((await freeSlots(now)).some((free) => free.start === slot.start)).toBe(false);
  });

  it('takes two of ten bookings sent at once for one mailbox, and two for one client', async () => {
    const now = new Date();
    const slots = slotGrid(now, company.booking.availability, company.booking).slice(-20);
    const request = (n: number, email: string) => ({
      slot: slots[n]?.start ?? '',
      name: `Sammler ${n}`,
      email,
      company: 'Example AG',
      phone: '',
      topic: 'Alle Termine auf einmal',
      consent: 'on' as const,
    });
    const email = `Sammler-${Date.now()}@example.org`;
    // The same mailbox, in other letter cases and with tags (`name+tag@`).
    const spellings = [
      email,
      email.toLowerCase(),
      email.replace('@', '+2@'),
      email.replace('@', '+Termine@').toUpperCase(),
    ];
    const byEmail = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        bookSlot(accepted(request(n, spellings[n % 4] ?? email), 'de', `198.51.100.${n}`), {
          now,
        }),
      ),
    );
    expect(byEmail.filter((result) => result.ok)).toHaveLength(2);
    expect(byEmail.filter((result) => !result.ok && result.reason === 'capped')).toHaveLength(8);
    const client = `2001:db8:${Date.now() % 0xffff}::/64`;
    const byClient = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        bookSlot(accepted(request(10 + n, `client-${n}-${Date.now()}@example.org`), 'de', client), {
          now,
        }),
      ),
    );
    expect(byClient.filter((result) => result.ok)).toHaveLength(2);
    // The stored client is an HMAC, not the address.
    const { rows } = await pool().query<{ client_hash: string }>(
      "SELECT client_hash FROM bookings WHERE topic = 'Alle Termine auf einmal' AND client_hash IS NOT NULL",
    );
    expect(rows.length).toBe(4);
    expect(rows.some((row) => row.client_hash.includes('2001:db8'))).toBe(false);
    await pool().query("DELETE FROM bookings WHERE topic = 'Alle Termine auf einmal'");
  });

  it('refuses a slot that is not offered', async () => {
    const result = await bookSlot(
      accepted({
        slot: '2020-01-06T08:00:00.000Z',
        name: 'Late',
        email: 'late@example.org',
        company: 'Example AG',
        phone: '',
        topic: 'Ein Termin in der Vergangenheit',
        consent: 'on' as const,
      }),
    );
    expect(result).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('keeps the daily maximum and the buffers when bookings for one day arrive at once', async () => {
    const now = new Date();
    const morning = [{ from: '08:00', to: '12:00' }];
    await changeAvailability(
      (current) => ({
        ...current,
        weekly: {
          1: morning,
          2: morning,
          3: morning,
          4: morning,
          5: morning,
          6: morning,
          7: morning,
        },
        bufferAfterMinutes: 30,
        maxPerDay: 2,
        openHolidays: [],
      }),
      'test',
    );
    try {
      const { free } = await slotsAt(now);
      const onDay = (date: string) => free.filter((slot) => slot.date === date);
      // A whole day (not the first, cut by the notice; not a holiday).
      const day =
        free.find((slot) => slot.date > (free[0]?.date ?? '') && onDay(slot.date).length === 4)
          ?.date ?? '';
      const slots = onDay(day);
      expect(slots.map((slot) => slot.time)).toEqual(['08:00', '09:00', '10:00', '11:00']);
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, n) =>
          bookSlot(
            accepted(
              {
                slot: slots[n % 4]?.start ?? '',
                name: `Tagesgast ${n}`,
                email: `tagesgast-${n}-${Date.now()}@example.org`,
                company: 'Example AG',
                phone: '',
                topic: 'Ein voller Tag auf einmal',
                consent: 'on' as const,
              },
              'de',
              `203.0.113.${n}`,
            ),
            { now },
          ),
        ),
      );
      const booked = results.flatMap((result) => (result.ok ? [result.booking] : []));
      expect(booked).toHaveLength(2);
      expect(results.filter((result) => !result.ok && result.reason === 'taken')).toHaveLength(10);
      // Two calls with half an hour between them: never on neighbouring hours.
      const [first, second] = booked.map((row) => row.slotStart.getTime()).sort();
      expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(2 * 3600_000);
      expect((await freeSlots(now)).some((slot) => slot.date === day)).toBe(false);
    } finally {
      await pool().query("DELETE FROM bookings WHERE topic = 'Ein voller Tag auf einmal'");
      await pool().query('DELETE FROM booking_settings');
    }
  });

  it('fetches each of the owner’s calendars once when five instances look at the same moment', async () => {
    // A server that counts connections and closes them: every fetch fails after connecting.
    let connections = 0;
    const server = createTcpServer((socket) => {
      connections += 1;
      socket.destroy();
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const allowed = process.env.CALENDAR_ALLOW_ADDRESSES;
    process.env.CALENDAR_ALLOW_ADDRESSES = '127.0.0.1';
    try {
      const ids: number[] = [];
      for (const label of ['Eins', 'Zwei', 'Drei'])
        ids.push(
          await addCalendar(
            { label, kind: 'ical', address: `https://127.0.0.1:${port}/${label}.ics` },
            'test',
          ),
        );
      await Promise.all(Array.from({ length: 5 }, () => refreshCalendars()));
      expect(connections).toBe(3);
      const { rows } = await pool().query(
        'SELECT problem, attempted_at IS NOT NULL AS attempted, claimed_until FROM calendar_sources',
      );
      expect(rows).toEqual(
        Array.from({ length: 3 }, () => ({
          problem: 'network',
          attempted: true,
          claimed_until: null,
        })),
      );
      // Due again only after the refresh interval, or when the owner asks for one now.
      await refreshCalendars();
      expect(connections).toBe(3);
      await refreshCalendars(ids.slice(0, 1));
      expect(connections).toBe(4);
    } finally {
      if (allowed === undefined) delete process.env.CALENDAR_ALLOW_ADDRESSES;
      else process.env.CALENDAR_ALLOW_ADDRESSES = allowed;
      server.close();
      await pool().query('DELETE FROM calendar_sources');
    }
  });

  it('refuses two overlapping confirmed calls in the database itself', async () => {
    const insert = (start: string, end: string) =>
      pool().query(
        `INSERT INTO bookings (slot_start, slot_end, locale, name, email, company, topic)
         VALUES ($1, $2, 'de', 'Direkt', 'direkt@example.org', 'Example AG', 'Überlappung')`,
        [start, end],
      );
    try {
      await insert('2031-03-03T09:00:00Z', '2031-03-03T10:00:00Z');
      await expect(insert('2031-03-03T09:30:00Z', '2031-03-03T10:00:00Z')).rejects.toMatchObject({
        code: '23P01',
      });
      await insert('2031-03-03T10:00:00Z', '2031-03-03T10:30:00Z');
    } finally {
      await pool().query("DELETE FROM bookings WHERE topic = 'Überlappung'");
    }
  });

  it('lets five of twelve concurrent submissions of one client through, and counts clients and forms apart', async () => {
    const client = `2001:db8:${Date.now() % 0xffff}:1::/64`;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => attemptSubmission('enquiry', client)),
    );
    expect(answers.filter(Boolean)).toHaveLength(formTiming.submissionsPerWindow);
    expect(await attemptSubmission('booking', client)).toBe(true);
    expect(await attemptSubmission('enquiry', `${client}-other`)).toBe(true);
  });

  it('prunes the counts its window no longer sees, and the window opens again', async () => {
    const client = `198.51.100.${Date.now() % 250}`;
    for (let n = 0; n < formTiming.submissionsPerWindow; n += 1)
      expect(await attemptSubmission('enquiry', client)).toBe(true);
    expect(await attemptSubmission('enquiry', client)).toBe(false);
    await pool().query(
      `UPDATE form_attempts SET at = at - make_interval(secs => $2) WHERE client = $1`,
      [client, formTiming.rateWindowMs / 1000 + 1],
    );
    expect(await pruneFormAttempts()).toBeGreaterThanOrEqual(formTiming.submissionsPerWindow);
    const { rows } = await pool().query('SELECT 1 FROM form_attempts WHERE client = $1', [client]);
    expect(rows).toEqual([]);
    expect(await attemptSubmission('enquiry', client)).toBe(true);
  });

  it('confirms at most three enquiries a day to one mailbox, whatever its letter case or tag, and notifies the owner of all', async () => {
    expect(formTiming.confirmationsPerRecipientPerDay).toBe(3);
    const address = uniqueAddress('often');
    const spellings = [
      address,
      address.replace('@', '+1@').toUpperCase(),
      address.replace(/^o/, 'O').replace('@', '+news@'),
      address.replace(/example\.org$/, 'Example.ORG'),
      address.toUpperCase(),
    ];
    const ids: number[] = [];
    for (const spelling of spellings) ids.push(await enquiryWithMails(spelling));
    expect(await mailsOfEnquiriesFrom(address)).toEqual({ owner: 5, visitor: 3, leads: 5 });
    // The first three were confirmed, the later ones only reached the owner.
    const { rows } = await pool().query<{ lead_id: string }>(
      `SELECT lead_id FROM outbox WHERE lead_kind = 'enquiry' AND ${mailbox('recipient')} = ${mailbox('$1')} ORDER BY lead_id`,
      [address],
    );
    expect(rows.map((row) => Number(row.lead_id))).toEqual(ids.slice(0, 3));
    const { rows: stored } = await pool().query(
      `SELECT id FROM enquiries WHERE ${mailbox('email')} = ${mailbox('$1')}`,
      [address],
    );
    expect(stored).toHaveLength(5);
  });

  it('confirms exactly three of six concurrent enquiries from one new address', async () => {
    const address = uniqueAddress('burst');
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        enquiryWithMails(n % 2 === 0 ? address : address.toUpperCase()),
      ),
    );
    expect(new Set(ids).size).toBe(6);
    expect(await mailsOfEnquiriesFrom(address)).toEqual({ owner: 6, visitor: 3, leads: 6 });
  });

  it(`names at most ${REFERRERS_PER_DAY} referring hosts a day, however many flushes run at once, and loses no view`, async () => {
    const day = new Date().toISOString().slice(0, 10);
    const fromHosts = (flush: number): PageViewCount[] =>
      Array.from({ length: 20 }, (_, n) => ({
        day,
        path: '/',
        locale: 'de',
        referrer: `site-${flush}-${n}.example`,
        views: 1 + (n % 3),
        withoutScript: 0,
      }));
    const flushes = Array.from({ length: 10 }, (_, flush) => fromHosts(flush));
    await Promise.all(flushes.map((counts) => storePageViews(counts)));
    const stored = async () => {
      const { rows } = await pool().query<{ referrer: string; views: number }>(
        'SELECT referrer, views FROM page_views WHERE day = $1 ORDER BY referrer',
        [day],
      );
      return rows;
    };
    const rows = await stored();
    const named = rows.filter((row) => row.referrer !== OTHER_REFERRERS);
    expect(named).toHaveLength(REFERRERS_PER_DAY);
    expect(rows).toHaveLength(REFERRERS_PER_DAY + 1);
    const views = (list: readonly { views: number }[]) =>
      list.reduce((sum, row) => sum + row.views, 0);
    expect(views(rows)).toBe(views(flushes.flat()));

    // A host the day names goes on counting under its name; a new one with more views than the
    // least of them takes its place, and the views of that one move under the others.
    const known = named.reduce((most, row) => (row.views > most.views ? row : most));
    const least = Math.min(...named.map((row) => row.views));
    const others = rows.find((row) => row.referrer === OTHER_REFERRERS)?.views ?? 0;
    await storePageViews([
      { day, path: '/', locale: 'de', referrer: known.referrer, views: 2, withoutScript: 0 },
      { day, path: '/', locale: 'de', referrer: 'late.example', views: 3, withoutScript: 1 },
    ]);
    const after = await stored();
    expect(after).toHaveLength(REFERRERS_PER_DAY + 1);
    expect(after.find((row) => row.referrer === known.referrer)?.views).toBe(known.views + 2);
    expect(after.find((row) => row.referrer === 'late.example')?.views).toBe(3);
    expect(after.find((row) => row.referrer === OTHER_REFERRERS)?.views).toBe(others + least);
    expect(views(after)).toBe(views(rows) + 5);
  });

  it('adds up the requests that were no view, by day and kind, however many flushes run at once', async () => {
    const days = ['2020-03-01', '2020-03-02'];
    const kinds = ['robot', 'prefetch', 'other'] as const;
    // Each flush names its days and kinds in its own order, with a view or none.
    const flushes = Array.from({ length: 12 }, (_, flush) => ({
      views:
        flush % 2
          ? []
          : [
              {
                day: days[0] ?? '',
                path: '/',
                locale: 'de' as const,
                referrer: '',
                views: 1,
                withoutScript: 0,
              },
            ],
      excluded: (flush % 2 ? [...kinds].reverse() : kinds).flatMap((kind) =>
        (flush % 3 ? [...days].reverse() : days).map((day) => ({ day, kind, requests: flush + 1 })),
      ),
    }));
    await Promise.all(flushes.map((flush) => storePageViews(flush.views, flush.excluded)));
    const { rows } = await pool().query<{ day: string; kind: string; requests: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, requests FROM excluded_requests
        WHERE day = ANY($1::date[]) ORDER BY day, kind`,
      [days],
    );
    // 1 + 2 + … + 12 for each day and kind.
    expect(rows).toEqual(
      days.flatMap((day) => [...kinds].sort().map((kind) => ({ day, kind, requests: 78 }))),
    );
    const { rows: views } = await pool().query<{ views: number }>(
      'SELECT sum(views)::int AS views FROM page_views WHERE day = $1',
      [days[0]],
    );
    expect(views[0]?.views).toBe(6);
    await pool().query('DELETE FROM excluded_requests WHERE day = ANY($1::date[])', [days]);
    await pool().query('DELETE FROM page_views WHERE day = ANY($1::date[])', [days]);
  });

  it('stores a flush of 12,000 counts, more than one statement takes, whole', async () => {
    const day = '2020-02-03';
    const counts: PageViewCount[] = Array.from({ length: 12_000 }, (_, n) => ({
      day,
      path: `/flush/${n}`,
      locale: n % 2 ? 'en' : 'de',
      referrer: '',
      views: 1,
      withoutScript: n % 3 === 0 ? 1 : 0,
    }));
    await storePageViews(counts);
    const { rows } = await pool().query<{ rows: number; views: number; without: number }>(
      `SELECT count(*)::int AS rows, sum(views)::int AS views, sum(without_script)::int AS without
         FROM page_views WHERE day = $1`,
      [day],
    );
    expect(rows[0]).toEqual({ rows: 12_000, views: 12_000, without: 4_000 });
    await pool().query('DELETE FROM page_views WHERE day = $1', [day]);
  });

  it(
    `serves 8 writers and 4 booking-page readers for ${LOAD_SECONDS} s without an error, a timeout or a lost row`,
    { timeout: (LOAD_SECONDS + 60) * 1000 },
    async () => {
      const result = await mixedLoad(8, 4, LOAD_SECONDS);
      console.info(
        `Mixed load, ${LOAD_SECONDS} s: ${result.acknowledged.length} enquiries stored, ${result.reads} booking-page reads`,
      );
      expect(result.errors).toEqual([]);
      expect(result.timeouts).toBe(0);
      expect(result.missing).toEqual([]);
      expect(result.acknowledged.length).toBeGreaterThan(200);
      expect(result.reads).toBeGreaterThan(100);
      expect(new Set(result.acknowledged).size).toBe(result.acknowledged.length);
    },
  );

  it('answers each of 8 concurrent connections with its own results (4,000 queries)', async () => {
    expect(await crossTalk(process.env.DATABASE_URL ?? '', 8, 500)).toEqual([]);
  });

  const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  it('backs up every table that holds data', async () => {
    const { rows } = await pool().query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
    );
    expect(rows.map((row) => row.name)).toEqual([...BACKUP_TABLES, ...TABLES_NOT_BACKED_UP].sort());
  });

  it('restores a backup exactly, and only into empty tables', async () => {
    const snapshot = async () => {
      const tables: Record<string, string> = {};
      for (const table of BACKUP_TABLES) {
        const { rows } = await pool().query<{ data: string }>(
          `SELECT coalesce(json_agg(t ORDER BY t::text), '[]')::text AS data FROM ${table} t`,
        );
        tables[table] = rows[0]?.data ?? '';
      }
      return tables;
    };
    const setup = await addAccount(`owner-${Date.now()}@example.com`, 'Owner');
    expect(setup).toBeDefined();
    if (setup)
      expect(await completeSetup(setup.token, 'a long passphrase', SECRET, 1)).toHaveLength(10);
    const before = await snapshot();
    expect(JSON.parse(before.staff_recovery_codes ?? '[]')).toHaveLength(10);
    const backup = await createBackup();
    await expect(restoreBackup(backup)).rejects.toThrow(/already holds enquiries/);

    // Emptied as a new database would be; only the owner of the tables can lift the audit log's guard.
    await pool().query(
      `ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_truncate;
       TRUNCATE ${BACKUP_TABLES.join(', ')} RESTART IDENTITY CASCADE;
       ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_truncate;`,
    );
    const restored = await restoreBackup(backup);
    expect(restored.enquiries).toBe(JSON.parse(before.enquiries ?? '[]').length);
    expect(await snapshot()).toEqual(before);

    const maxId = Math.max(
      ...(JSON.parse(before.enquiries ?? '[]') as { id: number }[]).map((row) => row.id),
    );
    expect(await saveEnquiry(accepted(enquiry(5000)))).toBeGreaterThan(maxId);

    // A backup made before a column was added: the restored rows take the column's default.
    const older = JSON.parse(await createBackup()) as {
      tables: { bookings: Record<string, unknown>[] };
    };
    expect(older.tables.bookings.length).toBeGreaterThan(0);
    for (const row of older.tables.bookings) {
      delete row.slot_set_at;
      delete row.reminder_token_hashes;
    }
    await pool().query(
      `ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_truncate;
       TRUNCATE ${BACKUP_TABLES.join(', ')} RESTART IDENTITY CASCADE;
       ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_truncate;`,
    );
    const again = await restoreBackup(JSON.stringify(older));
    expect(again.bookings).toBe(older.tables.bookings.length);
    const { rows: defaults } = await pool().query(
      `SELECT count(*)::int AS n FROM bookings WHERE slot_set_at IS NOT NULL AND reminder_token_hashes = '{}'`,
    );
    expect(defaults[0]?.n).toBe(older.tables.bookings.length);
  });

  it('refuses a file that is not a backup', async () => {
    await expect(restoreBackup('{"format":"other"}')).rejects.toThrow(/not a backup/);
    await expect(restoreBackup('name,email')).rejects.toThrow(/not a backup/);
  });

  privacySuite();
}
