// Builds the production site when the sources (or SITE_URL) changed since the last build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const INPUTS = [
  'src',
  'messages',
  'public',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build-core.mjs',
  'scripts/build-server.mjs',
  'scripts/lib/bundle.mjs',
  'scripts/lib/core.mjs',
  'scripts/precompress.mjs',
];
const STAMP = path.join(ROOT, '.next', 'source-hash');

function* files(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const child of readdirSync(full).sort()) yield* files(path.join(entry, child));
  } else {
    yield entry;
  }
}

function sourceHash() {
  const hash = createHash('sha256');
  hash.update(`SITE_URL=${process.env.SITE_URL ?? ''}\n`);
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(file);
      hash.update(readFileSync(path.join(ROOT, file)));
    }
  }
  return hash.digest('hex');
}

function isBuildCurrent() {
  return (
    existsSync(path.join(ROOT, '.next', 'BUILD_ID')) &&
    existsSync(path.join(ROOT, 'dist', 'server.mjs')) &&
    existsSync(path.join(ROOT, 'node_modules', '@site', 'core', 'dist', 'startup.mjs')) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8') === sourceHash()
  );
}

/** Runs `npm run build` unless the last build is of the current sources. */
export function ensureBuild() {
  if (isBuildCurrent()) return;
  console.log('Building the production site …');
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('The production build failed.');
  writeFileSync(STAMP, sourceHash());
}
