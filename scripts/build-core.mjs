// Builds the server code of src/server into the package `@site/core` (node_modules/@site/core),
// which the rest of the process imports: Next.js keeps it external (next.config.ts) and the HTTP
// server's bundle imports it, so Node loads each of its modules once per process
// (docs/decisions/0016-one-module-graph.md). Each file of src/server becomes the module
// `@site/core/<path>`, with a type declaration that points at its source. The command lines
// (src/server/cli) are entries of their own (scripts/cli.mjs).
//
// Only the files whose content changed are written, so that building unchanged sources leaves a
// running server's modules as they are. `--after-install` (npm's postinstall) does nothing where
// the build tools are not installed (`npm ci --omit=dev`).
import fs from 'node:fs';
import path from 'node:path';
import { CORE_PACKAGE_DIR, coreBuildOptions, coreModules } from './lib/core.mjs';

const esbuild = await import('esbuild').catch((error) => {
  if (!process.argv.includes('--after-install')) throw error;
  console.log('@site/core is built by `npm run build` (the build tools are not installed).');
  process.exit(0);
});

/** The package's files, by path inside it. */
const files = new Map([
  [
    'package.json',
    `${JSON.stringify(
      {
        name: '@site/core',
        private: true,
        type: 'module',
        exports: { './*': { types: './types/*.d.ts', default: './dist/*.mjs' } },
      },
      null,
      2,
    )}\n`,
  ],
]);
const modules = coreModules();
for (const name of modules) {
  const stub = `types/${name}.d.ts`;
  const source = path
    .relative(path.dirname(path.join(CORE_PACKAGE_DIR, stub)), path.resolve('src/server', name))
    .split(path.sep)
    .join('/');
  const hasDefault = /^export default /m.test(fs.readFileSync(`src/server/${name}.ts`, 'utf8'));
  files.set(
    stub,
    `export * from '${source}';\n${hasDefault ? `export { default } from '${source}';\n` : ''}`,
  );
}
const built = await esbuild.build({
  ...coreBuildOptions(path.join(CORE_PACKAGE_DIR, 'dist'), modules),
  write: false,
});
for (const output of built.outputFiles)
  files.set(path.relative(CORE_PACKAGE_DIR, output.path), output.text);

for (const [file, text] of files) {
  const target = path.join(CORE_PACKAGE_DIR, file);
  if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === text) continue;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
}
if (fs.existsSync(CORE_PACKAGE_DIR))
  for (const file of fs.readdirSync(CORE_PACKAGE_DIR, { recursive: true })) {
    const target = path.join(CORE_PACKAGE_DIR, file);
    if (fs.statSync(target).isFile() && !files.has(String(file))) fs.rmSync(target);
  }
