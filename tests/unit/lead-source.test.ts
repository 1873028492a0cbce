import { describe, expect, it } from 'vitest';
import {
  hasCampaign,
  leadSource,
  SOURCE_FIELDS,
  visitSourceOf,
  type VisitSource,
} from '@/lib/lead-source';
import { conversionOf } from '@/lib/statistics';

/** Where a lead came from: noted by the browser when a visit begins, checked by the server. */

const at = (pathname: string, hash = '', hostname = 'keller-advisory.example') => ({
  pathname,
  hash,
  hostname,
});

const form = (source: Partial<VisitSource>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(source))
    data.set(SOURCE_FIELDS[key as keyof VisitSource], value);
  return data;
};

describe('the source a visit begins with', () => {
  it('is the first page, the referring site’s host and the campaign of the fragment', () => {
    expect(
      visitSourceOf(
        at('/en/fleet/services', '#utm_source=linkedin&UTM_CAMPAIGN=Herbst%202026'),
        'https://www.linkedin.com/feed/',
      ),
    ).toEqual({
      entry: '/en/fleet/services',
      host: 'www.linkedin.com',
      utmSource: 'linkedin',
      utmCampaign: 'Herbst 2026',
    });
  });

  it('names no host for a visit from this site, from none, or from what is no web address', () => {
    for (const referrer of [
      'https://keller-advisory.example/about',
      '',
      'not a url',
      'about:blank',
    ])
      expect(visitSourceOf(at('/'), referrer).host).toBe('');
  });

  it('keeps a campaign value to one line of 100 characters', () => {
    const source = visitSourceOf(
      at('/', `#utm_campaign=${encodeURIComponent(`a\n\tb${'c'.repeat(200)}`)}`),
      '',
    );
    expect(source.utmCampaign).toBe(`a b${'c'.repeat(97)}`);
    expect(source.utmSource).toBe('');
  });

  it('finds a campaign in the fragment only where the URL rules put one', () => {
    expect(hasCampaign('#utm_source=x')).toBe(true);
    expect(hasCampaign('#a=1&UTM_Campaign=y')).toBe(true);
    expect(hasCampaign('#pricing')).toBe(false);
    expect(hasCampaign('#utm_medium=x')).toBe(false);
    expect(hasCampaign('')).toBe(false);
  });
});

describe('the source a lead keeps', () => {
  it('takes the form’s fields when they hold a page of the site and a host name', () => {
    expect(
      leadSource(
        form({
          entry: '/en/fleet/services',
          host: 'www.linkedin.com',
          utmSource: 'linkedin',
          utmCampaign: 'autumn',
        }),
        '/en/contact',
        'keller-advisory.example',
      ),
    ).toEqual({
      sourcePath: '/en/fleet/services',
      sourceHost: 'www.linkedin.com',
      utmSource: 'linkedin',
      utmCampaign: 'autumn',
    });
  });

  it('falls back to the form’s own page without the fields (no JavaScript)', () => {
    expect(leadSource(new FormData(), '/en/contact', 'keller-advisory.example')).toEqual({
      sourcePath: '/en/contact',
      sourceHost: null,
      utmSource: null,
      utmCampaign: null,
    });
  });

  it('refuses what a client makes up: no page of the site, no host name, this site', () => {
    for (const entry of ['/backoffice', '/en/contact?x=1', 'https://evil.example/', '/.env'])
      expect(leadSource(form({ entry }), '/kontakt', 'site.example').sourcePath).toBe('/kontakt');
    for (const host of [
      'evil.example/path',
      '<script>',
      'Site.Example',
      `${'a'.repeat(201)}.example`,
      'a..b',
    ])
      expect(leadSource(form({ host }), null, 'site.example').sourceHost).toBeNull();
    expect(
      leadSource(form({ utmSource: `x\u0000${'y'.repeat(300)}` }), null, 'site.example').utmSource,
    ).toHaveLength(100);
  });
});

describe('the funnel’s conversion', () => {
  it('is the leads per view, and none without views', () => {
    expect(conversionOf({ name: '/en', views: 200, enquiries: 3, bookings: 1 })).toBe(0.02);
    expect(conversionOf({ name: '', views: null, enquiries: 3, bookings: 1 })).toBeUndefined();
    expect(conversionOf({ name: '/en', views: 0, enquiries: 1, bookings: 0 })).toBeUndefined();
  });
});
