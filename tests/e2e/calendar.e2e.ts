import ICAL from 'ical.js';
import { JSDOM } from 'jsdom';
import { expect, test } from '@playwright/test';
import { addDays, instantOf, isoWeekday, wallDateAt } from '@/lib/calendar';
import { axeViolations, hydrated, sharedBrowser, visitorAddress } from './support/browser';
import { submitWithoutJavaScript } from './support/forms';
import { createAccount, signIn, siteOfItsOwn, unique } from './support/backoffice';
import { addCalendar, calendarServer } from './support/calendar-server';
import { FEED_FIELDS } from '@/lib/ics';
import { pathFor } from '@/site/routes';

const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';

/** The owner's calendar server: what `/owner.ics` answers (a text, or a failing status). */
let feed: { status: number; body: string } = { status: 200, body: '' };
const calendars = calendarServer((request, response) => {
  if (request.url === '/elsewhere') {
    response.writeHead(302, { Location: 'https://10.0.0.1/owner.ics' }).end();
    return;
  }
  response
    .writeHead(feed.status, { 'Content-Type': 'text/calendar; charset=utf-8' })
    .end(feed.status === 200 ? feed.body : 'Unavailable');
});

const site = siteOfItsOwn(() => calendars.env());

const browser = sharedBrowser();

/** The slots the booking page offers without JavaScript (their start, ISO). */
async function offeredSlots(): Promise<string[]> {
  const { window } = new JSDOM(await (await fetch(`${site.baseUrl}/en/book-consultation`)).text());
  const values = [...window.document.querySelectorAll<HTMLInputElement>('input[name="slot"]')].map(
    (input) => input.value,
  );
  window.close();
  return values;
}

const dayOf = (start: string) => wallDateAt(new Date(start), BERLIN);
/** A wall-clock date and time as iCalendar writes it (`20261203T090000`). */
const ics = (date: string, time: string) =>
  `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;
const clockIn = (start: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeStyle: 'short' }).format(new Date(start));

/** New York's rules since 2007, as calendar programs write them into a feed. */
const NEW_YORK_ZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

test.describe('the owner’s calendars', () => {
  test('take the times of their events out of the picker, with and without JavaScript, and keep them while the calendar server fails', async () => {
    const { page, context } = await browser.open();
    await signIn(page, site, await createAccount(site, page, unique('calendar')));
    const before = await offeredSlots();
    const days = [...new Set(before.map(dayOf))];
    // Days with four calls each, a week apart where a series needs it, none of them the first.
    const full = days.filter((day) => before.filter((start) => dayOf(start) === day).length === 4);
    const weekly =
      full.find((day) => full.includes(addDays(day, 7)) && full.includes(addDays(day, 14))) ?? '';
    const allDay = full.find((day) => day > addDays(weekly, 14) || day < weekly) ?? '';
    // On another weekday than the weekly series, as it recurs every week.
    const nyDay =
      full.find((day) => day !== allDay && isoWeekday(day) !== isoWeekday(weekly)) ?? '';
    expect([weekly, allDay, nyDay].every(Boolean)).toBe(true);
    const slotsOn = (slots: readonly string[], day: string) =>
      slots.filter((start) => dayOf(start) === day).map((start) => clockIn(start, BERLIN));
    // A New York meeting held weekly for a year, across both daylight-saving changes of Europe and
    // of the United States, at the New York time that is 11:00 in Berlin on `nyDay`.
    const eleven = instantOf(nyDay, '11:00', BERLIN).toISOString();
    const nyClock = clockIn(eleven, NEW_YORK);
    feed = {
      status: 200,
      body: [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Test//Owner//EN',
        ...NEW_YORK_ZONE,
        // Weekly at 09:00 Berlin on three weeks: the second week taken out (EXDATE), the third
        // moved to 14:00.
        'BEGIN:VEVENT',
        'UID:weekly@test',
        'DTSTAMP:20260101T000000Z',
        `DTSTART;TZID=Europe/Berlin:${ics(weekly, '09:00')}`,
        `DTEND;TZID=Europe/Berlin:${ics(weekly, '10:00')}`,
        'RRULE:FREQ=WEEKLY;COUNT=3',
        `EXDATE;TZID=Europe/Berlin:${ics(addDays(weekly, 7), '09:00')}`,
        'SUMMARY:Jour fixe',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:weekly@test',
        'DTSTAMP:20260101T000000Z',
        `RECURRENCE-ID;TZID=Europe/Berlin:${ics(addDays(weekly, 14), '09:00')}`,
        `DTSTART;TZID=Europe/Berlin:${ics(addDays(weekly, 14), '14:00')}`,
        `DTEND;TZID=Europe/Berlin:${ics(addDays(weekly, 14), '15:00')}`,
        'SUMMARY:Jour fixe (verschoben)',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:away@test',
        'DTSTAMP:20260101T000000Z',
        `DTSTART;VALUE=DATE:${allDay.replaceAll('-', '')}`,
        `DTEND;VALUE=DATE:${addDays(allDay, 1).replaceAll('-', '')}`,
        'SUMMARY:Kundentermin in Hamburg',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:new-york@test',
        'DTSTAMP:20260101T000000Z',
        `DTSTART;TZID=America/New_York:${ics(addDays(nyDay, -364), nyClock)}`,
        'DURATION:PT1H',
        'RRULE:FREQ=WEEKLY',
        'SUMMARY:Board call',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    };

    await addCalendar(
      page,
      site.baseUrl,
      'Outlook',
      calendars.url('/owner.ics').replace('https:', 'webcal:'),
    );
    await page.getByText('Der Kalender ist eingetragen.').waitFor();
    const entry = page.locator('[data-calendar]');
    await expect
      .poll(() => entry.innerText())
      .toMatch(/Zuletzt abgerufen: .*, \d+ belegte Zeiten\./);
    expect(await entry.innerText()).toContain(`iCal-Adresse bei 127.0.0.1:${calendars.port}`);
    // The secret address is not shown again.
    expect(await page.content()).not.toContain('/owner.ics');
    expect(await axeViolations(page)).toEqual([]);

    const expected = (slots: readonly string[]) => ({
      weekly: slotsOn(slots, weekly),
      excepted: slotsOn(slots, addDays(weekly, 7)),
      moved: slotsOn(slots, addDays(weekly, 14)),
      allDay: slotsOn(slots, allDay),
      newYork: slotsOn(slots, nyDay),
    });
    const busy = {
      weekly: ['11:00', '14:00', '16:00'],
      excepted: ['09:00', '11:00', '14:00', '16:00'],
      moved: ['09:00', '11:00', '16:00'],
      allDay: [],
      newYork: ['09:00', '14:00', '16:00'],
    };
    expect(expected(await offeredSlots())).toEqual(busy);

    // With JavaScript, the picker offers the same: no day for the absent one, no busy time.
    const visitor = await context.newPage();
    await visitor.goto(`${site.baseUrl}/book-consultation`);
    await hydrated(visitor);
    expect(await visitor.locator(`input[name="slotDay"][value="${allDay}"]`).count()).toBe(0);
    const pickerTimes = async (day: string) => {
      await visitor.locator(`input[name="slotDay"][value="${day}"]`).check();
      return Promise.all(
        (await visitor.locator('input[name="slot"]:visible').all()).map(async (radio) =>
          clockIn((await radio.getAttribute('value')) ?? '', BERLIN),
        ),
      );
    };
    expect(await pickerTimes(weekly)).toEqual(busy.weekly);
    expect(await pickerTimes(nyDay)).toEqual(busy.newYork);

    // The calendar server fails: the back office says so, and the busy times still apply.
    feed = { status: 500, body: '' };
    await page.getByRole('button', { name: 'Jetzt abrufen Outlook' }).click();
    await expect
      .poll(() => entry.innerText())
      .toContain('Der Server antwortete mit dem Status 500.');
    expect(await entry.innerText()).toMatch(/Zuletzt abgerufen: /);
    expect(expected(await offeredSlots())).toEqual(busy);

    // The owner removes the calendar: its times are offered again.
    await page.getByRole('button', { name: 'Entfernen Outlook' }).click();
    await entry.waitFor({ state: 'detached' });
    expect(expected(await offeredSlots())).toEqual(expected(before));
  });

  test('leaves out an event that repeats beyond the limits and names it on the calendar’s row, in the owner’s language; the others keep blocking', async () => {
    const { page } = await browser.open();
    const account = await createAccount(site, page, unique('skipped'));
    await signIn(page, site, account);
    const before = await offeredSlots();
    const [taken = ''] = before.slice(-1);
    feed = {
      status: 200,
      body: [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Test//Owner//EN',
        // Every morning since 1950: more repetitions before today than a feed may take.
        'BEGIN:VEVENT',
        'UID:since-1950@test',
        'DTSTAMP:20260101T000000Z',
        'DTSTART:19500101T060000Z',
        'DURATION:PT30M',
        'RRULE:FREQ=DAILY',
        'SUMMARY:Morgenrunde',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:single@test',
        'DTSTAMP:20260101T000000Z',
        `DTSTART:${taken.replace(/[-:]/g, '').replace('.000', '')}`,
        'DURATION:PT1H',
        'SUMMARY:Kundentermin',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    };
    try {
      await addCalendar(page, site.baseUrl, 'Mit Altlast', calendars.url('/owner.ics'));
      const skipped = page.locator('[data-skipped]');
      const lines = async () => (await skipped.innerText()).replace(/\n+/g, '\n');
      await expect
        .poll(async () => (await skipped.count()) && lines(), { timeout: 20_000 })
        .toBe(
          '1 Termin ist nicht berücksichtigt; alle übrigen gelten:\n„Morgenrunde“ (ab 1. Januar 1950) hat mehr Wiederholungen, als ein Abruf lesen kann. Beenden Sie die Serie und legen Sie sie bei Bedarf ab heute neu an; eine fremde Einladung lehnen Sie ab.',
        );
      expect(await page.locator('[data-calendar]').innerText()).toContain('1 belegte Zeit.');
      expect(await axeViolations(page)).toEqual([]);
      // The owner's other event still takes its slot.
      expect(await offeredSlots()).not.toContain(taken);

      await site.pool.query("UPDATE staff SET locale = 'en' WHERE email = $1", [account.email]);
      await page.reload();
      expect(await lines()).toBe(
        '1 event is left out; all others apply:\n“Morgenrunde” (from 1 January 1950) has more repetitions than one fetch can read. End the series and create it again from today if you still need it; decline it if it is someone else’s invitation.',
      );
    } finally {
      await site.pool.query('DELETE FROM calendar_sources');
    }
  });

  test('refuses addresses that lead into an internal network, also by a redirect, with a message', async () => {
    const { page } = await browser.open();
    await signIn(page, site, await createAccount(site, page, unique('ssrf')));
    const add = async (label: string, address: string) => {
      await addCalendar(page, site.baseUrl, label, address);
      await page.getByText('Der Kalender ist eingetragen.').waitFor();
      const entry = page.locator('[data-calendar]').filter({ hasText: label });
      await entry.locator('[data-problem]').waitFor();
      return entry.locator('[data-problem]').innerText();
    };
    feed = { status: 200, body: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n' };
    expect(await add('Loopback', `https://127.0.0.2:${calendars.port}/owner.ics`)).toContain(
      'Die Adresse führt in ein internes Netz (127.0.0.2)',
    );
    expect(await add('IPv6', `https://[::1]:${calendars.port}/owner.ics`)).toContain(
      'Die Adresse führt in ein internes Netz',
    );
    expect(await add('Intranet', 'https://10.1.2.3/owner.ics')).toContain(
      'Die Adresse führt in ein internes Netz (10.1.2.3)',
    );
    expect(await add('Umweg', calendars.url('/elsewhere'))).toContain(
      'Die Adresse führt in ein internes Netz (10.0.0.1)',
    );
    // A plain http address is refused at the field, and what was typed stays.
    await addCalendar(page, site.baseUrl, 'Unverschlüsselt', 'http://calendar.example.com/a.ics');
    await page
      .getByText(
        'Bitte geben Sie eine https://- oder webcal://-Adresse ohne Benutzername und Passwort an.',
      )
      .waitFor();
    expect(await page.getByLabel('Adresse', { exact: true }).inputValue()).toBe(
      'http://calendar.example.com/a.ics',
    );
    const { rows } = await site.pool.query<{ label: string }>(
      'SELECT label FROM calendar_sources ORDER BY id',
    );
    expect(rows.map((row) => row.label)).toEqual(['Loopback', 'IPv6', 'Intranet', 'Umweg']);
    await site.pool.query('DELETE FROM calendar_sources');
  });

  test('lists every confirmed booking in the owner’s subscription: moved with its UID and a later SEQUENCE, gone once cancelled, 404 once revoked', async () => {
    const { page } = await browser.open();
    await signIn(page, site, await createAccount(site, page, unique('feed')));
    await page.goto(`${site.baseUrl}/backoffice/availability`);
    await page.getByRole('button', { name: 'Abonnement-Adresse erstellen' }).click();
    const shown = await page.getByLabel('Abonnement-Adresse').inputValue();
    // The address is on the site's canonical origin (SITE_URL); the test asks its own server.
    const path = /\/calendar\/[\w-]{43}\.ics$/.exec(shown)?.[0] ?? '';
    expect(path).not.toBe('');
    const address = `${site.baseUrl}${path}`;
    expect(
      await page.getByRole('link', { name: 'Im Kalenderprogramm öffnen' }).getAttribute('href'),
    ).toBe(shown.replace(/^https?:/, 'webcal:'));
    expect(await axeViolations(page)).toEqual([]);
    // Only the token's hash is stored.
    const token = /calendar\/([\w-]+)\.ics$/.exec(address)?.[1] ?? '';
    const { rows: stored } = await site.pool.query<{ hash: string }>(
      'SELECT feed_token_hash AS hash FROM booking_settings',
    );
    expect(stored[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.hash).not.toContain(token);

    const email = unique('subscriber');
    const [slot = '', later = ''] = (await offeredSlots()).slice(-6);
    await submitWithoutJavaScript(
      site.baseUrl,
      '/book-consultation',
      'booking',
      {
        slot,
        name: 'Susi Subskription',
        email,
        company: 'Abo GmbH',
        topic: 'Versicherung im Autoabo',
        phone: '+49 89 1234567',
        consent: 'on',
      },
      visitorAddress(),
    );
    const { rows } = await site.pool.query<{ id: string }>(
      'SELECT id FROM bookings WHERE email = $1',
      [email],
    );
    const id = Number(rows[0]?.id);
    const entries = async () => {
      const response = await fetch(address);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const calendar = new ICAL.Component(ICAL.parse(await response.text()));
      return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    };
    const ours = async () =>
      (await entries()).find((event) => event.uid.startsWith(`booking-${id}@`));
    const booked = await ours();
    expect(booked?.summary).toBe('Erstgespräch: Susi Subskription (Abo GmbH)');
    expect(booked?.description).toContain(`/backoffice/leads/booking/${id}`);
    // Where the call happens: the owner phones the visitor.
    expect(booked?.location).toBe('Telefon: +49 89 1234567');
    expect(booked?.startDate.toJSDate().toISOString()).toBe(slot);
    expect(booked?.sequence).toBe(0);
    // The feed carries what the privacy notice names (`FEED_FIELDS`), and no e-mail address.
    const carried = [booked?.summary, booked?.description, booked?.location].join('\n');
    for (const value of [
      'Susi Subskription',
      'Abo GmbH',
      'Versicherung im Autoabo',
      '+49 89 1234567',
    ])
      expect(carried).toContain(value);
    expect(carried).not.toContain(email);
    for (const locale of ['de', 'en'] as const)
      expect(await (await fetch(`${site.baseUrl}${pathFor('privacy', locale)}`)).text()).toContain(
        new Intl.ListFormat(locale, { type: 'conjunction' }).format(FEED_FIELDS[locale]),
      );

    await page.goto(`${site.baseUrl}/backoffice/leads/booking/${id}`);
    await page.getByLabel('Neue Zeit').selectOption(later);
    await page.getByRole('button', { name: 'Termin verschieben' }).click();
    await page.getByText('Der Termin ist verschoben').waitFor();
    const moved = await ours();
    expect(moved?.uid).toBe(booked?.uid);
    expect(moved?.sequence).toBeGreaterThan(booked?.sequence ?? 0);
    expect(moved?.startDate.toJSDate().toISOString()).toBe(later);

    await page.reload();
    await page.getByLabel('Grund der Absage').fill('Doppelt gebucht.');
    await page.getByRole('button', { name: 'Termin absagen' }).click();
    await page.getByText('abgesagt: Doppelt gebucht.').waitFor();
    expect(await ours()).toBeUndefined();

    await page.goto(`${site.baseUrl}/backoffice/availability`);
    await page.getByRole('button', { name: 'Abonnement beenden' }).click();
    await page.getByText('Das Abonnement ist beendet').waitFor();
    expect((await fetch(address)).status).toBe(404);
    expect((await fetch(`${site.baseUrl}/calendar/not-a-token-at-all-0000.ics`)).status).toBe(404);
  });
});
