import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium, HOW_TO_GET_CHROMIUM } from './scripts/lib/chromium.mjs';

const ALONE = [
  'abuse.e2e.ts',
  'database.e2e.ts',
  'durability.e2e.ts',
  'hostile.e2e.ts',
  'instances.e2e.ts',
  'privacy.e2e.ts',
  'typing.e2e.ts',
];

/**
 * The browser tests: the production build, served once per worker (tests/e2e/support/site.ts),
 * driven through the system Chromium. Two workers for two cores; the tests of one file run in
 * order in one worker, as they share its servers and accounts.
 */
const executablePath = findChromium();
if (!executablePath) throw new Error(HOW_TO_GET_CHROMIUM);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.e2e.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // A test starts servers, databases and browsers of its own: its hooks get the same time.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath, args: CHROMIUM_FLAGS },
    // Every action with the page's DOM before and after it; without a film of the screen, whose
    // frames cost the two cores more than the rest of the trace.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    { name: 'browser', testIgnore: ALONE },
    // Tests that measure throughput, timing or a killed process under load, with nothing else
    // running on the two cores: after the others, one file at a time.
    { name: 'alone', testMatch: ALONE, dependencies: ['browser'], workers: 1 },
  ],
});
