import { connect, type Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { baseUrl } from './support/site';
import { siteOfItsOwn } from './support/backoffice';
import { siteDatabase } from './support/database';
import { enquiryValues, noticeIn, referenceIn, submitWithoutJavaScript } from './support/forms';
import { residentBytes } from './support/load';

/** The forms' limits against robots and floods, as a visitor without JavaScript meets them. */

const { enquiriesFrom } = siteDatabase();

const RATE_LIMITED = 'You have sent several enquiries in a short time';

/** Sends the English contact form `count` times at once from the given client addresses. */
function sendFrom(site: string, addresses: readonly string[], prefix: string) {
  return Promise.all(
    addresses.map(async (address, index) => {
      const answer = await submitWithoutJavaScript(
        site,
        '/en/contact',
        'enquiry',
        enquiryValues(`${prefix}-${index}@example.org`),
        address,
      );
      expect(answer.status).toBe(200);
      return (
        referenceIn(answer.body) ??
        (noticeIn(answer.body, 'enquiry').startsWith(RATE_LIMITED) ? 'limited' : '?')
      );
    }),
  );
}

const netOf = () => `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;

test.describe('the rate limit', () => {
  test('counts an IPv6 client by its /64: five enquiries, then none from any address in it', async () => {
    const net = netOf();
    const first = await sendFrom(
      baseUrl,
      [1, 2, 3, 4, 5].map((host) => `${net}::${host}`),
      `v6-${Date.now()}`,
    );
    expect(first.every((answer) => typeof answer === 'number')).toBe(true);
    const [sixth, elsewhere] = await sendFrom(
      baseUrl,
      [`${net}:ffff:ffff:ffff:ffff`, `${net.replace(/:7$/, ':8')}::1`],
      `v6-more-${Date.now()}`,
    );
    expect(sixth).toBe('limited');
    expect(typeof elsewhere).toBe('number');
  });
});

test.describe('a server that trusts only its listed proxy and listens on one address', () => {
  const site = siteOfItsOwn(() => ({ TRUST_PROXY: '192.0.2.1', HOST: '127.0.0.1' }));

  test('counts the connection’s peer, whatever X-Forwarded-For a client sends', async () => {
    const answers = await sendFrom(
      site.baseUrl,
      [1, 2, 3, 4, 5, 6].map((host) => `198.51.100.${host}`),
      `peer-${Date.now()}`,
    );
    expect(answers.filter((answer) => typeof answer === 'number')).toHaveLength(5);
    expect(answers.filter((answer) => answer === 'limited')).toHaveLength(1);
  });

  test('holds no announced body in memory: 40 slow 4 GB uploads leave it near idle and serving', async () => {
    const idle = residentBytes(site.pid);
    const until = Date.now() + 30_000;
    const uploads = ['/home', '/contact'].flatMap((path) =>
      Array.from({ length: 20 }, () => slowUpload(site.baseUrl, path, 4_000_000_000, until)),
    );
    let peak = idle;
    let pageAnswered = false;
    while (Date.now() < until) {
      peak = Math.max(peak, residentBytes(site.pid));
      if (!pageAnswered) pageAnswered = (await fetch(`${site.baseUrl}/en`)).status === 200;
      // The uploads run for 30 s: the memory is sampled every half second of that time.
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const answers = await Promise.all(uploads);
    expect(answers.filter((line) => !line.startsWith('HTTP/1.1 413 '))).toEqual([]);
    expect(pageAnswered).toBe(true);
    expect(peak - idle).toBeLessThan(50 * 1024 * 1024);
  });

  test('answers a post to a redirected URL with its redirect before its body arrives', async () => {
    const answer = await slowUpload(site.baseUrl, '/home', 100_000, Date.now() + 5000, false);
    expect(answer).toMatch(/^HTTP\/1\.1 308 /);
  });

  test('answers on 127.0.0.1, without a redirect, and not on ::1', async () => {
    const home = await fetch(`${site.baseUrl}/`, { redirect: 'manual' });
    expect(home.status).toBe(200);
    const { port } = new URL(site.baseUrl);
    const refused = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), '::1');
      socket.on('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).not.toBe('connected');
  });
});

/**
 * A client that announces a body of `length` bytes and sends it slowly (64 KiB every 100 ms, or
 * nothing) until `until` or until the server lets it go; resolves with the server's status line.
 */
function slowUpload(site: string, path: string, length: number, until: number, send = true) {
  const { hostname, port, host } = new URL(site);
  return new Promise<string>((resolve) => {
    let answer = '';
    const socket: Socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${site}\r\n` +
          `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\n\r\n`,
      );
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const timer = setInterval(() => {
        if (Date.now() > until || socket.destroyed) {
          clearInterval(timer);
          socket.destroy();
        } else if (send) socket.write(chunk, () => undefined);
      }, 100);
      socket.on('close', () => clearInterval(timer));
    });
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1');
      if (!send && answer.includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer.split('\r\n', 1)[0] ?? ''));
  });
}

test.describe('the time a form was shown, signed by the server', () => {
  const address = () => `203.0.113.${1 + Math.floor(Math.random() * 250)}`;

  test('a form sent without its time is answered “too quick” and may be sent again', async () => {
    const email = `no-time-${Date.now()}@example.org`;
    const answer = await submitWithoutJavaScript(
      baseUrl,
      '/en/contact',
      'enquiry',
      { ...enquiryValues(email), formTime: '' },
      address(),
    );
    expect(noticeIn(answer.body, 'enquiry')).toMatch(/^That was very quick/);
    expect(answer.body).toContain('Lena Last');
    // The answer carries a newly signed time, with which the form goes through.
    const again = /name="formTime" value="([^"]+)"/.exec(answer.body)?.[1];
    expect(again).toMatch(/^\d{13}\./);
    // A person needs the minimum fill time (3 s) from the newly signed time before sending.
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const retry = await submitWithoutJavaScript(
      baseUrl,
      '/en/contact',
      'enquiry',
      { ...enquiryValues(email), formTime: again ?? '' },
      address(),
      { hurried: true },
    );
    expect(referenceIn(retry.body)).toBeDefined();
    expect((await enquiriesFrom(email)).map((row) => row.lead_status).sort()).toEqual([
      'new',
      'spam',
    ]);
  });

  test('a time moved back, or one signed for the other form, marks the sender as a robot', async () => {
    const page = await (await fetch(`${baseUrl}/en/contact`)).text();
    const token = /name="formTime" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const [time, mac] = token.split('.');
    const booking = await (await fetch(`${baseUrl}/en/book-consultation`)).text();
    const bookingToken = /name="formTime" value="([^"]+)"/.exec(booking)?.[1] ?? '';
    for (const [label, forged] of [
      ['moved-back', `${Number(time) - 60_000}.${mac}`],
      ['other-form', bookingToken],
    ] as const) {
      const email = `forged-${label}-${Date.now()}@example.org`;
      const answer = await submitWithoutJavaScript(
        baseUrl,
        '/en/contact',
        'enquiry',
        { ...enquiryValues(email), formTime: forged },
        address(),
      );
      expect(noticeIn(answer.body, 'enquiry'), label).toMatch(
        /^Your enquiry could not be accepted/,
      );
      expect((await enquiriesFrom(email)).map((row) => row.lead_status)).toEqual(['spam']);
    }
  });

  test('a form sent sooner than a person could fill it in is answered “too quick”', async () => {
    const email = `hurried-${Date.now()}@example.org`;
    const answer = await submitWithoutJavaScript(
      baseUrl,
      '/contact',
      'enquiry',
      enquiryValues(email),
      address(),
      { hurried: true },
    );
    expect(noticeIn(answer.body, 'enquiry')).toMatch(/^Das ging sehr schnell/);
    expect(await enquiriesFrom(email)).toHaveLength(1);
    expect((await enquiriesFrom(email))[0]?.lead_status).toBe('spam');
  });
});
