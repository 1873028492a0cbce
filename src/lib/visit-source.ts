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
 * A campaign value as it is shown: one line without control or format characters (which could
 * reorder or hide what the back office shows), at most 100 characters.
 */
export function campaignValue(value: string | null | undefined): string {
  const line = (value ?? '')
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(line).slice(0, MAX_CAMPAIGN_LENGTH).join('').trim();
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
  const campaign = new URLSearchParams(location.hash.replace(/^#/, ''));
  const parameter = (name: (typeof CAMPAIGN_PARAMETERS)[number]) =>
    campaignValue([...campaign].find(([key]) => key.toLowerCase() === name)?.[1]);
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
