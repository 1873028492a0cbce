// `npm run bench`: Lighthouse (mobile) on the main templates, 10-second load tests of a
// prerendered page and of a page rendered per request, and the ROI calculator's response to
// typing, against the production build. Writes docs/performance.md.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { ensureBuild } from './lib/build.mjs';
import { CHROMIUM_FLAGS, ensureChromium, HOW_TO_GET_CHROMIUM } from './lib/chromium.mjs';
import { inputResponseMedian } from './lib/input-response.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const chromePath = ensureChromium();
if (!chromePath) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}

const siteUrl = new URL(process.env.SITE_URL || 'http://localhost:3000');
const port = siteUrl.hostname === 'localhost' ? Number(siteUrl.port || 80) : 3000;
const origin = `http://localhost:${port}`;
const templates = [
  ['Home (de)', '/'],
  ['Home (en)', '/en'],
  ['Service page (de)', '/fleet/leistungen'],
  ['ROI calculator (en)', '/en/roi-calculator'],
];
const loadTests = [
  ['Home, prerendered', '/'],
  ['ROI calculator with figures, rendered per request', '/roi-calculator?tab=bank&financings=5000'],
];

ensureBuild();
// A database of its own, so that the benchmark neither meets a running site's data nor leaves rows in it.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const server = spawn(process.execPath, ['dist/server.mjs'], {
  env: { ...process.env, PORT: String(port), NODE_ENV: 'production', DATA_DIR: dataDir },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`The server exited (is port ${port} in use?)`);
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not start');
}

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    const scripts = audits['resource-summary'].details.items.find(
      (item) => item.resourceType === 'script',
    );
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcp: `${(audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)} s`,
      tbt: `${Math.round(audits['total-blocking-time'].numericValue)} ms`,
      cls: audits['cumulative-layout-shift'].numericValue.toFixed(3),
      js: kib(scripts?.transferSize ?? 0),
    };
  } finally {
    await chrome.kill();
  }
}

/** Median keystroke-to-result time on the ROI calculator, at full speed and with the CPU slowed. */
async function roiInputResponse(cpuSlowdowns) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  try {
    const medians = [];
    for (const rate of cpuSlowdowns) {
      const page = await browser.newPage();
      await page.goto(`${origin}/en/roi-calculator`);
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react')),
      );
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const median = await inputResponseMedian(page, {
        input: '#roi-fleet-fleetSize',
        output: '[data-calculator="fleet"] [data-scenario="expected"] [data-result="annual"] dd',
        values: Array.from({ length: 21 }, (_, index) => String(301 + index)),
      });
      medians.push({ rate, median });
      await page.close();
    }
    return medians;
  } finally {
    await browser.close();
  }
}

try {
  await waitForServer();
  const rows = [];
  for (const [name, path] of templates) {
    console.log(`Lighthouse: ${name}`);
    rows.push({ name, path, ...(await audit(`${origin}${path}`)) });
  }

  const loads = [];
  for (const [name, path] of loadTests) {
    console.log(`Load test: ${path} for 10 s`);
    const load = await autocannon({ url: `${origin}${path}`, connections: 10, duration: 10 });
    loads.push({ name, path, load });
  }

  console.log('ROI calculator: response to typing');
  const typing = await roiInputResponse([1, 4]);

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    '# Performance',
    '',
    'Measured by `npm run bench` against the production build (`dist/server.mjs`) on loopback.',
    'Lighthouse 12 with its default mobile settings (simulated slow 4G, 4× CPU slowdown);',
    'JavaScript is the transfer size (compressed) of all scripts the page loads.',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}`,
    `- Node ${process.version}`,
    '',
    '## Lighthouse (mobile)',
    '',
    '| Page | Path | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | JavaScript |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: |',
    ...rows.map(
      (row) =>
        `| ${row.name} | \`${row.path}\` | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcp} | ${row.tbt} | ${row.cls} | ${row.js} |`,
    ),
    '',
    '## Load tests (autocannon, 10 connections, 10 s each)',
    '',
    '| Page | Path | Requests/s (mean) | Latency p50 | Latency p99 | Requests | Errors | Non-2xx |',
    '| --- | --- | --: | --: | --: | --: | --: | --: |',
    ...loads.map(
      ({ name, path, load }) =>
        `| ${name} | \`${path}\` | ${Math.round(load.requests.average)} | ${load.latency.p50} ms | ${load.latency.p99} ms | ${load.requests.total} | ${load.errors} | ${load.non2xx} |`,
    ),
    '',
    '## ROI calculator: response to typing',
    '',
    'Median time from a change of "Vehicles in the fleet" on `/en/roi-calculator` to the new',
    'expected annual benefit on screen (21 values typed one after another, headless Chromium).',
    '',
    '| CPU | Median |',
    '| --- | --: |',
    ...typing.map(
      ({ rate, median }) =>
        `| ${rate === 1 ? 'full speed' : `${rate}× slowdown`} | ${median.toFixed(1)} ms |`,
    ),
    '',
  ];
  writeFileSync('docs/performance.md', lines.join('\n'));
  console.log(lines.join('\n'));
} finally {
  server.kill('SIGTERM');
  await once(server, 'exit');
}
