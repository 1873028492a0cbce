import { JSDOM } from 'jsdom';
import type { Page } from '@playwright/test';
import { formTiming } from '@/site/timing';
import { HTML_ACCEPT, VISITOR_AGENT } from './browser';

/** What a visitor without JavaScript does: load the page, fill its form, send it as the browser would. */

export interface FormAnswer {
  readonly status: number;
  readonly body: string;
}

/**
 * Loads `path`, takes the form whose notice region is `formId-notice` with every hidden field
 * the server rendered (its signed time among them), sets `values`, and posts it where the form
 * posts (its own page), once the minimum fill time has passed since the server made the page, or
 * at once when `hurried`. The request comes from `clientAddress` (the server under test trusts loopback
 * as its proxy).
 */
export async function submitWithoutJavaScript(
  baseUrl: string,
  path: string,
  formId: string,
  values: Record<string, string>,
  clientAddress: string,
  { hurried = false } = {},
): Promise<FormAnswer> {
  const headers = { 'X-Forwarded-For': clientAddress, 'User-Agent': VISITOR_AGENT };
  const page = await fetch(`${baseUrl}${path}`, {
    headers: { ...headers, Accept: HTML_ACCEPT },
    signal: AbortSignal.timeout(30_000),
  });
  const body = filledForm(await page.text(), formId, values);
  // The server signed the time it made the page: a person needs the minimum fill time from then.
  const signed = Number(String(body.get('formTime') ?? '').split('.')[0]) || Date.now();
  const wait = signed + formTiming.minFillMs + 100 - Date.now();
  if (!hurried && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    // As a browser sends it: the form's page is where the form was sent from.
    headers: { ...headers, Referer: `${baseUrl}${path}` },
    body,
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: await response.text() };
}

export const enquiryValues = (email: string, name = 'Lena Last'): Record<string, string> => ({
  name,
  email,
  company: 'Flotte & Co. KG',
  audience: 'fleet',
  subject: 'Flottenversicherung prüfen',
  message: 'Bitte melden Sie sich wegen unserer Flotte mit 120 Fahrzeugen.',
  consent: 'on',
});

/**
 * The form whose notice region is `formId-notice` in a page, as the browser would send it: every
 * field the server rendered (hidden ones among them), with `values` in place of what they name.
 */
export function filledForm(html: string, formId: string, values: Record<string, string>): FormData {
  const { window } = new JSDOM(html);
  const form = window.document.querySelector<HTMLFormElement>(
    `form[aria-describedby="${formId}-notice"]`,
  );
  if (!form) throw new Error(`No form ${formId} in the page`);
  const body = new FormData();
  for (const [name, value] of new window.FormData(form))
    if (typeof value === 'string' && !(name in values)) body.append(name, value);
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  window.close();
  return body;
}

/**
 * The text of the form's notice (`formId-notice`) in a page the server answered. (The notices'
 * texts are also in the page's messages for the browser, so the whole body says nothing.)
 */
export function noticeIn(body: string, formId: string): string {
  const { window } = new JSDOM(body);
  const text = window.document.getElementById(`${formId}-notice`)?.textContent ?? '';
  window.close();
  return text.trim();
}

/** The reference number the confirmation shows, in either language. */
export function referenceIn(body: string): number | undefined {
  const match = /(?:Vorgangsnummer|reference) (\d+)/i.exec(body);
  return match ? Number(match[1]) : undefined;
}

/**
 * Chooses a free time in the booking picker: the `time`-th of the grid's `day`-th day (without
 * JavaScript there is no grid and every day's times are listed, so it is the `time`-th of all).
 */
export async function chooseSlot(page: Page, { day = 1, time = 0 } = {}): Promise<string> {
  const days = page.locator('input[name="slotDay"]');
  const times = page.locator('input[name="slot"]:visible');
  if (await days.first().isVisible()) {
    // The day asked for, or the next one that still has the time asked for: the other tests
    // book calls too, and a day may be full before this test runs.
    const offered = await days.count();
    for (let each = Math.min(day, offered - 1); each < offered; each++) {
      await days.nth(each).check();
      if ((await times.count()) > time) break;
    }
  }
  const radio = times.nth(time);
  await radio.check();
  return (await radio.getAttribute('value')) ?? '';
}

/**
 * Waits in a page until the minimum fill time has passed since the server signed its form time
 * (the first `formTime` field), as a person would have spent it reading and choosing.
 */
export async function fillTimePassed(page: Page): Promise<void> {
  const token = await page.locator('input[name="formTime"]').first().inputValue();
  const wait =
    (Number(token.split('.')[0]) || Date.now()) + formTiming.minFillMs + 100 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
