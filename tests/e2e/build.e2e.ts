import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_BUILD = path.join(ROOT, '.next/server');

interface SourceMap {
  readonly sources?: readonly string[];
  readonly sections?: readonly { readonly map: SourceMap }[];
}

/** Every file a source map of Next.js's server build names, as an absolute path. */
function bundledSources(): string[] {
  return readdirSync(SERVER_BUILD, { recursive: true })
    .filter((file) => String(file).endsWith('.js.map'))
    .flatMap((file) => {
      const map = path.join(SERVER_BUILD, String(file));
      const read = JSON.parse(readFileSync(map, 'utf8')) as SourceMap;
      // An entry's map is an index map: its sections hold the chunks' maps.
      const sources = [read, ...(read.sections ?? []).map((section) => section.map)].flatMap(
        (part) => part.sources ?? [],
      );
      return sources.map((source) => path.resolve(path.dirname(map), decodeURIComponent(source)));
    });
}

/**
 * The production build holds no copy of src/server: Next.js imports the package `@site/core` at
 * run time, from where the HTTP server imports it too (docs/decisions/0016-one-module-graph.md).
 */
test.describe('the production build', () => {
  test('bundles no module of src/server into Next.js’s server chunks', () => {
    const sources = bundledSources();
    expect(sources.length).toBeGreaterThan(1000);
    // The check reads the project's own files from the maps.
    expect(sources).toContain(path.join(ROOT, 'src/instrumentation.ts'));
    const core = [path.join(ROOT, 'src/server/'), path.join(ROOT, 'node_modules/@site/core/')];
    expect(sources.filter((source) => core.some((folder) => source.startsWith(folder)))).toEqual(
      [],
    );
  });

  test('loads @site/core from the one folder the HTTP server imports it from', () => {
    const links = readdirSync(path.join(ROOT, '.next/node_modules/@site'));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links)
      expect(realpathSync(path.join(ROOT, '.next/node_modules/@site', link))).toBe(
        realpathSync(path.join(ROOT, 'node_modules/@site/core')),
      );
    expect(readFileSync(path.join(ROOT, 'dist/server.mjs'), 'utf8')).toMatch(
      /from "@site\/core\/startup"/,
    );
  });
});
