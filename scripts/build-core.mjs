// Builds the server code of src/server into the package `@site/core` (node_modules/@site/core),
// which the rest of the process imports: Next.js keeps it external (next.config.ts) and the HTTP
// server's bundle imports it, so Node loads each of its modules once per process
// (docs/decisions/0016-one-module-graph.md). Each file of src/server becomes the module
// `@site/core/<path>`, with a type declaration that points at its source. The command lines
// (src/server/cli) are entries of their own (scripts/cli.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { coreBuildOptions, coreModules, CORE_PACKAGE_DIR } from './lib/core.mjs';

const modules = coreModules();
fs.rmSync(CORE_PACKAGE_DIR, { recursive: true, force: true });
fs.mkdirSync(CORE_PACKAGE_DIR, { recursive: true });
fs.writeFileSync(
  path.join(CORE_PACKAGE_DIR, 'package.json'),
  JSON.stringify(
    {
      name: '@site/core',
      private: true,
      type: 'module',
      exports: { './*': { types: './types/*.d.ts', default: './dist/*.mjs' } },
    },
    null,
    2,
  ),
);
for (const name of modules) {
  const source = path.resolve('src/server', name);
  const stub = path.join(CORE_PACKAGE_DIR, 'types', `${name}.d.ts`);
  fs.mkdirSync(path.dirname(stub), { recursive: true });
  const target = path.relative(path.dirname(stub), source).split(path.sep).join('/');
  const hasDefault = /^export default /m.test(fs.readFileSync(`${source}.ts`, 'utf8'));
  fs.writeFileSync(
    stub,
    `export * from '${target}';\n${hasDefault ? `export { default } from '${target}';\n` : ''}`,
  );
}

await build(coreBuildOptions(path.join(CORE_PACKAGE_DIR, 'dist')));
