// `npm run bench`: Lighthouse (mobile, median of BENCH_RUNS runs, default 3) on every template
// in both languages beside a bare Next.js + next-intl reference page (bench/reference) measured in
// the same run, 10-second load tests, and the ROI calculator's response to typing, against the
// production build. Writes docs/performance.md.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { ensureBuild } from './lib/build.mjs';
import { CHROMIUM_FLAGS, ensureChromium, HOW_TO_GET_CHROMIUM } from './lib/chromium.mjs';
import { inputResponseMedian } from './lib/input-response.mjs';
import { pageScripts } from './lib/page-scripts.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const chromePath = ensureChromium();
if (!chromePath) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}

const siteUrl = new URL(process.env.SITE_URL || 'http://localhost:3000');
const port = siteUrl.hostname === 'localhost' ? Number(siteUrl.port || 80) : 3000;
const origin = `http://localhost:${port}`;
const referencePort = port + 1;
const referenceOrigin = `http://localhost:${referencePort}`;
const floorPort = port + 2;
const floorOrigin = `http://localhost:${floorPort}`;
const RUNS = Number(process.env.BENCH_RUNS || 3);
const REPORT = 'docs/performance.md';
const FINDINGS = '## What costs what';
const existing = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
/** Every template, German and English, with its JavaScript budget (one list, also read by npm test). */
const budgets = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', 'bench', 'budgets.json'), 'utf8'),
);
const templates = budgets.templates.map(({ name, de, en }) => [name, de, en]);
const loadTests = [
  ['Reference page', referenceOrigin, '/'],
  // The same page rendered per request: what that costs in the framework itself.
  ['Reference page, rendered per request', referenceOrigin, '/per-request?n=', true],
  ['Home, prerendered', origin, '/'],
  ['ROI calculator, a shared link', origin, '/roi-calculator?tab=bank&financings=5000'],
  ['Contact page, a prefilled subject', origin, '/contact?subject=Flottenversicherung'],
  // A URL no one asked for before on every request: rendered each time, never from the cache.
  ['ROI calculator, new figures each time', origin, '/roi-calculator?tab=bank&financings=', true],
  ['Contact page, a new subject each time', origin, '/contact?subject=Flotte+', true],
];

/** Pages measured once more with their script files taken out of the HTML (see `withoutScripts`). */
const documentFloors = [
  ['Home', 'de', '/'],
  ['Long-form page', 'en', '/en/embedded-insurance-strategy'],
];

/** Whether nothing listens on a port yet (a server left running there would be measured instead). */
async function portIsFree(portToCheck) {
  const probe = net.createServer();
  try {
    probe.listen(portToCheck);
    await once(probe, 'listening');
    return true;
  } catch {
    return false;
  } finally {
    probe.close();
  }
}

for (const portToCheck of [port, referencePort, floorPort]) {
  if (!(await portIsFree(portToCheck))) {
    console.error(
      `Port ${portToCheck} is in use: stop what runs there, or set SITE_URL to another port.`,
    );
    process.exit(1);
  }
}

ensureBuild();
// A database of its own, so that the benchmark neither meets a running site's data nor leaves rows in it.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const server = spawn(process.execPath, ['dist/server.mjs'], {
  env: { ...process.env, PORT: String(port), NODE_ENV: 'production', DATA_DIR: dataDir },
  stdio: ['ignore', 'inherit', 'inherit'],
});

// The reference: the smallest Next.js + next-intl app, built and served beside the site.
const referenceDir = path.join(import.meta.dirname, '..', 'bench', 'reference');
const nextBin = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'next');
const built = spawnSync(nextBin, ['build'], { cwd: referenceDir, stdio: 'inherit' });
if (built.status !== 0) throw new Error('Building the reference page failed');
const reference = spawn(nextBin, ['start', '-p', String(referencePort)], {
  cwd: referenceDir,
  stdio: ['ignore', 'inherit', 'inherit'],
});

/**
 * Serves the site's pages with their `<script src>` tags removed and everything else passed on
 * unchanged, compressed as the site does it (brotli 5): what a page's document costs in
 * Lighthouse, whatever its scripts do.
 */
function withoutScripts(listenPort) {
  const proxy = http.createServer(async (request, response) => {
    const upstream = await fetch(`${origin}${request.url}`, { redirect: 'manual' });
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    let body = Buffer.from(await upstream.arrayBuffer());
    const headers = { 'content-type': type };
    if (type.startsWith('text/html')) {
      const html = body.toString('utf8').replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/g, '');
      body = zlib.brotliCompressSync(html, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
      });
      headers['content-encoding'] = 'br';
    }
    response.writeHead(upstream.status, headers);
    response.end(body);
  });
  proxy.listen(listenPort);
  return proxy;
}

async function waitForServer(child, url) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`A server exited (is the port of ${url} in use?)`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not start');
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

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
      // The 404 template answers with status 404 on purpose.
      ignoreStatusCode: true,
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
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      js: scripts?.transferSize ?? 0,
    };
  } finally {
    await chrome.kill();
  }
}

/** Markers that tell which library or island a chunk holds (identifiers that survive minification). */
const CHUNK_MARKERS = {
  'React DOM': 'react-dom',
  'next-intl': 'NextIntlClientProvider',
  'lucide icons': 'lucide',
  zod: 'ZodError',
};

/** The scripts of a page's HTML, largest first, with gzip sizes from the build. */
function scriptsOf(root, html) {
  return pageScripts(html, root)
    .map(({ source, code, bytes }) => {
      const text = code.toString('utf8');
      return {
        file: path.basename(source),
        bytes,
        holds: Object.entries(CHUNK_MARKERS)
          .filter(([, marker]) => text.includes(marker))
          .map(([name]) => name),
      };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

const totalOf = (scripts) => scripts.reduce((sum, script) => sum + script.bytes, 0);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median of each figure over the runs of one page. */
function medianOf(runs) {
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]),
  );
}

const signed = (value, unit, digits = 0) =>
  `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(digits)}${unit}`;

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
  await waitForServer(server, `${origin}/`);
  await waitForServer(reference, `${referenceOrigin}/`);
  const floorServer = withoutScripts(floorPort);
  const pages = [
    ['Reference', 'de', referenceOrigin, '/'],
    ['Reference', 'en', referenceOrigin, '/en'],
    ...templates.flatMap(([name, de, en]) => [
      [name, 'de', origin, de],
      [name, 'en', origin, en],
    ]),
    ...documentFloors.map(([name, locale, pagePath]) => [
      `${name}, without scripts`,
      locale,
      floorOrigin,
      pagePath,
    ]),
  ];
  // Runs interleave the pages, so that a slower moment of the machine affects all of them alike.
  const runs = pages.map(() => []);
  for (let run = 1; run <= RUNS; run += 1) {
    for (const [index, [name, locale, base, path]] of pages.entries()) {
      console.log(`Lighthouse ${run}/${RUNS}: ${name} (${locale}) ${path}`);
      runs[index].push(await audit(`${base}${path}`));
    }
  }
  floorServer.close();
  const measured = pages.map(([name, locale, base, path], index) => ({
    name,
    locale,
    path,
    floor: base === floorOrigin,
    ...medianOf(runs[index]),
  }));
  const rows = measured.filter((row) => !row.floor);
  const floorRows = measured.filter((row) => row.floor);
  const referenceFor = (locale) =>
    rows.find((row) => row.name === 'Reference' && row.locale === locale);

  const loads = [];
  for (const [name, base, path, fresh] of loadTests) {
    console.log(`Load test: ${path}${fresh ? '<n>' : ''} for 10 s`);
    let n = 0;
    const load = await autocannon({
      url: `${base}${path}`,
      connections: 10,
      duration: 10,
      ...(fresh && { requests: [{ setupRequest: (req) => ({ ...req, path: `${path}${++n}` }) }] }),
    });
    loads.push({ name, path: fresh ? `${path}<n>` : path, load });
  }
  const rateOf = (name) => loads.find((entry) => entry.name === name).load.requests.average;
  // The reference's rows are a share of the reference page, the site's of its home page.
  const shareOf = ({ name, load }) =>
    load.requests.average /
    rateOf(name.startsWith('Reference') ? 'Reference page' : 'Home, prerendered');

  const htmlOf = async (base, pagePath) => (await fetch(`${base}${pagePath}`)).text();
  const siteRoot = path.join(import.meta.dirname, '..');
  const referenceScripts = scriptsOf(referenceDir, await htmlOf(referenceOrigin, '/'));
  const homeScripts = scriptsOf(siteRoot, await htmlOf(origin, '/'));
  const budgetRows = [];
  for (const template of budgets.templates) {
    for (const locale of ['de', 'en']) {
      const bytes = totalOf(scriptsOf(siteRoot, await htmlOf(origin, template[locale])));
      budgetRows.push({ template, locale, bytes });
    }
  }

  console.log('ROI calculator: response to typing');
  const typing = await roiInputResponse([1, 4]);

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    '# Performance',
    '',
    'Measured by `npm run bench` against the production build (`dist/server.mjs`) on loopback,',
    'beside the reference: the smallest Next.js + next-intl app with the same versions',
    '(`bench/reference`: a heading and twelve paragraphs, no CSS, no font), served by `next start`',
    'in the same run. Lighthouse 12 with its default mobile settings (simulated slow 4G, 4× CPU',
    `slowdown); every figure is the median of ${RUNS} runs, the runs interleaved across the pages.`,
    'JavaScript is the transfer size (compressed) of all scripts the page loads: brotli from our',
    'server, gzip from `next start` (the budgets below compare both at gzip 6). Δ is the',
    'difference to the reference page of the same language, measured in the same run.',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}`,
    `- Node ${process.version}`,
    '',
    '## Lighthouse (mobile)',
    '',
    '| Template | Path | Perf. | A11y | Best pr. | SEO | FCP | LCP | Δ LCP | TBT | Δ TBT | CLS | JavaScript | Δ JS |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
    ...rows.map((row) => {
      const base = referenceFor(row.locale);
      return `| ${row.name} (${row.locale}) | \`${row.path}\` | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${signed(row.lcp - base.lcp, ' ms')} | ${Math.round(row.tbt)} ms | ${signed(row.tbt - base.tbt, ' ms')} | ${row.cls.toFixed(3)} | ${kib(row.js)} | ${signed((row.js - base.js) / 1024, ' KiB', 1)} |`;
    }),
    '',
    '### The documents alone',
    '',
    'The same pages with every `<script src>` taken out of their HTML (inline scripts, the',
    'stylesheet and the markup unchanged), served beside the site and measured in the same runs:',
    'what the document itself costs, whatever the scripts do. Δ is to the reference page.',
    '',
    '| Page | Path | FCP | LCP | Δ LCP | LCP with its scripts |',
    '| --- | --- | --: | --: | --: | --: |',
    ...floorRows.map((row) => {
      const base = referenceFor(row.locale);
      const withScripts = rows.find(
        (other) =>
          other.name !== 'Reference' && other.locale === row.locale && other.path === row.path,
      );
      return `| ${row.name} (${row.locale}) | \`${row.path}\` | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${signed(row.lcp - base.lcp, ' ms')} | ${seconds(withScripts.lcp)} |`;
    }),
    '',
    '## Load tests (autocannon, 10 connections, 10 s each)',
    '',
    'The calculator and the contact page are rendered per request from their URL; the server keeps',
    'recent answers of the calculator (`src/server/page-cache.ts`), so a URL asked for before (a shared',
    'link, a campaign link) comes from memory; the contact page, whose form carries the signed time it',
    'was shown, is rendered every time. The “each time” rows ask for a new URL on every request.',
    'The share compares the site’s rows with its prerendered home page and the reference’s with',
    'the reference page; the reference rendered per request is the same page with',
    '`dynamic = force-dynamic`, served by `next start`.',
    '',
    '| Page | Path | Requests/s (mean) | Of the prerendered page | Latency p50 | Latency p99 | Requests | Errors | Non-2xx |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: |',
    ...loads.map(
      (entry) =>
        `| ${entry.name} | \`${entry.path}\` | ${Math.round(entry.load.requests.average)} | ${Math.round(100 * shareOf(entry))} % | ${entry.load.latency.p50} ms | ${entry.load.latency.p99} ms | ${entry.load.requests.total} | ${entry.load.errors} | ${entry.load.non2xx} |`,
    ),
    '',
    '## JavaScript budgets',
    '',
    'Compressed bytes (gzip, level 6) of the scripts each page’s HTML loads in a modern browser,',
    'read from the build; `npm test` fails when a template exceeds its budget from',
    '`bench/budgets.json` (reference + allowance).',
    `The reference page measured now: ${kib(totalOf(referenceScripts))} (budgets are based on ${budgets.referenceKiB.toFixed(1)} KiB).`,
    '',
    '| Template | Path | Scripts | Δ to the reference | Budget |',
    '| --- | --- | --: | --: | --: |',
    ...budgetRows.map(
      ({ template, locale, bytes }) =>
        `| ${template.name} (${locale}) | \`${template[locale]}\` | ${kib(bytes)} | ${signed((bytes - totalOf(referenceScripts)) / 1024, ' KiB', 1)} | ${(budgets.referenceKiB + template.allowanceKiB).toFixed(1)} KiB |`,
    ),
    '',
    '## Where the home page’s JavaScript goes',
    '',
    'The scripts of `/` beside those of the reference page, measured as above; "holds" names the',
    'libraries and islands recognised in a chunk by identifiers that survive minification.',
    '',
    ...[
      ['Reference', referenceScripts],
      ['Site', homeScripts],
    ].flatMap(([name, scripts]) => [
      `### ${name}: ${scripts.length} scripts, ${kib(totalOf(scripts))}`,
      '',
      '| Chunk | gzip | Holds |',
      '| --- | --: | --- |',
      ...scripts.map(
        (script) => `| \`${script.file}\` | ${kib(script.bytes)} | ${script.holds.join(', ')} |`,
      ),
      '',
    ]),
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
  // The findings written by hand below the figures stay as they are.
  const findings = existing.indexOf(FINDINGS);
  if (findings >= 0) lines.push(existing.slice(findings));
  writeFileSync(REPORT, lines.join('\n'));
  console.log(lines.join('\n'));
} finally {
  reference.kill('SIGTERM');
  server.kill('SIGTERM');
  await once(server, 'exit');
}
