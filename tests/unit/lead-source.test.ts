import { describe, expect, it } from 'vitest';
import { campaignName, leadSource, NO_SOURCE } from '@/lib/lead-source';
import { hasCampaign, SOURCE_FIELDS, visitSourceOf, type VisitSource } from '@/lib/visit-source';

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
        at('/en/fleet/services', '#utm_source=linkedin&UTM_CAMPAIGN=Herbst+2026'),
        'https://www.linkedin.com/feed/',
      ),
    ).toEqual({
      entry: '/en/fleet/services',
      host: 'www.linkedin.com',
      utmSource: 'linkedin',
      utmCampaign: 'Herbst+2026',
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

  it('keeps a campaign value only as a name of up to 100 letters, digits and ._~+-', () => {
    const campaign = (value: string) =>
      visitSourceOf(at('/', `#utm_campaign=${value}`), '').utmCampaign;
    expect(campaign('q4_2026-dach.fleet~v2')).toBe('q4_2026-dach.fleet~v2');
    expect(campaign(`${'c'.repeat(100)}`)).toBe('c'.repeat(100));
    // Anything else is dropped whole: text for the owner's eyes, a line break, markup, emoji.
    for (const value of [
      'c'.repeat(101),
      encodeURIComponent('Call 0800 123 now'),
      encodeURIComponent('a\nb'),
      encodeURIComponent('<b>x</b>'),
      encodeURIComponent('\u202eabc'),
      encodeURIComponent('🚗'),
      '%E0%A4%A',
    ])
      expect(campaign(value)).toBe('');
  });

  it('notes no entry page for a page loaded again (reload, Back): only the referring site', () => {
    expect(
      visitSourceOf(at('/en/contact', '#utm_source=x'), 'https://www.linkedin.com/', true),
    ).toEqual({ entry: '', host: 'www.linkedin.com', utmSource: '', utmCampaign: '' });
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
      sourcePath: '/en/contact',
      entryPath: '/en/fleet/services',
      sourceHost: 'www.linkedin.com',
      utmSource: 'linkedin',
      utmCampaign: 'autumn',
    });
  });

  it('knows a visit from no other site from one it cannot know (no JavaScript)', () => {
    expect(leadSource(form({ entry: '/', host: '' }), '/kontakt', 'site.example')).toMatchObject({
      entryPath: '/',
      sourceHost: '',
    });
    expect(leadSource(new FormData(), '/en/contact', 'keller-advisory.example')).toEqual({
      ...NO_SOURCE,
      sourcePath: '/en/contact',
    });
  });

  it('refuses what a client makes up: no page of the site, no host name, this site', () => {
    for (const page of ['/backoffice', '/en/contact?x=1', 'https://evil.example/', '/.env', ''])
      expect(leadSource(form({ entry: page }), page, 'site.example')).toMatchObject({
        sourcePath: null,
        entryPath: null,
      });
    for (const host of [
      'evil.example/path',
      '<script>',
      'Site.Example',
      `${'a'.repeat(201)}.example`,
      'a..b',
    ])
      expect(leadSource(form({ host }), null, 'site.example').sourceHost).toBe('');
    for (const utmSource of [`x\u0000y`, 'y'.repeat(101), 'Gewinnen Sie jetzt!'])
      expect(leadSource(form({ utmSource }), null, 'site.example').utmSource).toBeNull();
  });

  it('names a campaign by its source and name, a missing one as a dash', () => {
    expect(campaignName({ ...NO_SOURCE, utmSource: 'linkedin', utmCampaign: 'autumn' })).toBe(
      'linkedin / autumn',
    );
    expect(campaignName({ ...NO_SOURCE, utmCampaign: 'autumn' })).toBe('– / autumn');
    expect(campaignName({ ...NO_SOURCE, utmSource: 'autumn' })).toBe('autumn / –');
    expect(campaignName(NO_SOURCE)).toBeUndefined();
  });
});
