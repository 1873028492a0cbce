/** The campaign parameters a lead keeps as its source. */
export const CAMPAIGN_PARAMETERS = ['utm_source', 'utm_campaign'] as const;

/**
 * What the browser notes of a visit, for the lead it may send (kept light: every page loads it).
 * Where a lead came from, without cookies or identifiers: the browser notes, when a page of the
 * site is loaded, the page the visit began on, the host of the site that sent the visitor and the
 * campaign of the link (`utm_source`, `utm_campaign`, which the URL rules hand over in the
 * fragment). It keeps them in the page's memory only, while the visitor moves inside the site in
 * that tab, and the enquiry and booking forms send them in hidden fields. Nothing else of the
 * visit is kept. A page loaded again (reloaded, or reached with Back or Forward) is not where the
 * visit began: it notes the referring site, which the browser keeps with the page, and no entry.
 */
export interface VisitSource {
  /** The path of the page the visit began on (`''` when the page cannot know it). */
  readonly entry: string;
  /** The referring site's host, `''` when there was none (or it was this site). */
  readonly host: string;
  readonly utmSource: string;
  readonly utmCampaign: string;
}

/** The hidden fields of the lead forms that carry a `VisitSource`. */
export const SOURCE_FIELDS = {
  entry: 'sourceEntry',
  host: 'sourceHost',
  utmSource: 'utmSource',
  utmCampaign: 'utmCampaign',
} as const satisfies Record<keyof VisitSource, string>;

/** The longest campaign value a lead keeps. */
export const MAX_CAMPAIGN_LENGTH = 100;

/** The longest host name (as the page views keep a referring host). */
const MAX_HOST_LENGTH = 200;

/** A host name as `URL` writes it: lower case, punycode, no port. */
const HOST_NAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;

/**
 * The characters a campaign value may hold: letters, digits and `._~+-`, as campaign names are
 * written in links. A value with any other character (text for the owner's eyes, markup, a line
 * break) is dropped whole, not stored.
 */
const CAMPAIGN_VALUE = /^[A-Za-z0-9._~+-]+$/;

/** A campaign value as it is kept: `''` for none, or for one that is no campaign name. */
export function campaignValue(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return text.length <= MAX_CAMPAIGN_LENGTH && CAMPAIGN_VALUE.test(text) ? text : '';
}

/** The pairs of a fragment (`#a=1&b=2`), decoded; a `+` stays a `+`, as campaign names use it. */
function fragmentPairs(hash: string): [string, string][] {
  const decoded = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return '';
    }
  };
  return hash
    .replace(/^#/, '')
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0
        ? [decoded(pair), '']
        : [decoded(pair.slice(0, at)), decoded(pair.slice(at + 1))];
    });
}

/** The referring site's host, `''` for none, for this site's own `ownHost` or for what is no host. */
export function hostValue(host: string, ownHost: string): string {
  const name = host.toLowerCase();
  return name.length <= MAX_HOST_LENGTH && HOST_NAME.test(name) && name !== ownHost ? name : '';
}

/**
 * What the browser notes when a visit begins: `location` is the page's address, `referrer` the
 * document's referrer (`document.referrer`).
 */
export function visitSourceOf(
  location: { readonly pathname: string; readonly hash: string; readonly hostname: string },
  referrer: string,
  loadedAgain = false,
): VisitSource {
  const campaign = fragmentPairs(location.hash);
  const parameter = (name: (typeof CAMPAIGN_PARAMETERS)[number]) =>
    campaignValue(campaign.find(([key]) => key.toLowerCase() === name)?.[1]);
  let host = '';
  if (URL.canParse(referrer)) host = hostValue(new URL(referrer).hostname, location.hostname);
  if (loadedAgain) return { entry: '', host, utmSource: '', utmCampaign: '' };
  return {
    entry: location.pathname,
    host,
    utmSource: parameter('utm_source'),
    utmCampaign: parameter('utm_campaign'),
  };
}

/** Whether the address's fragment holds a campaign, which the page then removes. */
export function hasCampaign(hash: string): boolean {
  return /[#&]utm_(?:source|campaign)=/i.test(hash);
}
