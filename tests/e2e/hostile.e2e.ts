import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { sharedBrowser } from './support/browser';
import { createAccount, signIn, siteOfItsOwn, unique } from './support/backoffice';
import { addCalendar, calendarServer } from './support/calendar-server';
import { until } from './support/content-editor';
import { measuredWhile, quantile } from './support/load';
import sharp from 'sharp';

/**
 * What a hostile calendar or heavy uploads cost the visitors: measured with concurrent clients on
 * a server of its own, with nothing else running (the `alone` project).
 */

const MB = 1024 * 1024;

/** The calendar server: what `/owner.ics` answers now. */
let feed = '';
const calendars = calendarServer((_, response) => {
  response.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' }).end(feed);
});

const site = siteOfItsOwn(() => calendars.env());

const browser = sharedBrowser();

/** A day some weeks ahead, as iCalendar writes it (`20270105`). */
const weeksAhead = new Date(Date.now() + 40 * 86_400_000)
  .toISOString()
  .slice(0, 10)
  .replaceAll('-', '');

/**
 * A feed with one time zone, `tzid`, whose changes repeat by `rule` from 2020, and a meeting in
 * it on three weeks.
 */
function zoneBomb(tzid: string, rule: string): string {
  const observance = (kind: string, offset: string) => [
    `BEGIN:${kind}`,
    'DTSTART:20200101T000000',
    'TZOFFSETFROM:+0100',
    `TZOFFSETTO:${offset}`,
    `RRULE:${rule}`,
    `END:${kind}`,
  ];
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Hostile//EN',
    'BEGIN:VTIMEZONE',
    `TZID:${tzid}`,
    ...observance('STANDARD', '+0100'),
    ...observance('DAYLIGHT', '+0200'),
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    'UID:meeting@hostile.test',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;TZID=${tzid}:${weeksAhead}T100000`,
    `DTEND;TZID=${tzid}:${weeksAhead}T110000`,
    'RRULE:FREQ=WEEKLY;COUNT=3',
    'SUMMARY:Meeting',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

test.describe('a hostile calendar', () => {
  test('whose time zone repeats every minute or second is read within 2 s and 128 MB, while pages answer within 200 ms at p99', async () => {
    const { page } = await browser.open();
    await signIn(page, site, await createAccount(site, page, unique('hostile-calendar')));
    feed = zoneBomb('Europe/Berlin', 'FREQ=YEARLY');
    await addCalendar(page, site.baseUrl, 'Fremd', calendars.url('/owner.ics'));
    await page.getByText('Der Kalender ist eingetragen.').waitFor();
    const state = async () =>
      (
        await site.pool.query<{ attempted: Date | null; busy: number; problem: string | null }>(
          `SELECT attempted_at AS attempted, jsonb_array_length(busy)::int AS busy, problem
             FROM calendar_sources`,
        )
      ).rows[0];
    await until(async () => (await state())?.busy === 3, 'the first fetch');

    const bombs = [
      ['Custom Zone', 'FREQ=MINUTELY'],
      ['Custom Zone', 'FREQ=SECONDLY'],
      ['Custom Zone', 'FREQ=MINUTELY;COUNT=2000000000'],
      ['Europe/Berlin', 'FREQ=SECONDLY'],
      ['W. Europe Standard Time', 'FREQ=SECONDLY;INTERVAL=1'],
    ] as const;
    const measured = await measuredWhile(site.pid, `${site.baseUrl}/en`, async () => {
      const times: number[] = [];
      for (const [tzid, rule] of bombs) {
        feed = zoneBomb(tzid, rule);
        const before = (await state())?.attempted?.getTime() ?? 0;
        const started = Date.now();
        await page.getByRole('button', { name: 'Jetzt abrufen Fremd' }).click();
        await until(
          async () => ((await state())?.attempted?.getTime() ?? 0) > before,
          `the fetch of ${tzid} ${rule}`,
          10_000,
        );
        times.push(Date.now() - started);
        // Read, not refused: the meeting's three weeks are busy.
        expect(await state(), `${tzid} ${rule}`).toMatchObject({ busy: 3, problem: null });
      }
      return times;
    });
    console.log(
      `Zone bombs read in ${measured.result.join(', ')} ms; pages p99 ${quantile(measured.latencies, 0.99).toFixed(0)} ms over ${measured.latencies.length} requests; memory +${((measured.peakBytes - measured.idleBytes) / MB).toFixed(0)} MB`,
    );
    for (const time of measured.result) expect(time).toBeLessThan(2_000);
    expect(measured.peakBytes - measured.idleBytes).toBeLessThan(128 * MB);
    expect(quantile(measured.latencies, 0.99)).toBeLessThan(200);
  });
});

/** Square PNG images of one colour each, all different: small files of many pixels. */
function images(count: number, size: number): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: count }, () =>
      sharp({
        create: {
          width: size,
          height: size,
          channels: 3,
          background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) },
        },
      })
        .png()
        .toBuffer(),
    ),
  );
}

/** Uploads an image through the engine's API with a session cookie, as the editor sends it. */
async function upload(baseUrl: string, cookie: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  form.append('_payload', JSON.stringify({ alt: { de: 'Ein Testbild', en: 'A test image' } }));
  const encoded = new Response(form);
  const response = await fetch(`${baseUrl}/backoffice/api/media?depth=0`, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': encoded.headers.get('content-type') ?? '',
      'sec-fetch-site': 'same-origin',
    },
    body: Buffer.from(await encoded.arrayBuffer()),
  });
  const json = (await response.json()) as {
    errors?: { message: string; data?: { errors?: { message: string }[] } }[];
  };
  const messages = (json.errors ?? []).flatMap((error) => [
    error.message,
    ...(error.data?.errors ?? []).map((field) => field.message),
  ]);
  return { status: response.status, messages: messages.join(' ') };
}

test.describe('heavy uploads', () => {
  test('three 7000 × 7000 images at once are refused by their size, and of three just under it one is made and two are asked to wait, while pages answer within 500 ms at p99', async () => {
    // Two sign-ins, each waiting for a new step of its authenticator.
    test.setTimeout(240_000);
    const { page, context } = await browser.open();
    const german = await createAccount(site, page, unique('uploads-de'));
    const english = await createAccount(site, page, unique('uploads-en'));
    const cookieOf = async (account: typeof german) => {
      await context.clearCookies();
      await signIn(page, site, account);
      const session = (await context.cookies(site.baseUrl)).find(
        (cookie) => cookie.name === '__Host-backoffice',
      );
      return `__Host-backoffice=${session?.value ?? ''}`;
    };
    const cookies = [await cookieOf(german), await cookieOf(english)];
    // The second account works in English from now on.
    await site.pool.query("UPDATE staff SET locale = 'en' WHERE email = $1", [english.email]);

    // The engine answers its API once before: what is measured is the uploads, not its start.
    expect(
      (
        await fetch(`${site.baseUrl}/backoffice/api/accounts/me`, {
          headers: { cookie: cookies[0] ?? '' },
        })
      ).status,
    ).toBe(200);
    // Each sent again while the server is busy with another, until it is looked at.
    const untilTaken = async (bytes: Buffer, name: string) => {
      for (;;) {
        const answer = await upload(site.baseUrl, cookies[0] ?? '', bytes, name);
        if (answer.status !== 503) return answer;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const huge = await images(3, 7000);
    const refused = await measuredWhile(site.pid, `${site.baseUrl}/en`, () =>
      Promise.all(huge.map((bytes, n) => untilTaken(bytes, `riesig-${n}.png`))),
    );
    for (const answer of refused.result) {
      expect(answer.status).toBe(400);
      expect(answer.messages).toContain('Das Bild hat 7000 × 7000 Pixel, mehr als 24 Megapixel');
    }

    const large = await images(4, 4800);
    const made = await measuredWhile(site.pid, `${site.baseUrl}/en`, () =>
      Promise.all(
        large
          .slice(0, 3)
          .map((bytes, n) => upload(site.baseUrl, cookies[n % 2] ?? '', bytes, `gross-${n}.png`)),
      ),
    );
    const statuses = made.result.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 503, 503]);
    made.result.forEach((answer, n) => {
      if (answer.status !== 503) return;
      expect(answer.messages).toBe(
        n % 2
          ? 'Another image is being processed right now. Please try again in a moment.'
          : 'Gerade wird ein anderes Bild verarbeitet. Bitte versuchen Sie es gleich noch einmal.',
      );
    });
    // The one made was kept at 3200 pixels at most; once it is done, the next upload is taken.
    const { rows } = await site.pool.query<{ width: number }>(
      'SELECT width::int AS width FROM media',
    );
    expect(rows).toEqual([{ width: 3200 }]);
    const next = await upload(site.baseUrl, cookies[0] ?? '', large[3] ?? Buffer.alloc(0), 'b.png');
    expect(next.status).toBe(201);

    for (const [what, run] of [
      ['refused', refused],
      ['made', made],
    ] as const) {
      const p99 = quantile(run.latencies, 0.99);
      const grown = run.peakBytes - run.idleBytes;
      console.log(
        `Uploads ${what}: pages p99 ${p99.toFixed(0)} ms over ${run.latencies.length} requests; memory +${(grown / MB).toFixed(0)} MB`,
      );
      expect(p99, what).toBeLessThan(500);
      expect(grown, what).toBeLessThan(300 * MB);
    }
  });
});
