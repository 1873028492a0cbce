import { connect } from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { siteOfItsOwn } from './support/backoffice';
import { siteDatabase } from './support/database';
import { enquiryValues, noticeIn, referenceIn, submitWithoutJavaScript } from './support/forms';

/** The forms' limits against robots and floods, as a visitor without JavaScript meets them. */

const baseUrl = inject('baseUrl');
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

describe('the rate limit', () => {
  it('counts an IPv6 client by its /64: five enquiries, then none from any address in it', async () => {
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

describe('a server that trusts only its listed proxy and listens on one address', () => {
  const site = siteOfItsOwn(() => ({ TRUST_PROXY: '192.0.2.1', HOST: '127.0.0.1' }));

  it('counts the connection’s peer, whatever X-Forwarded-For a client sends', async () => {
    const answers = await sendFrom(
      site.baseUrl,
      [1, 2, 3, 4, 5, 6].map((host) => `198.51.100.${host}`),
      `peer-${Date.now()}`,
    );
    expect(answers.filter((answer) => typeof answer === 'number')).toHaveLength(5);
    expect(answers.filter((answer) => answer === 'limited')).toHaveLength(1);
  });

  it('answers on 127.0.0.1, without a redirect, and not on ::1', async () => {
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

describe('the time a form was shown, signed by the server', () => {
  const address = () => `203.0.113.${1 + Math.floor(Math.random() * 250)}`;

  it('a form sent without its time is answered “too quick” and may be sent again', async () => {
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

  it('a time moved back, or one signed for the other form, marks the sender as a robot', async () => {
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

  it('a form sent sooner than a person could fill it in is answered “too quick”', async () => {
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
