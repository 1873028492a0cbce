import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import { selfSignedCertificate } from '../../integration/certificate';

/**
 * The owner's calendar server for the tests of one file: HTTPS on loopback with a certificate of
 * its own, started before them (call it before `siteOfItsOwn`, whose server is given `env`).
 */
export function calendarServer(
  answer: (request: IncomingMessage, response: ServerResponse) => void,
) {
  let certificates = '';
  let server: Server | undefined;
  let port = 0;
  let env: Record<string, string> = {};
  test.beforeAll(async () => {
    certificates = mkdtempSync(path.join(tmpdir(), 'calendar-tls-'));
    const tls = selfSignedCertificate(certificates);
    env = { CALENDAR_ALLOW_ADDRESSES: '127.0.0.1', NODE_EXTRA_CA_CERTS: tls.file };
    server = createServer(tls, answer).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  test.afterAll(() => {
    server?.close();
    if (certificates) rmSync(certificates, { recursive: true, force: true });
  });
  return {
    /** What the site's server needs to fetch from it. */
    env: () => env,
    /** An address on the server. */
    url: (target: string) => `https://127.0.0.1:${port}${target}`,
    get port() {
      return port;
    },
  };
}

/** Adds a calendar on the back office's availability page, as the owner does. */
export async function addCalendar(
  page: Page,
  baseUrl: string,
  label: string,
  address: string,
): Promise<void> {
  if (!page.url().endsWith('/backoffice/availability'))
    await page.goto(`${baseUrl}/backoffice/availability`);
  await page.getByLabel('Bezeichnung (nur intern)').fill(label);
  await page.getByLabel('Adresse', { exact: true }).fill(address);
  await page.getByRole('button', { name: 'Kalender hinzufügen' }).click();
}
