import { expect, test } from '@playwright/test';
import { baseUrl } from './support/site';
import { hydrated, sharedBrowser } from './support/browser';
import { inputResponseMedian } from '../../scripts/lib/input-response.mjs';

/**
 * A time measured in the browser: in the `alone` project, with nothing else on the two cores, as
 * a second test worker and its server can hold the main thread of this page for tens of
 * milliseconds.
 */
const session = sharedBrowser();

test('the ROI calculator answers a keystroke within 50 ms', async () => {
  const { page } = await session.open();
  await page.goto(`${baseUrl}/en/roi-calculator`);
  await hydrated(page);
  const median = await inputResponseMedian(page, {
    input: '#roi-fleet-fleetSize',
    output: '[data-calculator="fleet"] [data-scenario="expected"] [data-result="annual"] dd',
    values: ['301', '302', '303', '304', '305', '306', '307'],
  });
  expect(median).toBeLessThan(50);
});
