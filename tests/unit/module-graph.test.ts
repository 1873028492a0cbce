import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundle } from '../../scripts/lib/bundle.mjs';
import { coreBuildOptions, coreModules } from '../../scripts/lib/core.mjs';
import { SRC, sourceFiles } from './support/source-files';

/**
 * The server code of src/server is one package, `@site/core`, that Node loads once per process:
 * the HTTP server's bundle and Next.js's (next.config.ts) both import it, neither holds a copy
 * (docs/decisions/0016-one-module-graph.md).
 */
describe('the module graph', () => {
  it('bundles the HTTP server with no module of src/server: it imports them from @site/core', async () => {
    const result = await bundle('src/http-server.ts', path.join(tmpdir(), 'server.mjs'), {
      core: 'package',
      write: false,
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain('src/http-server.ts');
    expect(inputs.filter((input) => input.startsWith('src/server/'))).toEqual([]);
    const imported = Object.values(result.metafile.outputs).flatMap((output) =>
      output.imports.map((entry) => entry.path),
    );
    expect(imported).toContain('@site/core/startup');
    expect(imported).toContain('@site/core/maintenance');
  });

  it('would see a module of src/server in a command line’s bundle, which takes them from source', async () => {
    const result = await bundle('src/server/cli/site.ts', path.join(tmpdir(), 'site.mjs'), {
      core: 'source',
      write: false,
    });
    expect(Object.keys(result.metafile.inputs)).toContain('src/server/db/client.ts');
  });

  it('builds each file of src/server into the package once, as a module of its own', async () => {
    const result = await build({ ...coreBuildOptions(path.join(tmpdir(), 'core')), write: false });
    const copies = new Map<string, number>();
    for (const output of Object.values(result.metafile.outputs))
      for (const input of Object.keys(output.inputs))
        copies.set(input, (copies.get(input) ?? 0) + 1);
    const modules = coreModules();
    expect(modules).toContain('db/client');
    expect(modules).not.toContain('cli/site');
    for (const name of modules) expect(copies.get(`src/server/${name}.ts`), name).toBe(1);
    // The published content's holder imports no module (only esbuild's helpers): the browser's
    // bundle takes it as it is.
    const outputs = result.metafile.outputs;
    const holder = Object.values(outputs).find(
      (output) => output.entryPoint === 'src/server/published.ts',
    );
    expect(Object.keys(holder?.inputs ?? {})).toEqual(['src/server/published.ts']);
    const imported = (holder?.imports ?? []).flatMap((entry) =>
      Object.keys(outputs[entry.path]?.inputs ?? { [entry.path]: 0 }),
    );
    expect(imported).toEqual([]);
  });

  it('keeps no state on globalThis and writes nothing into process.env at run time', () => {
    const offenders = sourceFiles(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const found = [];
      if (/\bglobalThis\b/.test(text)) found.push(`${path.relative(SRC, file)}: globalThis`);
      if (/process\.env(?:\.\w+|\[[^\]]+\])\s*(?:=(?!=)|\?\?=|\|\|=)/.test(text))
        found.push(`${path.relative(SRC, file)}: writes process.env`);
      return found;
    });
    expect(offenders).toEqual([]);
  });
});
