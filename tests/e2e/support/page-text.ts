import { JSDOM } from 'jsdom';

/**
 * What a visitor reads on a page, as the server sent it: its headings, paragraphs, list items,
 * questions and answers, in document order, and its structured data. Whitespace is collapsed.
 * Forms are interface, not copy (their labels come from the interface strings, and the booking
 * form lists the free times of the day it is shown): their text is not taken.
 */
export interface PageText {
  readonly title: string;
  readonly description: string;
  readonly text: readonly string[];
  readonly jsonLd: readonly unknown[];
}

const collapse = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

export function pageText(html: string): PageText {
  const { window } = new JSDOM(html);
  const { document } = window;
  const text = [...document.querySelectorAll('h1, h2, h3, h4, p, li, dt, dd, summary, figcaption')]
    .filter((element) => !element.closest('form'))
    .map((element) => `${element.tagName.toLowerCase()}: ${collapse(element.textContent)}`)
    .filter((line) => !line.endsWith(': '));
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? 'null') as unknown,
  );
  const result = {
    title: collapse(document.title),
    description: collapse(
      document.querySelector('meta[name="description"]')?.getAttribute('content'),
    ),
    text,
    jsonLd,
  };
  window.close();
  return result;
}

/** The paths of the sitemap at `baseUrl`, as paths of that server. */
export async function sitemapPaths(baseUrl: string, siteUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => {
    const url = new URL(loc.replaceAll('&amp;', '&'), siteUrl);
    return `${url.pathname}${url.search}`;
  });
}
