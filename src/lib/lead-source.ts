import { countedPage } from './page-views';
import { campaignValue, hostValue, SOURCE_FIELDS, type VisitSource } from './visit-source';

/** Where a lead came from, as the server checks and stores what its form sent (./visit-source.ts). */

/** A lead's source as it is stored (`null` for what is unknown). */
export interface LeadSource {
  /** The page the form was sent from. */
  readonly sourcePath: string | null;
  /** The page the visit began on. */
  readonly entryPath: string | null;
  /** The referring site's host; `''` for none. */
  readonly sourceHost: string | null;
  readonly utmSource: string | null;
  readonly utmCampaign: string | null;
}

/** What the back office shows for a value that is not known. */
export const NO_VALUE = '–';

/** A lead's campaign as the back office shows it, `source / name`; `undefined` for none. */
export function campaignName(source: LeadSource): string | undefined {
  if (source.utmSource === null && source.utmCampaign === null) return undefined;
  return `${source.utmSource ?? NO_VALUE} / ${source.utmCampaign ?? NO_VALUE}`;
}

/** A lead whose source is unknown. */
export const NO_SOURCE: LeadSource = {
  sourcePath: null,
  entryPath: null,
  sourceHost: null,
  utmSource: null,
  utmCampaign: null,
};

/** `path` when it is a page of the site (in the route registry, or an article). */
function pageOf(path: string | null): string | null {
  return path !== null && path.length <= 200 && countedPage(path) === path ? path : null;
}

/**
 * The source of a lead from its form's hidden fields and `formPage` (the path of the page the
 * form was sent from, from the request's referrer), checked as anything a client sends: the pages
 * only when they are pages of the site, the host only when it is a host name other than
 * `ownHost`, the campaign only as a name of up to 100 letters, digits and `._~+-`. Without the fields (no JavaScript)
 * the entry page and the referring site are unknown (`null`); with them, a visit from no other
 * site has the host `''`.
 */
export function leadSource(
  data: Pick<FormData, 'get'>,
  formPage: string | null,
  ownHost: string,
): LeadSource {
  const field = (name: keyof VisitSource) => {
    const value = data.get(SOURCE_FIELDS[name]);
    return typeof value === 'string' ? value : undefined;
  };
  const noted = field('host') !== undefined;
  const orNull = (value: string) => (value === '' ? null : value);
  return {
    sourcePath: pageOf(formPage),
    entryPath: pageOf(field('entry') ?? null),
    sourceHost: noted ? hostValue(field('host') ?? '', ownHost.toLowerCase()) : null,
    utmSource: orNull(campaignValue(field('utmSource'))),
    utmCampaign: orNull(campaignValue(field('utmCampaign'))),
  };
}
