import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, sourceFiles } from './support/source-files';

/** Module specifiers of static imports and re-exports (type-only ones too), dynamic imports. */
const SPECIFIER =
  /\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

/** The package the build makes of src/server (scripts/build-core.mjs). */
const CORE = '@site/core/';

/** The file a specifier names inside `src`, or `null` for a package. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith(CORE)) base = path.join(SRC, 'server', specifier.slice(CORE.length));
  else if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => `${base}${end}`);
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(SPECIFIER)]
      .map((match) => resolveImport(file, match[1] ?? match[2] ?? match[3] ?? ''))
      .filter((target): target is string => target !== null);
    graph.set(file, targets);
  }
  return graph;
}

/** Every loop found by a depth-first walk, as the chain of files that closes it. */
function importLoops(graph: Map<string, string[]>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const loops: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    trail.push(file);
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === 'open') {
        const loop = [...trail.slice(trail.indexOf(target)), target];
        loops.push(loop.map((step) => path.relative(SRC, step)).join(' → '));
      } else if (!state.has(target)) {
        visit(target);
      }
    }
    trail.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return loops;
}

describe('the source’s imports', () => {
  const graph = importGraph();

  it('are read from every file, with @/, @site/core/ and relative paths resolved', () => {
    const routes = graph.get(path.join(SRC, 'site/routes.ts')) ?? [];
    expect(routes).toContain(path.join(SRC, 'i18n/locales.ts'));
    const articles = graph.get(path.join(SRC, 'server/content/addresses.ts')) ?? [];
    expect(articles).toContain(path.join(SRC, 'site/routes.ts'));
    expect(articles).toContain(path.join(SRC, 'server/stores/site.ts'));
    const start = graph.get(path.join(SRC, 'cms/start.ts')) ?? [];
    expect(start).toContain(path.join(SRC, 'server/db/client.ts'));
  });

  it('form no loop, type-only imports included', () => {
    expect(importLoops(graph)).toEqual([]);
  });

  it('leave the languages independent of the page registry, and the registry of the i18n routing', () => {
    expect(graph.get(path.join(SRC, 'i18n/locales.ts'))).not.toContain(
      path.join(SRC, 'site/routes.ts'),
    );
    expect(graph.get(path.join(SRC, 'site/routes.ts'))).not.toContain(
      path.join(SRC, 'i18n/routing.ts'),
    );
  });

  it('keep src/lib free of page copy, and views free of server code but server actions and the published content', () => {
    for (const [file, targets] of graph) {
      const from = path.relative(SRC, file);
      const into = targets.map((target) => path.relative(SRC, target));
      if (from.startsWith('lib/'))
        expect(
          into.filter((target) => target.startsWith('content/')),
          from,
        ).toEqual([]);
      if (from.startsWith('components/'))
        expect(
          into.filter(
            (target) =>
              (target.startsWith('server/') || target.startsWith('next/')) &&
              !/actions\.ts$/.test(target) &&
              !target.startsWith('next/content/'),
          ),
          from,
        ).toEqual([]);
    }
  });

  it('reach src/server from outside only through the package @site/core, and never the other way', () => {
    // Node loads the package once per process; a path into src/server would be bundled again.
    for (const file of sourceFiles(SRC)) {
      const from = path.relative(SRC, file).split(path.sep).join('/');
      const specifiers = [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].map(
        (match) => match[1] ?? match[2] ?? match[3] ?? '',
      );
      // A command line is a process of its own (its bundle takes src/server from source).
      if (from.startsWith('server/cli/')) continue;
      if (from.startsWith('server/')) {
        const outward = (graph.get(file) ?? [])
          .map((target) => path.relative(SRC, target))
          .filter((target) => /^(next|app|components|cms)\//.test(target));
        expect(outward, from).toEqual([]);
      } else {
        const byPath = specifiers.filter(
          (specifier) =>
            specifier.startsWith('@/server/') ||
            (specifier.startsWith('.') &&
              path.resolve(path.dirname(file), specifier).startsWith(path.join(SRC, 'server/'))),
        );
        expect(byPath, from).toEqual([]);
      }
    }
  });
});
