// `npm test`: static checks (types, lint, formatting, unused code), unit tests, production build, browser tests. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { ensureBuild } from './lib/build.mjs';
import { ensureChromium, HOW_TO_GET_CHROMIUM } from './lib/chromium.mjs';
import { letPostgresReachCheckout } from './lib/postgres-access.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';

const chromium = ensureChromium();
if (!chromium) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}
process.env.CHROME_PATH = chromium;
letPostgresReachCheckout();

function run(title, command, args) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

const bin = (name) => `node_modules/.bin/${name}`;
run('Type check', bin('tsc'), ['--noEmit']);
run('Lint', bin('eslint'), ['--max-warnings=0', '.']);
run('Formatting', bin('prettier'), ['--check', '.']);
run('Unused files, exports and dependencies', bin('knip'), []);
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
