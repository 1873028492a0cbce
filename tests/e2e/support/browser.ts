import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test';

export const desktop = { width: 1280, height: 800 } as const;
export const phone = { width: 375, height: 740 } as const;

/** axe violations (WCAG 2.2 A/AA and best practices), as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    // Only violations are read: axe need not collect every passing node. (`options` replaces the
    // options set before it, so it comes before the tags.)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // axe runs in the page and reaches its same-origin frames by messaging, rather than gathering
    // the frames' results in a new blank page, which took two thirds of each run.
    .setLegacyMode(true)
    .analyze();
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/**
 * Serves every page of `page` with its scripts removed: the DOM a visitor without JavaScript
 * gets, on which axe (injected by the test, not the page) can still run.
 */
export async function withoutPageScripts(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
    return route.fulfill({ response, body });
  });
}

/**
 * Content-Security-Policy violations in any page of `context`, as readable lines; the array fills
 * as they happen. Chromium reports each blocked script, style or frame on the console.
 */
export function policyViolations(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      seen.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
  });
  return seen;
}

/** Waits until React has hydrated the page, so that clicks and keys reach its handlers. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__react'));
  });
}

/** The Content-Security-Policy a response carries (a test fails when there is none). */
export function policyOf(response: Response | null): string {
  const policy = response?.headers()['content-security-policy'];
  if (!policy) throw new Error(`No Content-Security-Policy on ${response?.url()}`);
  return policy;
}

/** One directive of a policy, with its name, or '' when the policy lacks it. */
export function directive(policy: string, name: string): string {
  return policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
}

/** The page ran its scripts: our inline marker and React's hydration. */
export async function scriptsRan(page: Page): Promise<void> {
  await hydrated(page);
  expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(true);
}

/**
 * The page came with a policy that allows no inline code and names its own scripts by hash or
 * nonce, and those scripts ran under it.
 */
export async function runsUnderStrictPolicy(page: Page, response: Response | null): Promise<void> {
  const policy = policyOf(response);
  expect(policy).not.toContain('unsafe-inline');
  expect(directive(policy, 'script-src')).toMatch(/'sha256-|'nonce-/);
  await scriptsRan(page);
}

type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;

/** What a browser accepts when it asks for a page. */
export const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/**
 * What a visitor's browser says it is. Headless Chromium names itself `HeadlessChrome`, which the
 * statistics rightly count as a robot; the tests' browsers are visitors.
 */
export const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * A client address of its own for each browser context, sent as `X-Forwarded-For` (the test
 * server trusts it), so that every test is a different visitor for the forms' rate limit.
 */
export function visitorAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * The worker's browser (playwright.config.ts) and a fresh context per test: `open()` returns a new
 * page; the context is closed after each test. Each context is a new visitor (see
 * `visitorAddress`) unless `options` sets that header itself; other headers add to it.
 */
export function sharedBrowser(defaults: ContextOptions = { viewport: desktop }) {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let violations: string[] = [];
  test.beforeAll(({ browser: workerBrowser }) => {
    browser = workerBrowser;
  });
  test.afterEach(async () => {
    await context?.close();
    context = undefined;
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  });
  return {
    async open(options: ContextOptions = {}): Promise<{ page: Page; context: BrowserContext }> {
      if (!browser) throw new Error('The browser is not running');
      await context?.close();
      context = await browser.newContext({
        userAgent: VISITOR_AGENT,
        ...defaults,
        ...options,
        extraHTTPHeaders: {
          'x-forwarded-for': visitorAddress(),
          ...defaults.extraHTTPHeaders,
          ...options.extraHTTPHeaders,
        },
      });
      violations = policyViolations(context);
      return { page: await context.newPage(), context };
    },
  };
}
