import type { Page } from 'playwright-core';

export function inputResponseMedian(
  page: Page,
  options: { input: string; output: string; values: string[] },
): Promise<number>;
