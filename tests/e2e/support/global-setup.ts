import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { ensureBuild } from '../../../scripts/lib/build.mjs';
import { normaliseSiteUrl } from '../../../src/site/config';
import { startSite, type SiteServer } from './server';
import { SITES_VARIABLE, type SharedSite } from './site';

/**
 * Builds when needed and serves the production build once per worker, each server on a free
 * loopback port and a data directory of its own (support/site.ts). Returns the teardown.
 */
export default async function globalSetup(config: FullConfig) {
  ensureBuild();
  const siteUrl = normaliseSiteUrl(process.env.SITE_URL);
  const dataDirs = Array.from({ length: config.workers }, () =>
    mkdtempSync(path.join(tmpdir(), 'site-e2e-')),
  );
  // Browser contexts tell the server their own client address (support/browser.ts).
  const started = await Promise.allSettled(
    dataDirs.map((dataDir) => startSite(dataDir, { TRUST_PROXY: '127.0.0.1, ::1' })),
  );
  const servers: SiteServer[] = started.flatMap((start) =>
    start.status === 'fulfilled' ? [start.value] : [],
  );
  const removeAll = () => {
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  };
  const failed = started.find((start) => start.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    removeAll();
    throw failed.reason;
  }
  const sites: SharedSite[] = servers.map((server, index) => ({
    baseUrl: server.baseUrl,
    siteUrl,
    databaseUrl: server.databaseUrl,
    dataDir: dataDirs[index] ?? '',
  }));
  process.env[SITES_VARIABLE] = JSON.stringify(sites);

  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    removeAll();
    // Each distinct line once, with its count: the malformed-request tests provoke many alike.
    const errors = new Map<string, number>();
    for (const line of servers.flatMap((server) => server.output().split('\n')))
      if (/⨯|Error:/.test(line)) errors.set(line, (errors.get(line) ?? 0) + 1);
    if (errors.size)
      console.warn(
        `Server reported errors during the tests:\n${[...errors]
          .map(([line, count]) => (count > 1 ? `${line} (×${count})` : line))
          .join('\n')}`,
      );
  };
}
