import { JSDOM } from 'jsdom';
import { expect, test } from '@playwright/test';
import { baseUrl } from './support/site';
import { seedArticles } from '@/content/blog/articles';
import { bannedFor, formulas, HANDFUL, plusFigure } from '@/content/copy-rules';
import { figureProblems } from '@/content/figure-check';
import { locales, type Locale } from '@/i18n/locales';
import {
  articlePaths,
  canonicalKey,
  pathFor,
  publicPathOf,
  routeKeys,
  type RouteKey,
} from '@/site/routes';
import { company } from '@/site/company';

/** The repository's articles, as the content engine imports them on a fresh start. */
const articles = seedArticles();

/**
 * The copy as a careful reader meets it: the rendered text of every page in both languages,
 * title and description included, checked for claims the firm must not make, the wrong term for
 * a concept, formulas repeated across the site and figures in any but their defined form.
 */

interface RenderedPage {
  readonly path: string;
  readonly key: RouteKey | 'article';
  readonly locale: Locale;
  readonly text: string;
}

const pageList = [
  ...routeKeys
    .filter((key) => canonicalKey(key) === key)
    .flatMap((key) => locales.map((locale) => ({ key, locale, path: pathFor(key, locale) }))),
  ...articles.flatMap((article) =>
    locales.map((locale) => ({
      key: 'article' as const,
      locale,
      path: publicPathOf(articlePaths(article.slug)[locale], locale),
    })),
  ),
];

async function render({ key, locale, path }: (typeof pageList)[number]): Promise<RenderedPage> {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  expect(response.status, path).toBe(200);
  const { document } = new JSDOM(await response.text()).window;
  // The calculator's own arithmetic (its inputs and scenario values) is not quoted copy.
  document
    .querySelectorAll('script, style, noscript, template, [data-calculation]')
    .forEach((node) => node.remove());
  // Parts marked as the other language (the language switch) are not this page's copy.
  document.querySelectorAll('body [lang]').forEach((node) => {
    if (node.getAttribute('lang') !== locale) node.remove();
  });
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
  const blocks = [...document.body.querySelectorAll('h1, h2, h3, h4, p, li, dt, dd, td, th, a')]
    .filter((node) => !node.querySelector('h1, h2, h3, h4, p, li, dt, dd, td, th'))
    .map((node) => node.textContent ?? '');
  const text = [document.title, description ?? '', ...blocks]
    .join('\n')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[ \t]+/g, ' ');
  return { key, locale, path, text };
}

let rendered: RenderedPage[] | undefined;
async function site(): Promise<RenderedPage[]> {
  rendered ??= await Promise.all(pageList.map(render));
  return rendered;
}

/** Where the 220-vehicle example fits: fleet pages, the case studies, the ROI calculator. */
const fleetExamplePages: ReadonlySet<RouteKey | 'article'> = new Set<RouteKey>([
  'fleetServices',
  'commercialFleets',
  'fleetInsuranceOptimisation',
  'fleetInsuranceComparison',
  'telematicsInsurance',
  'fleetRiskManagement',
  'industryLeasing',
  'industryEmployeeFleets',
  'industryTransport',
  'industryParcel',
  'industryConstruction',
  'industryMunicipal',
  'caseStudies',
  'roiCalculator',
  'figures',
]);

const matches = (text: string, pattern: RegExp) => [
  ...text.matchAll(
    new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
  ),
];

const sentencesWith = (pages: RenderedPage[], pattern: RegExp) =>
  new Set(
    pages.flatMap((page) =>
      page.text
        .split(/(?<=[.!?])\s+|\n/)
        .filter((sentence) => new RegExp(pattern.source, 'i').test(sentence)),
    ),
  );

for (const locale of locales) {
  test.describe(`the copy in ${locale}`, () => {
    const pagesIn = async () => (await site()).filter((page) => page.locale === locale);

    test('makes no claim the firm cannot stand behind and uses one term per concept', async () => {
      const found = (await pagesIn()).flatMap((page) =>
        [...bannedFor(company.regulatoryStatus.kind, locale), plusFigure].flatMap((pattern) =>
          matches(page.text, pattern).map((match) => `${page.path}: “${match[0]}”`),
        ),
      );
      expect(found).toEqual([]);
    });

    test('repeats its formulas in at most a handful of sentences across the site', async () => {
      const pages = await pagesIn();
      for (const formula of formulas[locale]) {
        const sentences = [...sentencesWith(pages, formula)];
        expect(sentences.length, `${formula.source}:\n${sentences.join('\n')}`).toBeLessThanOrEqual(
          HANDFUL,
        );
      }
    });

    test('quotes the 220-vehicle example only on fleet pages, the case studies and the ROI calculator', async () => {
      const misplaced = (await pagesIn())
        .filter((page) => !fleetExamplePages.has(page.key) && /\b220\b/.test(page.text))
        .map((page) => page.path);
      expect(misplaced).toEqual([]);
    });

    test('quotes every defined figure in its defined form, with no hedge beside it', async () => {
      const found = (await pagesIn()).flatMap((page) =>
        figureProblems(page.text, locale, page.key !== 'figures').map(
          (problem) => `${page.path}: ${problem}`,
        ),
      );
      expect(found).toEqual([]);
    });
  });
}
