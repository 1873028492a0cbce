import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  CHROMIUM_FLAGS,
  findChromium,
  HOW_TO_GET_CHROMIUM,
} from '../../../scripts/lib/chromium.mjs';

/** The cumulative layout shift Lighthouse measures for a page, as a phone on a slow network. */
export async function layoutShift(url: string): Promise<number> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error(HOW_TO_GET_CHROMIUM);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyAudits: ['cumulative-layout-shift'],
    });
    const audit = result?.lhr.audits['cumulative-layout-shift'];
    if (audit?.numericValue === undefined)
      throw new Error(
        `Lighthouse measured nothing at ${url}: ${result?.lhr.runtimeError?.message ?? audit?.errorMessage ?? 'no reason given'}`,
      );
    return audit.numericValue;
  } finally {
    chrome.kill();
  }
}
