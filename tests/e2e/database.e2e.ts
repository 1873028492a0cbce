import { execFileSync, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { expect, test } from '@playwright/test';
import { baseUrl, siteDataDir } from './support/site';
import { enquiryValues, noticeIn, referenceIn, submitWithoutJavaScript } from './support/forms';
import { postgresBinDir, startPostgres } from '../integration/postgres-server';
import { failedStart, freePort, spawnServer, startSite } from './support/server';
import { testPool } from './support/database';

/** The site and its database under load, after failures and with broken settings, at the HTTP level. */

const folders: string[] = [];
test.afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-db-e2e-'));
  folders.push(dir);
  return dir;
}

/** `npm run leads -- …` as the owner runs it, on the data directory `dataDir`. */
function leads(dataDir: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return spawnSync(process.execPath, ['scripts/cli.mjs', 'leads', ...args], {
    env,
    encoding: 'utf8',
  });
}

/** A different loopback address for every request, so that no rate limit is involved. */
let nextAddress = 0;
const freshAddress = () => {
  nextAddress += 1;
  return `127.${100 + Math.floor(nextAddress / 65_536)}.${Math.floor(nextAddress / 256) % 256}.${nextAddress % 256}`;
};

/**
 * 8 senders of the contact form without JavaScript and 4 readers of the booking page, for 15 s,
 * against the site at `site`: the references of the enquiries it acknowledged.
 */
async function mixedHttpLoad(site: string): Promise<number[]> {
  const deadline = Date.now() + 15_000;
  const acknowledged: number[] = [];
  const failures: string[] = [];
  let bookingPages = 0;
  // Each sender waits the minimum fill time once, then sends the form again and again with the
  // time the first page was signed with, loading the page each time.
  const signedTime = async (path: string) => {
    const page = await (await fetch(`${site}${path}`)).text();
    // The form's minimum fill time (3 s) must pass after the server signed the page.
    await new Promise((resolve) => setTimeout(resolve, 3100));
    return /name="formTime" value="([^"]+)"/.exec(page)?.[1] ?? '';
  };
  const times = await Promise.all(['/contact', '/en/contact'].map(signedTime));
  const loop = async (step: (n: number) => Promise<void>) => {
    for (let n = 0; Date.now() < deadline; n += 1) {
      try {
        await step(n);
      } catch (error) {
        failures.push(String(error));
      }
    }
  };
  await Promise.all([
    ...Array.from({ length: 8 }, (_, visitor) =>
      loop(async (n) => {
        const email = `http-load-${visitor}-${n}@example.org`;
        const answer = await submitWithoutJavaScript(
          site,
          visitor % 2 ? '/en/contact' : '/contact',
          'enquiry',
          { ...enquiryValues(email), formTime: times[visitor % 2] ?? '' },
          freshAddress(),
        );
        const reference = referenceIn(answer.body);
        if (answer.status !== 200 || !reference)
          throw new Error(`enquiry answered ${answer.status} without a reference`);
        acknowledged.push(reference);
      }),
    ),
    ...Array.from({ length: 4 }, (_, reader) =>
      loop(async () => {
        const response = await fetch(`${site}${reader % 2 ? '/en' : ''}/book-consultation`, {
          signal: AbortSignal.timeout(30_000),
        });
        await response.text();
        if (response.status !== 200) throw new Error(`booking page answered ${response.status}`);
        bookingPages += 1;
      }),
    ),
  ]);
  console.info(
    `HTTP load, 15 s: ${acknowledged.length} enquiries without JavaScript, ${bookingPages} booking pages`,
  );
  expect(failures).toEqual([]);
  // Floors that show both kinds of visitor were served side by side; a rendered booking page costs
  // about twice an enquiry here (40–60 of them against 75–105 enquiries on two cores). Throughput
  // itself is measured by `npm run bench`.
  expect(acknowledged.length).toBeGreaterThan(40);
  expect(bookingPages).toBeGreaterThan(20);
  return acknowledged;
}

test.describe('the site under concurrent visitors', () => {
  test('answers 8 senders of the contact form without JavaScript and 4 readers of the booking page for 15 s: no 5xx, nothing unanswered, nothing lost', async () => {
    const acknowledged = await mixedHttpLoad(baseUrl);
    const exported = leads(siteDataDir, 'export', '--csv');
    expect(exported.status).toBe(0);
    const exportedIds = new Set(
      exported.stdout
        .split('\n')
        .filter((line) => line.startsWith('enquiry,'))
        .map((line) => Number(line.split(',')[1])),
    );
    expect(acknowledged.filter((id) => !exportedIds.has(id))).toEqual([]);
  });

  const binDir = postgresBinDir();
  if (!binDir && process.env.CI)
    throw new Error("PostgreSQL is not installed: .ci/run installs Debian's postgresql package.");

  test('does the same on PostgreSQL (DATABASE_URL)', async () => {
    test.skip(!binDir, 'PostgreSQL is not installed here (apt-get install postgresql)');
    const postgres = await startPostgres(binDir ?? '');
    const site = await startSite(newDataDir(), {
      DATABASE_URL: postgres.url,
      TRUST_PROXY: '127.0.0.1, ::1',
    });
    const pool = testPool(postgres.url, 1);
    try {
      const acknowledged = await mixedHttpLoad(site.baseUrl);
      const { rows } = await pool.query<{ id: string }>('SELECT id FROM enquiries');
      const stored = new Set(rows.map((row) => Number(row.id)));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect(site.child.exitCode).toBeNull();
    } finally {
      await pool.end();
      await site.stop();
      postgres.stop();
    }
  });
});

test.describe('input the database never sees', () => {
  for (const [path, message] of [
    ['/contact', 'Bitte entfernen Sie die Steuerzeichen'],
    ['/en/contact', 'Please remove the control characters'],
  ] as const) {
    test(`answers control characters on ${path} with a message next to the field and keeps the rest`, async () => {
      const email = `steuerzeichen-${path.length}@example.org`;
      const answer = await submitWithoutJavaScript(
        baseUrl,
        path,
        'enquiry',
        { ...enquiryValues(email), message: 'Bitte rufen Sie an.\u0000 Danke!' },
        freshAddress(),
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatch(
        new RegExp(`id="enquiry-message-error"[^>]*>(<[^>]+>)*${message}`),
      );
      expect(answer.body).toContain(`value="${email}"`);
      expect(referenceIn(answer.body)).toBeUndefined();
      const csv = leads(siteDataDir, 'export', '--csv').stdout;
      expect(csv).not.toContain(email);
    });
  }
});

test.describe('the embedded database’s user', () => {
  const asRoot = process.getuid?.() === 0;
  const ownerOf = (pid: string) =>
    Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);

  test.skip(!asRoot, 'Needs root: only a site started as root changes to another user');

  test('runs the database as the system user "postgres" when the site runs as root', async () => {
    const pid =
      readFileSync(path.join(siteDataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0] ??
      '';
    const postgresUid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    expect(ownerOf(pid)).toBe(postgresUid);
    expect(statSync(siteDataDir).uid).toBe(postgresUid);
  });

  test('runs the site and its database as an ordinary user, who owns every file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-user-'));
    folders.push(dir);
    rmSync(dir, { recursive: true });
    const nobody = { uid: 65534, gid: 65534 };
    const site = await startSite(dir, { HOME: tmpdir(), TRUST_PROXY: '127.0.0.1, ::1' }, nobody);
    try {
      const answer = await submitWithoutJavaScript(
        site.baseUrl,
        '/en/contact',
        'enquiry',
        enquiryValues('ordinary-user@example.org'),
        freshAddress(),
      );
      expect(referenceIn(answer.body)).toBe(1);
      const pid =
        readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0] ?? '';
      expect(ownerOf(pid)).toBe(nobody.uid);
      const owners = new Set(
        readdirSync(dir, { recursive: true, encoding: 'utf8' }).map(
          (entry) => statSync(path.join(dir, entry)).uid,
        ),
      );
      expect([...owners]).toEqual([nobody.uid]);
    } finally {
      await site.stop();
    }
  });
});

test.describe('backups', () => {
  test('backs up the running site and restores the backup into an empty data directory', async () => {
    const file = path.join(newDataDir(), 'backup.json');
    const backup = leads(siteDataDir, 'backup', file);
    expect(backup.stderr).toContain(`Backup written to ${file}.`);
    expect(backup.status).toBe(0);

    const emptyDir = newDataDir();
    const restore = leads(emptyDir, 'restore', file);
    expect(restore.stderr).toMatch(
      /Restored \d+ enquiries, \d+ bookings, \d+ blocked_times, \d+ booking_settings, \d+ calendar_sources, \d+ outbox, \d+ lead_notes, \d+ staff, \d+ staff_recovery_codes, \d+ audit_log, \d+ page_views, \d+ excluded_requests, \d+ web_vitals, \d+ content_seeds, .*\d+ pages, .*\d+ _pages_v\b/,
    );
    expect(restore.status).toBe(0);

    // Test files run one after the other: nothing writes to the site meanwhile.
    const original = leads(siteDataDir, 'export', '--csv').stdout;
    expect(original.split('\n').length).toBeGreaterThan(2);
    expect(leads(emptyDir, 'export', '--csv').stdout).toBe(original);
    const again = leads(emptyDir, 'restore', file);
    expect(again.status).toBe(1);
    // Its last line (the content engine's connections may say they ended as the database stops).
    expect(again.stderr.trim().split('\n').at(-1)).toBe(
      'The database already holds enquiries: restore into an empty DATA_DIR (or an empty database).',
    );
  });
});

test.describe('a first start', () => {
  test('starts on an empty data folder with no error in its log, and answers only once its content is in', async () => {
    const port = await freePort();
    const { child, printed } = spawnServer(newDataDir(), port, {});
    try {
      // A visitor who comes while the site starts: the request waits, then gets the page.
      let answer: Response | undefined;
      while (!answer && child.exitCode === null) {
        answer = await fetch(`http://127.0.0.1:${port}/en`).catch(() => undefined);
        if (!answer) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(answer?.status).toBe(200);
      // The line reaches this process through a pipe, the answer through a socket: either first.
      await expect.poll(() => printed.join('')).toContain('Site ready on');
      const output = printed.join('');
      const ready = output.indexOf('Site ready on');
      expect(ready, output).toBeGreaterThan(output.indexOf('Imported into the content engine:'));
      expect(output.indexOf('Imported into the content engine:')).toBeGreaterThan(0);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      // The whole output, some seconds on: no error.
      expect(
        printed
          .join('')
          .split('\n')
          .filter((line) => /\bERROR\b|Error:/.test(line)),
      ).toEqual([]);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });
});

test.describe('a server that cannot start', () => {
  const oneClearLine = (output: string) => {
    expect(output).not.toMatch(/^\s+at /m);
    return output.trim().split('\n').at(-1);
  };

  test('refuses a second server on data that is in use, naming the process', async () => {
    const { code, output } = await failedStart(siteDataDir);
    expect(code).toBe(1);
    expect(oneClearLine(output)).toMatch(
      /^The embedded database in .+ is in use by process \d+: stop that server first, or give this one its own DATA_DIR\.$/,
    );
  });

  test('explains damaged database files and points to the backup', async () => {
    const dir = newDataDir();
    const first = await startSite(dir);
    await first.stop();
    truncateSync(path.join(dir, 'postgres', 'global', 'pg_control'), 0);
    const { code, output } = await failedStart(dir);
    expect(code).toBe(1);
    expect(oneClearLine(output)).toMatch(
      /^The embedded database in .+ cannot start \(.+\)\. If its files are damaged, restore your last backup into an empty DATA_DIR \(npm run leads -- restore FILE\)\.$/,
    );
  });

  test('explains a DATABASE_URL it cannot reach', async () => {
    const { code, output } = await failedStart(newDataDir(), {
      DATABASE_URL: 'postgresql://site:secret@127.0.0.1:1/site',
    });
    expect(code).toBe(1);
    expect(oneClearLine(output)).toBe(
      'Cannot use the database: PostgreSQL at 127.0.0.1:1 (DATABASE_URL) refused the connection. Check DATABASE_URL and that the server is running.',
    );
    expect(output).not.toContain('secret');
  });

  test('refuses to start with a variable it cannot use, and says which', async () => {
    const { code, output } = await failedStart(newDataDir(), {
      SMTP_URL: 'user:secret@mail.example.org',
      OWNER_EMAIL: 'owner@example.org',
    });
    expect(code).toBe(1);
    expect(oneClearLine(output)).toBe(
      'Invalid environment: SMTP_URL (an smtp:// or smtps:// URL). See README, "Environment".',
    );
    expect(output).not.toContain('secret');
  });
});

test.describe('a database that is down', () => {
  const binDir = postgresBinDir();
  if (!binDir && process.env.CI)
    throw new Error("PostgreSQL is not installed: .ci/run installs Debian's postgresql package.");
  test.skip(!binDir, 'PostgreSQL is not installed here (apt-get install postgresql)');

  test('keeps the site up: 503 on /healthz, the booking page offers the other ways, the enquiry keeps what was typed', async () => {
    const postgres = await startPostgres(binDir ?? '');
    const site = await startSite(newDataDir(), {
      DATABASE_URL: postgres.url,
      TRUST_PROXY: '127.0.0.1, ::1',
    });
    try {
      postgres.stop();
      const health = await fetch(`${site.baseUrl}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ problem: 'unreachable' });

      for (const [path, notice] of [
        ['/book-consultation', 'Die Online-Buchung ist gerade nicht erreichbar.'],
        ['/en/book-consultation', 'Online booking is not available just now.'],
      ] as const) {
        const page = await fetch(`${site.baseUrl}${path}`);
        expect(page.status).toBe(200);
        const { window } = new JSDOM(await page.text());
        const shown = window.document.querySelector('main [role="status"]')?.textContent ?? '';
        const mailLinks = window.document.querySelectorAll('main a[href^="mailto:"]').length;
        window.close();
        expect(shown).toContain(notice);
        expect(mailLinks).toBeGreaterThan(0);
      }

      const answer = await submitWithoutJavaScript(
        site.baseUrl,
        '/contact',
        'enquiry',
        enquiryValues('datenbank-weg@example.org', 'Dora Down'),
        freshAddress(),
      );
      expect(answer.status).toBe(200);
      expect(noticeIn(answer.body, 'enquiry')).toMatch(
        /^Ihre Anfrage konnte gerade nicht gespeichert werden/,
      );
      expect(answer.body).toContain('value="Dora Down"');
      expect(site.child.exitCode).toBeNull();
      expect(site.output()).not.toContain('Dora');
    } finally {
      await site.stop();
    }
  });
});

test.describe('a database that cannot write', () => {
  test('reports 503 on /healthz, keeps the visitor’s input with a message in their language, and logs no personal data', async () => {
    const site = await startSite(newDataDir(), { TRUST_PROXY: '127.0.0.1, ::1' });
    const setReadOnly = async (on: boolean) => {
      const owner = testPool(site.databaseUrl, 1);
      await owner.query('SET default_transaction_read_only = off');
      await owner.query(
        on
          ? 'ALTER DATABASE site SET default_transaction_read_only = on'
          : 'ALTER DATABASE site RESET default_transaction_read_only',
      );
      // Sessions take the setting when they start: end the site's open ones.
      await owner.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      await owner.end();
    };
    try {
      expect((await fetch(`${site.baseUrl}/healthz`)).status).toBe(200);
      await setReadOnly(true);
      const health = await fetch(`${site.baseUrl}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({
        status: 'unavailable',
        database: false,
        problem: 'notWritable',
      });

      const values = enquiryValues('nur-lesen@example.org', 'Greta Geheim');
      for (const [path, notice] of [
        ['/contact', 'Ihre Anfrage konnte gerade nicht gespeichert werden'],
        ['/en/contact', 'Your enquiry could not be stored just now'],
      ] as const) {
        const answer = await submitWithoutJavaScript(
          site.baseUrl,
          path,
          'enquiry',
          values,
          freshAddress(),
        );
        expect(answer.status).toBe(200);
        expect(noticeIn(answer.body, 'enquiry')).toContain(notice);
        expect(answer.body).toContain('value="Greta Geheim"');
        expect(answer.body).toContain('Bitte melden Sie sich wegen unserer Flotte');
      }
      // The first write of a submission, its count against the rate limit, is refused already.
      expect(site.output()).toContain(
        'Counting an enquiry against the rate limit failed: database error 25006',
      );
      for (const secret of ['Greta', 'nur-lesen', 'Flotte mit 120'])
        expect(site.output()).not.toContain(secret);

      await setReadOnly(false);
      expect((await fetch(`${site.baseUrl}/healthz`)).status).toBe(200);
    } finally {
      await site.stop();
    }
  });

  const canMount =
    process.getuid?.() === 0 &&
    spawnSync('sh', ['-c', 'd=$(mktemp -d) && mount -t tmpfs -o size=1m tmpfs "$d" && umount "$d"'])
      .status === 0;

  test('reports a full disk on /healthz and recovers when space is freed', async () => {
    test.skip(!canMount, 'Needs root and tmpfs mounts (CI has both)');
    const dir = newDataDir();
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m,mode=0700', 'tmpfs', dir]);
    try {
      const site = await startSite(dir);
      try {
        expect((await fetch(`${site.baseUrl}/healthz`)).status).toBe(200);
        const filler = path.join(dir, 'filler');
        spawnSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=1M', 'count=1000']);
        const health = await fetch(`${site.baseUrl}/healthz`);
        expect(health.status).toBe(503);
        expect(await health.json()).toMatchObject({ problem: 'diskFull' });
        const answer = await submitWithoutJavaScript(
          site.baseUrl,
          '/contact',
          'enquiry',
          enquiryValues('voll@example.org'),
          freshAddress(),
        );
        expect(answer.status).toBe(200);
        rmSync(filler);
        expect((await fetch(`${site.baseUrl}/healthz`)).status).toBe(200);
      } finally {
        await site.stop();
      }
    } finally {
      execFileSync('umount', [dir]);
    }
  });
});
