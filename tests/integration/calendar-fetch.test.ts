import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate } from './certificate';
import {
  calendarFetchLimits,
  CalendarFetchError,
  calendarUrl,
  fetchCalendarText,
  type CalendarFetchOptions,
  type CalendarFetchProblem,
} from '@/server/calendars/fetch-calendar';

const calendar = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//Feed//DE',
  'BEGIN:VEVENT',
  'UID:1@example.com',
  'DTSTAMP:20260301T000000Z',
  'DTSTART:20260310T090000Z',
  'DTEND:20260310T100000Z',
  'SUMMARY:Beratung Jörg Müller – Büro',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

interface TestServer {
  readonly port: number;
  /** `METHOD /path` of every request that reached the server. */
  readonly requests: string[];
  /** Resolves when the client has gone away from the endless answer. */
  readonly endlessClosed: Promise<void>;
  close(): Promise<void>;
}

function respond(
  req: IncomingMessage,
  res: ServerResponse,
  body: string,
  onEndlessClose: () => void,
) {
  const url = new URL(req.url ?? '/', 'https://test.invalid');
  const route = url.pathname;
  if (route === '/x.ics') {
    // A byte order mark, as some servers send: not part of the text.
    const bytes = Buffer.from(`\uFEFF${calendar}`, 'utf8');
    res.writeHead(200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Length': bytes.length,
    });
    res.end(bytes);
  } else if (route === '/echo') {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ method: req.method, headers: req.headers, body }));
  } else if (route.startsWith('/status/')) {
    res.writeHead(Number(route.slice('/status/'.length))).end('no calendar here');
  } else if (route === '/redirect') {
    const status = Number(url.searchParams.get('status') ?? 302);
    res.writeHead(status, { Location: url.searchParams.get('location') ?? '/' }).end();
  } else if (route === '/loop') {
    res.writeHead(302, { Location: '/loop' }).end();
  } else if (route.startsWith('/chain/')) {
    const left = Number(route.slice('/chain/'.length));
    res.writeHead(302, { Location: left > 1 ? `/chain/${left - 1}` : '/x.ics' }).end();
  } else if (route === '/slow-redirect') {
    setTimeout(() => res.writeHead(302, { Location: '/slow-redirect' }).end(), 600);
  } else if (route === '/declared-large') {
    // Announces ten megabytes, then sends nothing: only the header can end this quickly.
    res.writeHead(200, { 'Content-Type': 'text/calendar', 'Content-Length': 10_000_000 });
    res.flushHeaders();
  } else if (route === '/endless') {
    res.writeHead(200, { 'Content-Type': 'text/calendar' });
    const chunk = Buffer.alloc(16_384, 'x');
    let open = true;
    res.on('close', () => {
      open = false;
      onEndlessClose();
    });
    const pump = () => {
      while (open && res.write(chunk));
      if (open) res.once('drain', pump);
    };
    pump();
  } else if (route === '/trickle') {
    res.writeHead(200, { 'Content-Type': 'text/calendar' });
    res.flushHeaders();
    const timer = setInterval(() => res.write('x'), 200);
    res.on('close', () => clearInterval(timer));
  } else {
    res.writeHead(404).end();
  }
}

async function startServer(tls: { key: string; cert: string }): Promise<TestServer> {
  const requests: string[] = [];
  let endlessClosed = () => {};
  const closed = new Promise<void>((resolve) => {
    endlessClosed = resolve;
  });
  const server = createServer(tls, (req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => respond(req, res, Buffer.concat(chunks).toString('utf8'), endlessClosed));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    requests,
    endlessClosed: closed,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A resolver that answers every name with `address` (or fails like a missing DNS name). */
function resolvingTo(address: string | Error): LookupFunction {
  return (_hostname, options, callback) => {
    setImmediate(() => {
      if (address instanceof Error) callback(address, options.all ? [] : '', 0);
      else if (options.all) callback(null, [{ address, family: isIP(address) }]);
      else callback(null, address, isIP(address));
    });
  };
}

async function failure(fetching: Promise<unknown>): Promise<CalendarFetchError> {
  try {
    await fetching;
  } catch (error) {
    if (error instanceof CalendarFetchError) return error;
    throw error;
  }
  throw new Error('The fetch succeeded.');
}

function expectProblem(error: CalendarFetchError, problem: CalendarFetchProblem, detail?: string) {
  expect({
    problem: error.problem,
    ...(detail === undefined ? {} : { detail: error.detail }),
  }).toEqual({ problem, ...(detail === undefined ? {} : { detail }) });
}

let dir: string;
let certificate: string;
let server: TestServer;
let other: TestServer;
let closedPort: number;

/** What the tests' fetches start from: the test server's address allowed, its certificate trusted. */
const trusted = (extra: CalendarFetchOptions = {}): CalendarFetchOptions => ({
  allowedAddresses: ['127.0.0.1'],
  ca: certificate,
  ...extra,
});

const at = (route: string) => `https://127.0.0.1:${server.port}${route}`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'calendar-fetch-'));
  const tls = selfSignedCertificate(dir);
  certificate = tls.cert;
  server = await startServer(tls);
  other = await startServer(tls);
  const closed = await startServer(tls);
  closedPort = closed.port;
  await closed.close();
});

afterAll(async () => {
  await Promise.all([server.close(), other.close()]);
  rmSync(dir, { recursive: true, force: true });
});

describe('calendarUrl', () => {
  it('reads webcal:// as https:// and keeps https:// addresses', () => {
    expect(calendarUrl('webcal://calendar.example.com/feed/basic.ics').href).toBe(
      'https://calendar.example.com/feed/basic.ics',
    );
    expect(calendarUrl('  WEBCAL://Calendar.Example.com/a.ics ').href).toBe(
      'https://calendar.example.com/a.ics',
    );
    expect(calendarUrl('https://p01-caldav.icloud.com/published/2/abc').href).toBe(
      'https://p01-caldav.icloud.com/published/2/abc',
    );
  });

  it.each([
    ['http://calendar.example.com/a.ics', 'http:'],
    ['file:///etc/passwd', 'file:'],
    ['ftp://calendar.example.com/a.ics', 'ftp:'],
    ['data:text/calendar,BEGIN:VCALENDAR', 'data:'],
    ['javascript:alert(1)', 'javascript:'],
    ['calendar.example.com/a.ics', 'not a web address'],
    ['https://owner:secret@calendar.example.com/a.ics', 'user name or password in the address'],
    ['webcal://owner@calendar.example.com/a.ics', 'user name or password in the address'],
  ])('refuses %s', (address, detail) => {
    let error: unknown;
    try {
      calendarUrl(address);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(CalendarFetchError);
    expectProblem(error as CalendarFetchError, 'address', detail);
  });
});

describe('fetchCalendarText: addresses', () => {
  it('refuses an http:// address without sending a request', async () => {
    const before = server.requests.length;
    expectProblem(
      await failure(fetchCalendarText(`http://127.0.0.1:${server.port}/x.ics`, trusted())),
      'address',
      'http:',
    );
    expect(server.requests).toHaveLength(before);
  });

  it('refuses 127.0.0.1 when it is not allowed, and the request never reaches the server', async () => {
    const before = server.requests.length;
    expectProblem(
      await failure(fetchCalendarText(at('/x.ics'), { ca: certificate })),
      'private',
      '127.0.0.1',
    );
    expect(server.requests).toHaveLength(before);
  });

  it('fetches from 127.0.0.1 when it is allowed, as UTF-8 text', async () => {
    expect(await fetchCalendarText(at('/x.ics'), trusted())).toBe(calendar);
    expect(server.requests.at(-1)).toBe('GET /x.ics');
  });

  it('fetches a webcal:// address over https', async () => {
    expect(await fetchCalendarText(`webcal://127.0.0.1:${server.port}/x.ics`, trusted())).toBe(
      calendar,
    );
  });

  it.each([
    ['[::1]', '::1'],
    ['[::ffff:127.0.0.1]', '::ffff:7f00:1'],
    ['127.0.0.2', '127.0.0.2'],
    ['10.0.0.1', '10.0.0.1'],
    ['172.16.5.4', '172.16.5.4'],
    ['192.168.1.1', '192.168.1.1'],
    ['169.254.169.254', '169.254.169.254'],
    ['0.0.0.0', '0.0.0.0'],
    ['[::]', '::'],
    ['[fe80::1]', 'fe80::1'],
    ['[fc00::1]', 'fc00::1'],
    ['[::ffff:169.254.169.254]', '::ffff:a9fe:a9fe'],
  ])('refuses https://%s even with 127.0.0.1 allowed', async (host, detail) => {
    const before = server.requests.length;
    expectProblem(
      await failure(fetchCalendarText(`https://${host}:${server.port}/x.ics`, trusted())),
      'private',
      detail,
    );
    expect(server.requests).toHaveLength(before);
  });

  it.each([
    ['10.1.2.3', ['127.0.0.1']],
    ['127.0.0.1', []],
  ])('refuses a host name that resolves to %s', async (address, allowedAddresses) => {
    const before = server.requests.length;
    const error = await failure(
      fetchCalendarText(`https://calendar.test:${server.port}/x.ics`, {
        ...trusted({ allowedAddresses }),
        lookup: resolvingTo(address),
      }),
    );
    expectProblem(error, 'private', `calendar.test (${address})`);
    expect(server.requests).toHaveLength(before);
  });

  it('fetches from a host name whose address is allowed', async () => {
    expect(
      await fetchCalendarText(`https://calendar.test:${server.port}/x.ics`, {
        ...trusted(),
        lookup: resolvingTo('127.0.0.1'),
      }),
    ).toBe(calendar);
  });
});

describe('fetchCalendarText: redirects', () => {
  it('follows a relative Location', async () => {
    expect(await fetchCalendarText(at('/redirect?location=/x.ics'), trusted())).toBe(calendar);
  });

  it.each([301, 302, 303, 307, 308])('follows a %i', async (status) => {
    expect(
      await fetchCalendarText(at(`/redirect?status=${status}&location=x.ics`), trusted()),
    ).toBe(calendar);
  });

  it(`follows up to ${calendarFetchLimits.maxRedirects} redirects`, async () => {
    expect(
      await fetchCalendarText(at(`/chain/${calendarFetchLimits.maxRedirects}`), trusted()),
    ).toBe(calendar);
  });

  it('refuses one redirect more than the limit', async () => {
    const before = server.requests.length;
    expectProblem(await failure(fetchCalendarText(at('/loop'), trusted())), 'redirects');
    expect(server.requests.length - before).toBe(calendarFetchLimits.maxRedirects + 1);
  });

  it('checks the address a redirect points to: a private address not allowed', async () => {
    const location = encodeURIComponent(`https://127.0.0.2:${server.port}/x.ics`);
    const before = server.requests.length;
    expectProblem(
      await failure(fetchCalendarText(at(`/redirect?location=${location}`), trusted())),
      'private',
      '127.0.0.2',
    );
    expect(server.requests).toHaveLength(before + 1);
  });

  it('checks the address a redirect points to: not https', async () => {
    const location = encodeURIComponent(`http://127.0.0.1:${server.port}/x.ics`);
    expectProblem(
      await failure(fetchCalendarText(at(`/redirect?location=${location}`), trusted())),
      'address',
      'http:',
    );
  });

  it('keeps credentials on the same origin and drops them for another', async () => {
    const report = {
      method: 'REPORT',
      body: '<calendar-query/>',
      headers: { Authorization: 'Basic b3duZXI6c2VjcmV0', Depth: '1' },
    };
    const same = JSON.parse(
      await fetchCalendarText(at('/redirect?status=307&location=/echo'), trusted(report)),
    ) as { method: string; headers: Record<string, string>; body: string };
    expect(same).toMatchObject({ method: 'REPORT', body: '<calendar-query/>' });
    expect(same.headers.authorization).toBe('Basic b3duZXI6c2VjcmV0');

    const location = encodeURIComponent(`https://127.0.0.1:${other.port}/echo`);
    const elsewhere = JSON.parse(
      await fetchCalendarText(at(`/redirect?status=307&location=${location}`), trusted(report)),
    ) as { method: string; headers: Record<string, string>; body: string };
    expect(elsewhere).toMatchObject({ method: 'REPORT', body: '<calendar-query/>' });
    expect(elsewhere.headers.authorization).toBeUndefined();
    expect(elsewhere.headers.depth).toBe('1');
  });

  it('turns a request into a GET without a body after a 303', async () => {
    const echoed = JSON.parse(
      await fetchCalendarText(
        at('/redirect?status=303&location=/echo'),
        trusted({ method: 'REPORT', body: '<calendar-query/>' }),
      ),
    ) as { method: string; body: string };
    expect(echoed).toEqual(expect.objectContaining({ method: 'GET', body: '' }));
  });
});

describe('fetchCalendarText: answers', () => {
  it('sends the calendar Accept header, its User-Agent, and extra headers, method and body', async () => {
    const echoed = JSON.parse(
      await fetchCalendarText(
        at('/echo'),
        trusted({
          method: 'REPORT',
          body: '<c:calendar-query xmlns:c="urn:ietf:params:xml:ns:caldav"/>',
          headers: { 'Content-Type': 'application/xml; charset=utf-8', Depth: '1' },
        }),
      ),
    ) as { method: string; headers: Record<string, string>; body: string };
    expect(echoed.method).toBe('REPORT');
    expect(echoed.body).toBe('<c:calendar-query xmlns:c="urn:ietf:params:xml:ns:caldav"/>');
    expect(echoed.headers).toMatchObject({
      accept: 'text/calendar, */*;q=0.5',
      'user-agent': 'Calendar-Reader/1',
      'content-type': 'application/xml; charset=utf-8',
      depth: '1',
    });
  });

  it.each([404, 500])('reports status %i', async (status) => {
    expectProblem(
      await failure(fetchCalendarText(at(`/status/${status}`), trusted())),
      'status',
      String(status),
    );
  });

  it('refuses an answer whose Content-Length is over the limit before reading it', async () => {
    const started = performance.now();
    expectProblem(
      await failure(
        fetchCalendarText(at('/declared-large'), trusted({ limits: { maxBytes: 1_000 } })),
      ),
      'tooLarge',
    );
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('stops reading an answer without Content-Length once it passes the limit', async () => {
    expectProblem(
      await failure(fetchCalendarText(at('/endless'), trusted({ limits: { maxBytes: 100_000 } }))),
      'tooLarge',
    );
    // The connection is closed: the server stops sending.
    await server.endlessClosed;
  });

  it('gives up after one deadline when the body trickles in', async () => {
    const started = performance.now();
    expectProblem(
      await failure(fetchCalendarText(at('/trickle'), trusted({ limits: { timeoutMs: 1_000 } }))),
      'timeout',
    );
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(2_000);
  });

  it('counts redirects against the same deadline', async () => {
    // Each hop takes 600 ms: three allowed redirects would take 2.4 s, the deadline is 1 s.
    const started = performance.now();
    expectProblem(
      await failure(
        fetchCalendarText(at('/slow-redirect'), trusted({ limits: { timeoutMs: 1_000 } })),
      ),
      'timeout',
    );
    expect(performance.now() - started).toBeLessThan(1_500);
  });
});

describe('fetchCalendarText: network failures', () => {
  it('reports a name that does not resolve', async () => {
    const missing = Object.assign(new Error('getaddrinfo ENOTFOUND calendar.test'), {
      code: 'ENOTFOUND',
    });
    expectProblem(
      await failure(
        fetchCalendarText(`https://calendar.test:${server.port}/x.ics`, {
          ...trusted(),
          lookup: resolvingTo(missing),
        }),
      ),
      'network',
      'ENOTFOUND',
    );
  });

  it('reports a certificate it cannot trust', async () => {
    expectProblem(
      await failure(fetchCalendarText(at('/x.ics'), { allowedAddresses: ['127.0.0.1'] })),
      'network',
      'DEPTH_ZERO_SELF_SIGNED_CERT',
    );
  });

  it('reports a refused connection', async () => {
    expectProblem(
      await failure(fetchCalendarText(`https://127.0.0.1:${closedPort}/x.ics`, trusted())),
      'network',
      'ECONNREFUSED',
    );
  });
});
