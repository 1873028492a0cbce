import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  // The package the build makes of src/server (scripts/build-core.mjs), read from its source.
  '@site/core': path.resolve(import.meta.dirname, 'src/server'),
  '@': path.resolve(import.meta.dirname, 'src'),
  '@messages': path.resolve(import.meta.dirname, 'messages'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Pure logic, but some files read every page's copy: room for a machine that is busy.
          testTimeout: 20_000,
          // next-intl imports `next/navigation` without the extension Node needs; Vite resolves it.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Each file starts databases of its own: one file at a time on two cores.
          poolOptions: { forks: { singleFork: true } },
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
