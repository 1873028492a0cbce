import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import type { Moved } from '@/lib/redirects';
import { publishedAddresses, type AddedPage } from '@site/core/published';

export type { AddedPage };

/**
 * The route registry: every page the site is built with, exactly once (the owner adds pages of her
 * own in the content engine: `addedPages`). Navigation, the language switcher,
 * sitemap, breadcrumbs, metadata, URL rules and the "every page" tests all read it.
 */
export type ChangeFrequency = 'weekly' | 'monthly' | 'yearly';

export interface RouteDef {
  /** Path without the language prefix, per language; `/` is home. */
  readonly paths: Readonly<Record<Locale, string>>;
  /** Sitemap entry; `null` keeps the page out of the sitemap. */
  readonly sitemap: { readonly priority: number; readonly changefreq: ChangeFrequency } | null;
  /** `false` adds `noindex` to the page. */
  readonly indexable: boolean;
  /** Short name used in breadcrumbs and menus. */
  readonly label: Readonly<Record<Locale, string>>;
  /** Render this other page and point the canonical URL at it (home aliases). */
  readonly aliasOf?: string;
  /**
   * Rendered by a route folder of its own, `app/[locale]` + `internalPath(key)`; the other pages
   * are long-form pages, rendered by the template `app/[locale]/[page]`.
   */
  readonly ownRoute?: true;
}

const same = (path: string) => ({ de: path, en: path });
const top = { priority: 1, changefreq: 'weekly' } as const;
const main = { priority: 0.9, changefreq: 'monthly' } as const;
const detail = { priority: 0.8, changefreq: 'monthly' } as const;
const minor = { priority: 0.7, changefreq: 'yearly' } as const;

export const routes = {
  home: {
    ownRoute: true,
    paths: same('/'),
    sitemap: top,
    indexable: true,
    label: { de: 'Startseite', en: 'Home' },
  },
  homeOriginal: {
    paths: same('/original'),
    sitemap: null,
    indexable: true,
    aliasOf: 'home',
    label: { de: 'Startseite', en: 'Home' },
  },
  homeRedesigned: {
    paths: same('/redesigned'),
    sitemap: null,
    indexable: true,
    aliasOf: 'home',
    label: { de: 'Startseite', en: 'Home' },
  },
  about: {
    ownRoute: true,
    paths: same('/about'),
    sitemap: main,
    indexable: true,
    label: { de: 'Über uns', en: 'About us' },
  },
  services: {
    ownRoute: true,
    paths: same('/services'),
    sitemap: main,
    indexable: true,
    label: { de: 'Leistungen', en: 'Services' },
  },
  expertise: {
    ownRoute: true,
    paths: same('/expertise'),
    sitemap: main,
    indexable: true,
    label: { de: 'Expertise', en: 'Expertise' },
  },
  contact: {
    ownRoute: true,
    paths: same('/contact'),
    sitemap: main,
    indexable: true,
    label: { de: 'Kontakt', en: 'Contact' },
  },
  bookConsultation: {
    ownRoute: true,
    paths: same('/book-consultation'),
    sitemap: top,
    indexable: true,
    label: { de: 'Erstgespräch buchen', en: 'Book a call' },
  },
  blog: {
    ownRoute: true,
    paths: same('/blog'),
    sitemap: { priority: 0.8, changefreq: 'weekly' },
    indexable: true,
    label: { de: 'Blog', en: 'Blog' },
  },
  caseStudies: {
    paths: same('/case-studies'),
    sitemap: detail,
    indexable: true,
    label: { de: 'Fallstudien', en: 'Case studies' },
  },
  insights: {
    paths: same('/insights'),
    sitemap: detail,
    indexable: true,
    label: { de: 'Insights', en: 'Insights' },
  },
  resources: {
    paths: same('/resources'),
    sitemap: detail,
    indexable: true,
    label: { de: 'Ressourcen', en: 'Resources' },
  },
  figures: {
    paths: { de: '/woher-unsere-zahlen-stammen', en: '/where-our-figures-come-from' },
    sitemap: minor,
    indexable: true,
    label: { de: 'Woher unsere Zahlen stammen', en: 'Where our figures come from' },
  },
  sitemap: {
    ownRoute: true,
    paths: same('/sitemap'),
    sitemap: minor,
    indexable: true,
    label: { de: 'Sitemap', en: 'Sitemap' },
  },
  roiCalculator: {
    ownRoute: true,
    paths: same('/roi-calculator'),
    sitemap: main,
    indexable: true,
    label: { de: 'ROI-Rechner', en: 'ROI calculator' },
  },
  solutions: {
    paths: same('/solutions'),
    sitemap: main,
    indexable: true,
    label: { de: 'Lösungen', en: 'Solutions' },
  },
  cv: {
    paths: same('/cv'),
    sitemap: minor,
    indexable: true,
    label: { de: 'Lebenslauf', en: 'CV' },
  },
  keynoteSpeaker: {
    paths: same('/keynote-speaker'),
    sitemap: detail,
    indexable: true,
    label: { de: 'Keynote-Speaker', en: 'Keynote speaker' },
  },
  riskAdvisory: {
    paths: same('/risk-advisory'),
    sitemap: detail,
    indexable: true,
    label: { de: 'Risikoberatung', en: 'Risk advisory' },
  },
  ecosystemCapabilities: {
    paths: same('/ecosystem/capabilities'),
    sitemap: detail,
    indexable: true,
    label: { de: 'Kompetenzen', en: 'Capabilities' },
  },
  ecosystemPartners: {
    ownRoute: true,
    paths: same('/ecosystem/partners'),
    sitemap: detail,
    indexable: true,
    label: { de: 'Partner', en: 'Partners' },
  },
  ecosystemPartnerEcosystem: {
    paths: { de: '/oekosystem/partner-oekosystem', en: '/ecosystem/partner-ecosystem' },
    sitemap: detail,
    indexable: true,
    label: { de: 'Partner-Ökosystem', en: 'Partner ecosystem' },
  },
  ecosystemCoCreation: {
    paths: { de: '/oekosystem/co-creation', en: '/ecosystem/co-creation' },
    sitemap: detail,
    indexable: true,
    label: { de: 'Co-Creation', en: 'Co-creation' },
  },
  joinCoCreation: {
    paths: { de: '/co-creation-beitreten', en: '/join-co-creation' },
    sitemap: detail,
    indexable: true,
    label: { de: 'Co-Creation beitreten', en: 'Join co-creation' },
  },
  embeddedInsuranceConsultant: {
    paths: same('/embedded-insurance-consultant'),
    sitemap: main,
    indexable: true,
    label: { de: 'Embedded-Insurance-Beratung', en: 'Embedded insurance consultant' },
  },
  embeddedInsuranceChallenges: {
    paths: same('/embedded-insurance-challenges'),
    sitemap: detail,
    indexable: true,
    label: { de: 'Herausforderungen', en: 'Challenges' },
  },
  embeddedInsuranceStrategy: {
    paths: same('/embedded-insurance-strategy'),
    sitemap: detail,
    indexable: true,
    label: { de: 'Strategie', en: 'Strategy' },
  },
  embeddedInsuranceImplementationGuide: {
    paths: same('/embedded-insurance-implementation-guide'),
    sitemap: detail,
    indexable: true,
    label: { de: 'Implementierungsleitfaden', en: 'Implementation guide' },
  },
  fleetServices: {
    paths: { de: '/fleet/leistungen', en: '/fleet/services' },
    sitemap: main,
    indexable: true,
    label: { de: 'Leistungen für Flotten', en: 'Fleet services' },
  },
  automotiveServices: {
    paths: { de: '/autohaeuser/leistungen', en: '/automotive/services' },
    sitemap: main,
    indexable: true,
    label: { de: 'Leistungen für Autohäuser', en: 'Dealership services' },
  },
  bankingServices: {
    paths: { de: '/banken/leistungen', en: '/banking/services' },
    sitemap: main,
    indexable: true,
    label: { de: 'Leistungen für Banken', en: 'Banking services' },
  },
  industryModules: {
    paths: { de: '/branchen-module', en: '/industry-modules' },
    sitemap: detail,
    indexable: true,
    label: { de: 'Branchenmodule', en: 'Industry modules' },
  },
  privacy: {
    ownRoute: true,
    paths: { de: '/datenschutz', en: '/privacy-policy' },
    sitemap: minor,
    indexable: true,
    label: { de: 'Datenschutzerklärung', en: 'Privacy notice' },
  },
  terms: {
    ownRoute: true,
    paths: same('/terms-of-service'),
    sitemap: minor,
    indexable: true,
    label: { de: 'Nutzungsbedingungen', en: 'Terms of use' },
  },
  disclaimer: {
    ownRoute: true,
    paths: same('/disclaimer'),
    sitemap: minor,
    indexable: true,
    label: { de: 'Haftungsausschluss', en: 'Disclaimer' },
  },
  imprint: {
    ownRoute: true,
    paths: { de: '/impressum', en: '/legal-notice' },
    sitemap: minor,
    indexable: true,
    label: { de: 'Impressum', en: 'Imprint' },
  },
  firstContact: {
    ownRoute: true,
    paths: { de: '/erstinformation', en: '/first-contact-information' },
    sitemap: minor,
    indexable: true,
    label: { de: 'Erstinformation', en: 'First-contact information' },
  },
  commercialFleets: {
    paths: same('/gewerbliche-flotten'),
    sitemap: detail,
    indexable: true,
    label: { de: 'Gewerbliche Flotten', en: 'Commercial fleets' },
  },
  fleetInsuranceOptimisation: {
    paths: same('/flottenversicherung-optimieren'),
    sitemap: detail,
    indexable: true,
    label: { de: 'Flottenversicherung optimieren', en: 'Optimising fleet insurance' },
  },
  fleetInsuranceComparison: {
    paths: same('/flottenversicherung-vergleich'),
    sitemap: detail,
    indexable: true,
    label: { de: 'Flottenversicherung im Vergleich', en: 'Comparing fleet insurance' },
  },
  telematicsInsurance: {
    paths: same('/telematik-versicherung'),
    sitemap: detail,
    indexable: true,
    label: { de: 'Telematik-Versicherung', en: 'Telematics insurance' },
  },
  fleetRiskManagement: {
    paths: same('/fuhrpark-risikomanagement'),
    sitemap: detail,
    indexable: true,
    label: { de: 'Fuhrpark-Risikomanagement', en: 'Fleet risk management' },
  },
  seoMonitoring: {
    paths: same('/seo-monitoring'),
    sitemap: null,
    indexable: false,
    label: { de: 'SEO-Monitoring', en: 'SEO monitoring' },
  },
  industryLeasing: {
    paths: same('/branchen/leasinggesellschaften'),
    sitemap: detail,
    indexable: true,
    label: { de: 'Leasinggesellschaften', en: 'Leasing companies' },
  },
  industryEmployeeFleets: {
    paths: same('/branchen/mitarbeiterflotten'),
    sitemap: detail,
    indexable: true,
    label: { de: 'Mitarbeiterflotten', en: 'Employee fleets' },
  },
  industryTransport: {
    paths: same('/branchen/transport-spedition'),
    sitemap: detail,
    indexable: true,
    label: { de: 'Transport & Spedition', en: 'Transport & haulage' },
  },
  industryParcel: {
    paths: same('/branchen/kep-dienste'),
    sitemap: detail,
    indexable: true,
    label: { de: 'KEP-Dienste', en: 'Courier & parcel services' },
  },
  industryConstruction: {
    paths: same('/branchen/bau-schwerlastflotten'),
    sitemap: detail,
    indexable: true,
    label: { de: 'Bau- & Schwerlastflotten', en: 'Construction & heavy fleets' },
  },
  industryMunicipal: {
    paths: same('/branchen/kommunale-betriebe-versorger'),
    sitemap: detail,
    indexable: true,
    label: { de: 'Kommunale Betriebe & Versorger', en: 'Municipal operators & utilities' },
  },
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;

/** Breadcrumb labels of path folders that are not pages of their own. */
export const folderLabels: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  ecosystem: { de: 'Ökosystem', en: 'Ecosystem' },
  oekosystem: { de: 'Ökosystem', en: 'Ecosystem' },
  fleet: { de: 'Flotten', en: 'Fleet' },
  autohaeuser: { de: 'Autohäuser', en: 'Automotive' },
  automotive: { de: 'Autohäuser', en: 'Automotive' },
  banken: { de: 'Banken', en: 'Banking' },
  banking: { de: 'Banken', en: 'Banking' },
  branchen: { de: 'Branchen', en: 'Industries' },
};
export const routeKeys = Object.keys(routes) as RouteKey[];

/** Whether a text names a page of the registry. */
export function isRouteKey(value: string): value is RouteKey {
  return Object.hasOwn(routes, value);
}

/**
 * A page's path inside the app, below `app/[locale]`, the same in both languages: its key in
 * kebab case (`fleetServices` → `/fleet-services`); home is `/`. Pages with `ownRoute` have their
 * folder there; the long-form pages are rendered by `app/[locale]/[page]`.
 */
export function internalPath(key: RouteKey): string {
  return key === 'home' ? '/' : `/${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** The long-form pages: neither a route folder of their own nor an alias. */
export const longFormKeys: readonly RouteKey[] = routeKeys.filter((key) => {
  const def: RouteDef = routes[key];
  return !def.ownRoute && !def.aliasOf;
});

/** Internal path (inside a language) of the prerendered blog view filtered by a category. */
export const BLOG_CATEGORY_PAGE = '/blog-category';

/** Internal path (inside a language) of the 404 page, where every path that is no page goes. */
export const NOT_FOUND_PAGE = '/page-not-found';

/** Folder segments of the path without the language prefix (`/` → `[]`). */
export function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The public URL path of a page in a language: `/fleet/leistungen`, `/en/fleet/services`, `/en`. */
export function pathFor(key: RouteKey, locale: Locale): string {
  return publicPathOf(routes[key].paths[locale], locale);
}

/** The page whose path in `locale` is `path` (without language prefix). */
export function routeAt(locale: Locale, path: string): RouteKey | undefined {
  return routeKeys.find((key) => routes[key].paths[locale] === path);
}

/** Blog articles have their own route, `/blog/<slug>`; their paths pair up like the registry's. */
export function articlePaths(slug: Readonly<Record<Locale, string>>): Record<Locale, string> {
  return { de: `/blog/${slug.de}`, en: `/blog/${slug.en}` };
}

const ARTICLE_PATH = /^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a path inside a language has the shape of an article's (`/blog/<slug>`). */
export function isArticlePath(path: string): boolean {
  return ARTICLE_PATH.test(path);
}

/**
 * The published articles' paths, as the HTTP server last read them from the content engine
 * (`src/server/content/addresses.ts`); empty in the browser, which never needs them.
 */
export function setPublishedArticlePaths(paths: readonly Readonly<Record<Locale, string>>[]) {
  publishedAddresses.articles = paths;
}

/** The pages the owner added and published, read with the articles' paths. */
export function setAddedPages(pages: readonly AddedPage[]) {
  publishedAddresses.pages = pages;
}

/** The published pages the owner added (none in the browser: its components are handed them). */
export function addedPages(): readonly AddedPage[] {
  return publishedAddresses.pages;
}

/** Internal path (inside a language) of the folder that renders the pages the owner adds. */
export const ADDED_PAGE = '/added';

/** A page the owner added, inside the app: `/added/<key>`. */
export function addedPagePath(key: string): string {
  return `${ADDED_PAGE}/${key}`;
}

/** The key of the added page an internal path renders, if it is one. */
export function addedPageKeyOf(path: string): string | undefined {
  const [folder, key, ...rest] = segmentsOf(path);
  return `/${folder}` === ADDED_PAGE && key && rest.length === 0 && /^[a-z0-9-]+$/.test(key)
    ? key
    : undefined;
}

/** What the browser is told of a page the owner added: its key and paths. */
export type AddedAddress = Pick<AddedPage, 'key' | 'paths'>;

/** The published page the owner added whose path in `locale` is `path`. */
export function addedPageAt(locale: Locale, path: string): AddedPage | undefined {
  return publishedAddresses.pages.find((page) => page.paths[locale] === path);
}

/** The pages whose published blocks show a form, by key, read with the articles' paths. */
export function setPagesWithForms(keys: Iterable<string>) {
  publishedAddresses.forms = new Set(keys);
}

/** The pages whose form is theirs whatever their content says. */
const FORM_PAGES: readonly RouteKey[] = ['contact', 'bookConsultation'];

/**
 * Whether the page at a public path shows a form, which carries the time the server made it and
 * is sent back to the page: the contact and booking pages, and every page whose published blocks
 * hold one.
 */
export function takesForm(publicPath: string): boolean {
  const { locale, path } = localeOfPath(publicPath);
  if (publicPathOf(path, locale) !== publicPath) return false;
  const key = routeAt(locale, path);
  if (key) return FORM_PAGES.includes(key) || publishedAddresses.forms.has(canonicalKey(key));
  const added = addedPageAt(locale, path);
  return added !== undefined && publishedAddresses.forms.has(added.key);
}

/** The former addresses of renamed and deleted content, read with the articles' paths. */
export function setContentRedirects(redirects: ReadonlyMap<string, Moved>) {
  publishedAddresses.redirects = redirects;
}

/**
 * Where the content that was at a public path went: its new path, `null` when it is gone, and
 * `undefined` when nothing was ever there (or something is there now: ask `pathsAt` first).
 */
export function movedFrom(publicPath: string): Moved | undefined {
  return publishedAddresses.redirects.get(publicPath);
}

/**
 * The paths in each language of the page at `path` in `locale`: a registry page, a published
 * article or a published page the owner added (which may be in one language only).
 */
export function pathsAt(
  locale: Locale,
  path: string,
): Readonly<Partial<Record<Locale, string>>> | undefined {
  const key = routeAt(locale, path);
  if (key) return routes[key].paths;
  return (
    publishedAddresses.articles.find((paths) => paths[locale] === path) ??
    addedPageAt(locale, path)?.paths
  );
}

/** A path inside a language, made public: `/about` in English is `/en/about`. */
export function publicPathOf(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Whether a path inside a language is a page of the site (anything else is answered 404). */
export function isPagePath(locale: Locale, path: string): boolean {
  return pathsAt(locale, path) !== undefined;
}

/** The key whose canonical page this route renders (itself unless it is an alias). */
export function canonicalKey(key: RouteKey): RouteKey {
  const alias: string | undefined = (routes[key] as RouteDef).aliasOf;
  return alias ? (alias as RouteKey) : key;
}

/**
 * Splits a public path into its language and the path inside that language:
 * `/en/fleet/services` → `{ locale: 'en', path: '/fleet/services' }`.
 */
export function localeOfPath(publicPath: string): { locale: Locale; path: string } {
  const [first, ...rest] = segmentsOf(publicPath);
  if (first !== undefined && isLocale(first)) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: defaultLocale, path: publicPath || '/' };
}

/**
 * The same page in the other language, for a public path; `undefined` if the path is no page, or
 * no page in that language. An article's link keeps its slug: the URL rules send the other
 * language's slug on to this one's. The pages the owner added are passed in, since the browser
 * does not hold them.
 */
export function alternatePath(
  publicPath: string,
  target: Locale,
  added: readonly AddedAddress[],
): string | undefined {
  const { locale, path } = localeOfPath(publicPath);
  const key = routeAt(locale, path);
  if (key) return publicPathOf(routes[key].paths[target], target);
  if (isArticlePath(path)) return publicPathOf(path, target);
  const page = added.find((candidate) => candidate.paths[locale] === path);
  const there = page?.paths[target];
  return there === undefined ? undefined : publicPathOf(there, target);
}

/**
 * The public path of the page being rendered, from the path Next.js reports (`usePathname`): in
 * the browser the public path itself, while rendering on the server the page's path inside the app
 * (`/de/fleet-services` → `/fleet/leistungen`, `/de/added/<key>` → the added page's address).
 */
export function publicPathOfRendered(pathname: string, added: readonly AddedAddress[]): string {
  const { locale, path } = localeOfPath(pathname);
  if (routeAt(locale, path) || isArticlePath(path)) return publicPathOf(path, locale);
  if (path.startsWith(`${BLOG_CATEGORY_PAGE}/`)) return pathFor('blog', locale);
  const addedKey = addedPageKeyOf(path);
  const addedPath = added.find((page) => page.key === addedKey)?.paths[locale];
  if (addedPath !== undefined) return publicPathOf(addedPath, locale);
  const key = routeKeys.find((candidate) => internalPath(candidate) === path);
  return key ? pathFor(key, locale) : pathname;
}
