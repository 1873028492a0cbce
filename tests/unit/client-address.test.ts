import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  clientOf,
  parseProxyList,
  rateLimitKey,
  resolveClient,
} from '@/lib/client-address';

const proxies = parseProxyList('127.0.0.1, 10.0.0.0/8, ::1, fd00::/8');

describe('the client of a request', () => {
  it('is the connection’s peer when no proxy is trusted, whatever the header says', () => {
    expect(clientOf('203.0.113.9', '198.51.100.1', undefined)).toBe('203.0.113.9');
    expect(clientOf('203.0.113.9', '198.51.100.1', proxies)).toBe('203.0.113.9');
  });

  it('is what a trusted proxy recorded, walking back through trusted proxies only', () => {
    expect(clientOf('127.0.0.1', '198.51.100.1', proxies)).toBe('198.51.100.1');
    // A client's own entry (left of the proxy's) is not believed.
    expect(clientOf('127.0.0.1', '192.0.2.66, 198.51.100.1', proxies)).toBe('198.51.100.1');
    // Two proxies: the CDN's entry, then ours.
    expect(clientOf('::1', '192.0.2.66, 198.51.100.1, 10.0.0.5', proxies)).toBe('198.51.100.1');
    expect(clientOf('::ffff:127.0.0.1', '2001:db8::1', proxies)).toBe('2001:db8::1');
  });

  it('stops at the last trusted hop when an entry is no address', () => {
    expect(clientOf('127.0.0.1', 'garbage', proxies)).toBe('127.0.0.1');
    expect(clientOf('127.0.0.1', '', proxies)).toBe('127.0.0.1');
    expect(clientOf(undefined, '198.51.100.1', proxies)).toBe('unknown');
  });

  it('refuses a list entry that is no address or block', () => {
    for (const list of ['1', 'localhost', '10.0.0.0/33', '::1/129', '10.0.0.0/8/8', '10.0.0.0/x'])
      expect(() => parseProxyList(list), list).toThrow();
  });
});

describe('what the rate limit counts', () => {
  it('counts IPv4 addresses one by one', () => {
    expect(rateLimitKey('198.51.100.1')).toBe('198.51.100.1');
    expect(rateLimitKey('::ffff:198.51.100.1')).toBe('198.51.100.1');
  });

  it('counts IPv6 clients per /64, however the address is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:abcd::9',
      '2001:db8:1:2:0:0:192.0.2.1',
    ])
      expect(rateLimitKey(address), address).toBe(key);
    expect(rateLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});

describe('the client a server action reads', () => {
  it('is the one entry the HTTP server wrote into X-Forwarded-For, its last if there are more', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '192.0.2.66, 2001:db8::1' }))).toBe(
      '2001:db8::1',
    );
  });

  it('is "unknown" without the header or with an empty one', () => {
    expect(clientAddress(new Headers())).toBe('unknown');
    expect(clientAddress(new Headers({ 'x-forwarded-for': ' , ' }))).toBe('unknown');
  });
});

describe('the headers the site reads a request with', () => {
  const sent = () => ({
    host: 'WWW.Example.DE',
    'x-forwarded-for': '198.51.100.1, 203.0.113.5',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'http',
    forwarded: 'for=1.2.3.4',
  });

  it('keep a client’s own forwarding headers out, and name the peer as the client', () => {
    const headers: Record<string, string | string[] | undefined> = sent();
    resolveClient(headers, '203.0.113.9', proxies);
    expect(headers).toEqual({ host: 'www.example.de', 'x-forwarded-for': '203.0.113.9' });
  });

  it('keep what a trusted proxy forwarded, with the client it recorded', () => {
    const headers: Record<string, string | string[] | undefined> = sent();
    resolveClient(headers, '10.0.0.2', proxies);
    expect(headers).toMatchObject({
      'x-forwarded-for': '203.0.113.5',
      'x-forwarded-host': 'evil.example',
      forwarded: 'for=1.2.3.4',
    });
  });
});
