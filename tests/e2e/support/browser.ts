import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  CHROMIUM_FLAGS,
  findChromium,
  HOW_TO_GET_CHROMIUM,
} from '../../../scripts/lib/chromium.mjs';

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(HOW_TO_GET_CHROMIUM);
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
}

export const desktop = { width: 1280, height: 800 } as const;
export const phone = { width: 375, height: 740 } as const;

/** axe violations (WCAG 2.2 A/AA and best practices), as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
