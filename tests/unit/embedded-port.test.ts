import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '@/server/db/postgres-process';

/** The embedded database's port: never the one the site is about to listen on. */

const offering = (...ports: number[]) => {
  const offered = [...ports];
  return () => Promise.resolve(offered.shift() ?? 0);
};

describe('the embedded database’s port', () => {
  it('passes over the site’s own port when the system offers it', async () => {
    await expect(freePort(41_000, offering(41_000, 41_000, 52_000))).resolves.toBe(52_000);
  });

  it('takes the first port offered when it is not the site’s', async () => {
    await expect(freePort(3000, offering(41_000, 52_000))).resolves.toBe(41_000);
    await expect(freePort(undefined, offering(41_000))).resolves.toBe(41_000);
  });

  it('is a port the site could listen on: free on loopback', async () => {
    const port = await freePort(undefined);
    const server = createServer().listen(port, '127.0.0.1');
    await once(server, 'listening');
    expect((server.address() as AddressInfo).port).toBe(port);
    server.close();
  });
});
