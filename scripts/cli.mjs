// `npm run leads -- …`, `npm run owner -- …` and `npm run site -- …`: bundles the named command line
// (src/server/cli/NAME.ts) and runs it with the remaining arguments.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { bundle } from './lib/bundle.mjs';

const [name, ...args] = process.argv.slice(2);
if (!['leads', 'owner', 'site'].includes(name)) {
  console.error('Usage: node scripts/cli.mjs leads|owner|site ARGS');
  process.exit(2);
}
mkdirSync('dist', { recursive: true });
await bundle(`src/server/cli/${name}.ts`, `dist/${name}.mjs`, { core: 'source' });
const result = spawnSync(process.execPath, [`dist/${name}.mjs`, ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
