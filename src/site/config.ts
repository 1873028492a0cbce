/** Canonical origin of the site, fixed at build time (see README, "Environment"). */
const DEFAULT_SITE_URL = 'http://localhost:3000';

export function normaliseSiteUrl(value: string | undefined): string {
  const raw = value && value.trim() ? value.trim() : DEFAULT_SITE_URL;
  return new URL(raw).origin;
}

export const siteUrl = normaliseSiteUrl(process.env.SITE_URL);

/** Absolute URL of a site path; home is the bare origin, as Next.js writes it in metadata. */
export function absoluteUrl(path: string): string {
  return path === '/' ? siteUrl : `${siteUrl}${path}`;
}
