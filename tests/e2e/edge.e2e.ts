import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { baseUrl, siteUrl } from './support/site';
import { MAX_BODY_BYTES } from '@/lib/request-screen';

interface Answer {
  /** The status of the first answer, 0 when the server closed the connection without one. */
  readonly status: number;
  readonly head: string;
}

/**
 * Sends the bytes exactly as written (one byte per character) and reads the whole answer, until
 * the server closes (every request in the corpus asks it to). Like a browser, and unlike a
 * half-closing tool, it keeps its side open meanwhile.
 */
function exchange(raw: string): Promise<Answer> {
  const { port, hostname } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(Buffer.from(raw, 'latin1')));
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error('No answer within 15 s')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      // The server may close while the client still sends a body it refused to read.
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error),
    );
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const head = text.split('\r\n\r\n', 1)[0] ?? '';
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), head });
    });
  });
}

function headerOf(head: string, name: string): string | undefined {
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
}

/** A redirect stays on this site: a path, or a URL on the site's own origin. */
function staysOnSite(location: string): boolean {
  if (/^\/(?![/\\])/.test(location)) return true;
  try {
    return new URL(location).origin === new URL(siteUrl).origin;
  } catch {
    return false;
  }
}

const corpus = (
  JSON.parse(readFileSync('tests/e2e/data/malformed-requests.json', 'utf8')) as {
    requests: { name: string; raw: string }[];
  }
).requests;

test.describe('malformed requests', () => {
  test('a corpus of malformed requests gets no 5xx and no redirect to another host', async () => {
    test.setTimeout(180_000);
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    const problems: string[] = [];
    const statuses = new Map<string, number>();
    // Eight clients at a time, as several visitors (or one robot) would send them.
    for (let start = 0; start < corpus.length; start += 8) {
      const batch = corpus.slice(start, start + 8);
      const answers = await Promise.all(batch.map(({ raw }) => exchange(raw)));
      for (const [index, { status, head }] of answers.entries()) {
        const name = batch[index]?.name ?? '';
        statuses.set(name, status);
        if (status >= 500) problems.push(`${name}: ${status}`);
        const location = headerOf(head, 'location');
        if (location !== undefined && !staysOnSite(location))
          problems.push(`${name}: redirect to ${location}`);
      }
    }
    expect(problems).toEqual([]);
    // What the server itself decides, before the framework sees the request.
    const expected: Record<string, number> = {
      'OPTIONS *': 405,
      'OPTIONS /': 405,
      'TRACE /': 405,
      'PUT /contact': 405,
      'DELETE /backoffice': 405,
      'GET http://evil.example/x': 400,
      'GET https://evil.example/': 400,
      'GET evil.example': 400,
      'POST body: no length': 411,
      'POST body: chunked': 411,
      'POST body: over limit': 413,
      'POST body: over limit form': 413,
      'POST body: json': 415,
      'POST body: post static page': 405,
      'POST body: post home': 405,
      'POST body: cross origin': 403,
      'POST body: cross site': 403,
      'POST body: bad origin': 403,
      'GET body: get with body': 400,
      'GET body: get chunked': 400,
    };
    for (const [name, status] of Object.entries(expected))
      expect(statuses.get(name), name).toBe(status);
    // Every other request gets an answer too (Node's parser refuses the worst with a 400).
    expect([...statuses].filter(([, status]) => status === 0).map(([name]) => name)).toEqual([]);
  });

  test('a body over the limit is refused before it is read', async () => {
    const started = Date.now();
    const { status, head } = await exchange(
      `POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nNext-Action: 00\r\nContent-Length: ${MAX_BODY_BYTES + 1}\r\n\r\n`,
    );
    expect(status).toBe(413);
    expect(headerOf(head, 'connection')).toBe('close');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  test('answers 405 with the methods it allows', async () => {
    const response = await fetch(`${baseUrl}/`, { method: 'PUT' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
  });
});

test.describe('HTML validity', () => {
  test('every page, in both languages, has no error in the W3C Nu validator', async () => {
    test.setTimeout(180_000);
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const paths = [
      ...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => {
        const url = new URL(loc.replaceAll('&amp;', '&'), siteUrl);
        return `${url.pathname}${url.search}`;
      }),
      '/contact?subject=Flotte',
      '/en/roi-calculator?fleetSize=40',
      '/nope',
      '/en/nope',
      '/backoffice/sign-in',
    ];
    const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
    try {
      const files: string[] = [];
      for (const [index, page] of paths.entries()) {
        const file = path.join(dir, `${index}.html`);
        writeFileSync(file, await (await fetch(`${baseUrl}${page}`)).text());
        files.push(file);
      }
      const jar = path.join(
        path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
        'build',
        'dist',
        'vnu.jar',
      );
      const result = await promisify(execFile)(
        'java',
        ['-jar', jar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      const { messages } = JSON.parse(result.stderr) as {
        messages: { url: string; message: string; extract?: string }[];
      };
      // The checker's CSS grammar predates rules the stylesheet uses (`@property`, `margin-trim`,
      // both valid CSS that browsers apply); every HTML error counts.
      const errors = messages
        .filter(({ message }) => !message.startsWith('CSS: '))
        .map(
          ({ url, message, extract }) =>
            `${paths[Number(path.basename(url).split('.')[0])]}: ${message} ${extract ?? ''}`,
        );
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
