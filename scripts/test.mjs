// `npm test`: static checks (types, lint, formatting, unused code), unit tests, production build, browser tests. Stops at the first failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureBuild } from './lib/build.mjs';
import { ensureChromium, HOW_TO_GET_CHROMIUM } from './lib/chromium.mjs';
import { aptInstall, canInstallWithApt } from './lib/debian.mjs';
import { letPostgresReachCheckout } from './lib/postgres-access.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';

const chromium = ensureChromium();
if (!chromium) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}
process.env.CHROME_PATH = chromium;
letPostgresReachCheckout();

// The storage suite also runs on a PostgreSQL server, and the multi-instance test puts HAProxy in
// front of two servers; on Debian, as root, they are installed when missing. Elsewhere those tests
// say in one line that they do not run.
const missing = [
  !existsSync('/usr/lib/postgresql') && 'postgresql',
  !['/usr/sbin/haproxy', '/usr/bin/haproxy'].some((path) => existsSync(path)) && 'haproxy',
].filter(Boolean);
if (missing.length && canInstallWithApt()) {
  console.log(`Installing Debian’s ${missing.join(' and ')} for the tests …`);
  aptInstall(missing);
}

function run(title, command, args) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

/** Runs checks side by side (one per core); prints each one's output whole as it ends. */
async function runTogether(checks) {
  const results = await Promise.all(
    checks.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            console.log(`\n▶ ${title}`);
            process.stdout.write(Buffer.concat(output));
            resolve({ title, status });
          });
        }),
    ),
  );
  const failed = results.filter(({ status }) => status !== 0);
  for (const { title } of failed) console.error(`\n✖ ${title} failed`);
  if (failed.length) process.exit(1);
}

const bin = (name) => `node_modules/.bin/${name}`;
// The package the type check reads src/server through, with a declaration for each file of it.
run('The package @site/core', process.execPath, ['scripts/build-core.mjs']);
// The types Next.js derives from the routes, which the type check reads (.next/types).
run('Route types', bin('next'), ['typegen']);
await runTogether([
  ['Type check', bin('tsc'), ['--noEmit']],
  ['Lint', bin('eslint'), ['--max-warnings=0', '.']],
]);
await runTogether([
  ['Formatting', bin('prettier'), ['--check', '.']],
  ['Unused files, exports and dependencies', bin('knip'), ['--tsConfig', 'tsconfig.knip.json']],
]);
// The production build below need not repeat the type check (next.config.ts).
process.env.SITE_TYPES_CHECKED = '1';
run('Unit tests', bin('vitest'), ['run', '--project', 'unit']);
run('Storage tests (embedded database and PostgreSQL)', bin('vitest'), [
  'run',
  '--project',
  'integration',
]);
console.log('\n▶ Production build');
ensureBuild();
console.log(`\n▶ Browser tests (${chromium})`);
// The files that measure (project `alone`, playwright.config.ts) run after the others even when one
// of those failed: a failure stops npm test only once both have run.
const browserTests = spawnSync(bin('playwright'), ['test', '--project', 'browser'], {
  stdio: 'inherit',
  env: process.env,
}).status;
run(`Browser tests that measure, alone (${chromium})`, bin('playwright'), [
  'test',
  '--project',
  'alone',
  '--no-deps',
  // One worker, so the shared servers are one too.
  '--workers',
  '1',
]);
if (browserTests !== 0) {
  console.error('\n✖ Browser tests failed');
  process.exit(browserTests ?? 1);
}
console.log('\n✔ All checks passed');
