// `npm test`: static checks (types, lint, formatting, unused code), unit tests, production build, browser tests. Stops at the first failure.
import { spawnSync } from 'node:child_process';
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

const bin = (name) => `node_modules/.bin/${name}`;
// The package the type check reads src/server through, with a declaration for each file of it.
run('The package @site/core', process.execPath, ['scripts/build-core.mjs']);
run('Type check', bin('tsc'), ['--noEmit']);
run('Lint', bin('eslint'), ['--max-warnings=0', '.']);
run('Formatting', bin('prettier'), ['--check', '.']);
run('Unused files, exports and dependencies', bin('knip'), ['--tsConfig', 'tsconfig.knip.json']);
run('Unit tests', bin('vitest'), ['run', '--project', 'unit']);
run('Storage tests (embedded database and PostgreSQL)', bin('vitest'), [
  'run',
  '--project',
  'integration',
]);
console.log('\n▶ Production build');
ensureBuild();
run(`Browser tests (${chromium})`, bin('vitest'), ['run', '--project', 'e2e']);
console.log('\n✔ All checks passed');
