/**
 * The visitors' private booking links are never kept in clear at rest. A queued mail keeps
 * `/booking/…` in its text where a link stands, and the links' tokens sealed (AES-256-GCM) under
 * the key of the authenticator secrets, which is kept apart from the database (`TOTP_KEY`, or
 * `totp.key` in the data folder, never in a backup); the mail worker opens them as it sends the
 * mail. The database, a copy of it or a backup holds no link that opens a booking.
 */
import { openSecret, sealSecret, totpKey } from '../backoffice/totp-secrets';

/** A link to a booking's private page, with its token (base64url). */
const LINK = /\/booking\/([A-Za-z0-9_-]+)/g;
/** What stands in a kept mail's text where a link was. */
const SHOWN = '/booking/…';

/** The key: made where a site has none yet when a link is sealed, only read to open one. */
function siteKey(create: boolean): Buffer {
  const key = totpKey(create);
  if (!key) throw new Error('There is no key to open the booking links with');
  return key;
}

/** A mail's text as it is kept, and its links' tokens sealed (`null` when it has none). */
export function sealLinks(body: string): { body: string; sealedLinks: string | null } {
  const tokens = [...body.matchAll(LINK)].map((match) => match[1] ?? '');
  if (tokens.length === 0) return { body, sealedLinks: null };
  return {
    body: body.replace(LINK, SHOWN),
    sealedLinks: sealSecret(JSON.stringify(tokens), siteKey(true)),
  };
}

/** A kept mail's text with its links put back, for sending. */
export function openLinks(body: string, sealedLinks: string | null): string {
  if (sealedLinks === null) return body;
  const tokens = JSON.parse(openSecret(sealedLinks, siteKey(false))) as string[];
  let next = 0;
  return body.replaceAll(SHOWN, () => `/booking/${tokens[next++] ?? '…'}`);
}
