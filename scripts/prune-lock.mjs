// The npm registry this project is developed against serves only the Linux builds of a few
// packages with native binaries (@next/swc, @swc/core, @tailwindcss/oxide, rollup). `npm install`
// then records optional dependencies in package-lock.json that have no entry of their own, and
// `npm ci` refuses such a lockfile. This drops those dangling records. Run it after every
// `npm install` that changes dependencies: `npm run lock:prune`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let removed = 0;

for (const [key, entry] of Object.entries(packages)) {
  const optional = entry.optionalDependencies;
  if (!optional) continue;
  const parentDir = key.includes('node_modules/')
    ? key.slice(0, key.lastIndexOf('node_modules/'))
    : '';
  for (const name of Object.keys(optional)) {
    const candidates = [
      `${key ? `${key}/` : ''}node_modules/${name}`,
      `${parentDir}node_modules/${name}`,
      `node_modules/${name}`,
    ];
    if (!candidates.some((candidate) => candidate in packages)) {
      delete optional[name];
      removed += 1;
    }
  }
  if (Object.keys(optional).length === 0) delete entry.optionalDependencies;
}

writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `package-lock.json: removed ${removed} optional dependencies this registry does not serve.`,
);
