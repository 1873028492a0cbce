// Under root the embedded PostgreSQL runs as the system user "postgres", which must be able to
// pass through the folders above the checkout to reach its binaries (node_modules) and the tests'
// data directories. `npm test` grants that (search permission only, `chmod o+x`) where missing.
import { chmodSync, statSync } from 'node:fs';
import path from 'node:path';

export function letPostgresReachCheckout(dir = process.cwd()) {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return;
  const granted = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const { mode } = statSync(current);
    if ((mode & 0o001) === 0) {
      chmodSync(current, mode | 0o001);
      granted.push(current);
    }
    if (path.dirname(current) === current) break;
  }
  if (granted.length)
    console.log(
      `Running as root: the embedded PostgreSQL runs as the user "postgres"; let it pass through ${granted.join(', ')} (chmod o+x).`,
    );
}
