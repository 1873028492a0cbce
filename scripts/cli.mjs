// `npm run leads -- …` and `npm run owner -- …`: bundles the named command line
// (src/server/cli/NAME.ts) and runs it with the remaining arguments.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { build } from 'esbuild';

const [name, ...args] = process.argv.slice(2);
if (name !== 'leads' && name !== 'owner') {
  console.error('Usage: node scripts/cli.mjs leads|owner ARGS');
  process.exit(2);
}
mkdirSync('dist', { recursive: true });
await build({
  entryPoints: [`src/server/cli/${name}.ts`],
  outfile: `dist/${name}.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
const result = spawnSync(process.execPath, [`dist/${name}.mjs`, ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
