/**
 * Who a request comes from, for the rate limits and the sign-in throttling: the peer of the
 * connection, or, when that peer is a configured reverse proxy (`TRUST_PROXY`), the address that
 * proxy recorded in `X-Forwarded-For`, walking back through further trusted proxies. Nothing a
 * client writes into the header itself is believed.
 */
import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** A list of addresses and CIDR blocks, e.g. `127.0.0.1, 10.0.0.0/8, ::1, fd00::/8`. */
export function parseProxyList(list: string): BlockList {
  const blocks = new BlockList();
  for (const entry of list.split(/[\s,]+/).filter(Boolean)) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const max = family === 6 ? 128 : 32;
    if (
      !family ||
      rest.length ||
      (bits !== undefined && (!/^\d+$/.test(prefix ?? '') || bits > max))
    )
      throw new Error(`"${entry}" is no IP address or CIDR block`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) blocks.addAddress(address, type);
    else blocks.addSubnet(address, bits, type);
  }
  return blocks;
}

/** An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) as plain IPv4. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** Whether `address` (a connection's peer, an `X-Forwarded-For` entry) is a listed proxy. */
function isTrusted(address: string, trusted: BlockList | undefined): boolean {
  const plainAddress = plain(address);
  const family = isIP(plainAddress);
  return !!trusted && !!family && trusted.check(plainAddress, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address: the connection's peer unless that is a trusted proxy; then the
 * `X-Forwarded-For` entries from the right, skipping trusted proxies, up to the first address
 * that is not one. An entry that is no address ends the walk at the last trusted hop.
 */
export function clientOf(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: BlockList | undefined,
): string {
  let client = plain(peer ?? '');
  if (!client) return 'unknown';
  const hops = (forwardedFor ?? '').split(',').map((hop) => plain(hop.trim()));
  while (isTrusted(client, trusted) && hops.length) {
    const next = hops.pop() ?? '';
    if (!isIP(next)) break;
    client = next;
  }
  return client;
}

/**
 * What the rate limits count: an IPv4 address as it is, an IPv6 address by its /64, the block
 * a provider gives one connection (a client can use any of its 2^64 addresses).
 */
export function rateLimitKey(address: string): string {
  const client = plain(address);
  if (isIP(client) !== 6) return client;
  const { parts } = ipaddr.IPv6.parse(client);
  return `${parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

/**
 * The client's address, which the HTTP server puts into `X-Forwarded-For` as its one entry: the
 * connection's peer, or what the trusted proxies recorded (`resolveClient`).
 */
export function clientAddress(requestHeaders: Pick<Headers, 'get'>): string {
  const last = requestHeaders.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return last || 'unknown';
}

/** Headers only a trusted proxy may set: Next.js reads them for the origin of a form post. */
const PROXY_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'];

/**
 * Rewrites a request's headers as the site reads them, before anything else does: the client's
 * address (`clientOf`) replaces the `X-Forwarded-For` it came with, as its only entry; a client's
 * own forwarding headers are dropped unless `peer` is a trusted proxy; the host is in lower case.
 */
export function resolveClient(
  headers: Record<string, string | string[] | undefined>,
  peer: string | undefined,
  trusted: BlockList | undefined,
): void {
  if (!isTrusted(peer ?? '', trusted)) for (const name of PROXY_HEADERS) delete headers[name];
  if (headers.host) headers.host = String(headers.host).toLowerCase();
  const forwarded = headers['x-forwarded-for'];
  headers['x-forwarded-for'] = clientOf(
    peer,
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    trusted,
  );
}
