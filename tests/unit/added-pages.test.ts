import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addedPageOf, addressProblem, languagesOf, type AddedPageRow } from '@/lib/added-pages';
import { compileRedirects } from '@/lib/redirects';
import { pageMetadata } from '@/lib/seo';
import { sitemapEntries } from '@/lib/sitemap';
import { appPathOf, resolveUrl } from '@/lib/url-rules';
import {
  alternatePath,
  publicPathOfRendered,
  setAddedPages,
  setContentRedirects,
  setPagesWithForms,
  takesForm,
  type AddedPage,
} from '@/site/routes';
import { repeatedForm } from '@/content/blocks';
import { pageCacheKey } from '@/lib/request-plan';
import { screenRequest } from '@/lib/request-screen';
import { absoluteUrl } from '@/site/config';

const webinar: AddedPage = {
  key: 'ab12cd34',
  paths: { de: '/webinar-flotten', en: '/webinar-fleets' },
  indexable: true,
  navigation: 'header',
  label: { de: 'Webinar', en: 'Webinar' },
};
const germanOnly: AddedPage = {
  key: 'ef56ab78',
  paths: { de: '/aktion/herbst' },
  indexable: false,
  navigation: 'none',
  label: { de: 'Herbstaktion', en: 'Herbstaktion' },
};

beforeEach(() => setAddedPages([webinar, germanOnly]));
afterEach(() => {
  setAddedPages([]);
  setContentRedirects(new Map());
});

const decide = (url: string) =>
  resolveUrl({ url, host: 'example.com', method: 'GET', siteUrl: 'https://example.com' });
const query = () => new URLSearchParams();

describe('a page the owner added, as the URL rules serve it', () => {
  it('is served at its address in each of its languages, from its path in the app', () => {
    expect(decide('/webinar-flotten')).toEqual({ kind: 'pass' });
    expect(decide('/en/webinar-fleets')).toEqual({ kind: 'pass' });
    expect(appPathOf('/webinar-flotten', query())).toEqual({
      path: '/de/added/ab12cd34',
      status: 200,
    });
    expect(appPathOf('/en/webinar-fleets', query())).toEqual({
      path: '/en/added/ab12cd34',
      status: 200,
    });
    expect(appPathOf('/aktion/herbst', query())).toEqual({
      path: '/de/added/ef56ab78',
      status: 200,
    });
  });

  it('sends the other language’s address to this language’s, and a missing language home', () => {
    expect(decide('/en/webinar-flotten')).toMatchObject({
      status: 301,
      location: '/en/webinar-fleets',
    });
    expect(decide('/webinar-fleets')).toMatchObject({ status: 301, location: '/webinar-flotten' });
    expect(decide('/en/aktion/herbst')).toMatchObject({ status: 301, location: '/en' });
  });

  it('is not found once withdrawn, gone (410) once deleted, and moved (301) once renamed', () => {
    setAddedPages([]);
    expect(appPathOf('/webinar-flotten', query())).toEqual({
      path: '/de/page-not-found',
      status: 404,
    });
    setContentRedirects(
      compileRedirects([
        { from: '/webinar-flotten', to: null },
        { from: '/en/webinar-fleets', to: '/en/webinar-fleets-2027' },
      ]),
    );
    expect(appPathOf('/webinar-flotten', query())?.status).toBe(410);
    expect(decide('/en/webinar-fleets')).toMatchObject({
      status: 301,
      location: '/en/webinar-fleets-2027',
    });
  });

  it('opens its path in the app only for a preview of drafts', () => {
    expect(appPathOf('/added/ab12cd34', query())).toEqual({
      path: '/de/page-not-found',
      status: 404,
    });
    expect(appPathOf('/en/added/99zz', query(), { preview: true })).toEqual({
      path: '/en/added/99zz',
      status: 200,
    });
  });

  it('names the page in the other language for the language switch, and its address while rendered', () => {
    expect(alternatePath('/webinar-flotten', 'en', [webinar])).toBe('/en/webinar-fleets');
    expect(alternatePath('/en/webinar-fleets', 'de', [webinar])).toBe('/webinar-flotten');
    expect(alternatePath('/aktion/herbst', 'en', [germanOnly])).toBeUndefined();
    expect(alternatePath('/webinar-flotten', 'en', [])).toBeUndefined();
    expect(publicPathOfRendered('/en/added/ab12cd34', [webinar])).toBe('/en/webinar-fleets');
    expect(publicPathOfRendered('/webinar-flotten', [webinar])).toBe('/webinar-flotten');
  });
});

describe('an added page’s address', () => {
  it.each(['/webinar', '/aktion/herbst-2027', '/a/b/c'])('%s may be one', (path) => {
    expect(addressProblem(path)).toBeUndefined();
  });

  it.each([
    'webinar',
    '/Webinar',
    '/webinar/',
    '/web--inar',
    '/a/b/c/d',
    '/ü',
    `/${'a'.repeat(80)}`,
  ])('%s has no address’s form', (path) => {
    expect(addressProblem(path)).toEqual({ kind: 'form' });
  });

  it.each([
    ['/contact', 'contact'],
    ['/fleet/leistungen', 'fleetServices'],
    ['/privacy-policy', 'privacy'],
    ['/fleet-services', 'fleetServices'],
  ])('%s is the registry page %s’s', (path, page) => {
    expect(addressProblem(path)).toEqual({ kind: 'registry', page });
  });

  it.each([
    ['/blog/neu', 'blog'],
    ['/en/webinar', 'en'],
    ['/backoffice', 'backoffice'],
    ['/og/x', 'og'],
    ['/added/x', 'added'],
    ['/home', 'home'],
    ['/tools', 'tools'],
    ['/media/bild', 'media'],
  ])('%s begins with a folder the URL rules keep (%s)', (path, segment) => {
    expect(addressProblem(path)).toEqual({ kind: 'reserved', segment });
  });
});

describe('a published added page’s row', () => {
  const row: AddedPageRow = {
    key: 'ab12cd34',
    languages: 'both',
    address_de: '/webinar-flotten',
    address_en: '/webinar-fleets',
    indexable: true,
    navigation: 'footer',
    label_de: null,
    label_en: 'Webinar',
    title_de: 'Webinar: Flotten',
    title_en: 'Webinar: fleets',
  };

  it('is shown in its languages, named by its label or else its title', () => {
    expect(addedPageOf(row)).toEqual({
      key: 'ab12cd34',
      paths: { de: '/webinar-flotten', en: '/webinar-fleets' },
      indexable: true,
      navigation: 'footer',
      label: { de: 'Webinar: Flotten', en: 'Webinar' },
    });
  });

  it('is indexable only in both languages, and keeps no address of a language it is not in', () => {
    expect(addedPageOf({ ...row, languages: 'en' })).toMatchObject({
      paths: { en: '/webinar-fleets' },
      indexable: false,
    });
    expect(addedPageOf({ ...row, indexable: false })?.indexable).toBe(false);
    expect(addedPageOf({ ...row, address_de: null, address_en: null })).toBeUndefined();
    expect(languagesOf(null)).toEqual(['de', 'en']);
  });
});

describe('an added page for search engines', () => {
  it('is in the sitemap in both languages, naming each other, unless it is not indexable', () => {
    const entries = sitemapEntries([], [webinar, germanOnly]);
    const urls = entries.map((entry) => entry.url);
    expect(urls).toContain(absoluteUrl('/webinar-flotten'));
    expect(urls).toContain(absoluteUrl('/en/webinar-fleets'));
    expect(urls).not.toContain(absoluteUrl('/aktion/herbst'));
    expect(
      entries.find((entry) => entry.url === absoluteUrl('/en/webinar-fleets'))?.alternates,
    ).toEqual({
      languages: {
        de: absoluteUrl('/webinar-flotten'),
        en: absoluteUrl('/en/webinar-fleets'),
        'x-default': absoluteUrl('/webinar-flotten'),
      },
    });
  });

  it('has its canonical address and names only the languages it is in', () => {
    const image = () => ({ url: absoluteUrl('/og/de/ef56ab78'), width: 1200, height: 630 });
    const copy = { title: 'Herbstaktion', description: 'Angebot', heading: 'Herbst' };
    const meta = pageMetadata({ ...germanOnly, image }, 'de', copy);
    expect(meta.alternates?.canonical).toBe(absoluteUrl('/aktion/herbst'));
    expect(meta.alternates?.languages).toEqual({
      de: absoluteUrl('/aktion/herbst'),
      'x-default': absoluteUrl('/aktion/herbst'),
    });
    expect(meta.robots).toEqual({ index: false, follow: true });
  });
});

describe('a page whose blocks show a form', () => {
  afterEach(() => setPagesWithForms([]));
  const post = (url: string) =>
    screenRequest({
      method: 'POST',
      url,
      headers: { 'content-length': '10', 'content-type': 'application/x-www-form-urlencoded' },
    });
  const get = (url: string) => pageCacheKey({ method: 'GET', url, headers: {} });

  it('is rendered for each visitor and takes its form, in each of its languages', () => {
    expect(get('/webinar-flotten')).toBe(' /webinar-flotten');
    expect(post('/webinar-flotten')?.status).toBe(405);
    setPagesWithForms(['ab12cd34', 'embeddedInsuranceStrategy']);
    for (const path of [
      '/webinar-flotten',
      '/en/webinar-fleets',
      '/embedded-insurance-strategy',
      '/en/embedded-insurance-strategy',
    ]) {
      expect(takesForm(path), path).toBe(true);
      expect(get(path), path).toBeUndefined();
      expect(post(path), path).toBeUndefined();
    }
  });

  it('leaves every other page to the page cache and refuses a post to it', () => {
    setPagesWithForms(['ab12cd34']);
    for (const path of ['/aktion/herbst', '/about', '/en/webinar-flotten', '/webinar-fleets']) {
      expect(takesForm(path), path).toBe(false);
      expect(post(path)?.status, path).toBe(405);
    }
    expect(get('/aktion/herbst')).toBe(' /aktion/herbst');
    // The contact and booking pages show theirs whatever the content says.
    for (const path of ['/contact', '/en/contact', '/book-consultation', '/en/book-consultation'])
      expect(takesForm(path), path).toBe(true);
  });
});

describe('a body’s forms', () => {
  it('stand once each on a page', () => {
    const form = (kind: 'contact' | 'booking') => ({ blockType: 'form', form: kind });
    expect(repeatedForm([form('contact'), { blockType: 'text' }, form('booking')])).toBeUndefined();
    expect(repeatedForm([form('booking'), form('contact'), form('booking')])).toBe('booking');
  });
});
