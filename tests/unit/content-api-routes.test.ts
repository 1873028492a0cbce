import { beforeAll, describe, expect, it } from 'vitest';
import type { SanitizedConfig } from 'payload';
import { CONTENT_API_ROUTES } from '../e2e/support/content-api-routes';

let config: SanitizedConfig;

beforeAll(async () => {
  // The configuration reads its secret when loaded; no file is written for it here.
  process.env.PAYLOAD_SECRET ??= 'a test secret of at least thirty-two characters';
  config = await (await import('@/cms/payload.config')).default;
}, 60_000);

describe("the content engine's API routes", () => {
  it('are exactly the ones the browser tests request without a session', () => {
    const table = [
      ...(config.endpoints || []).map((endpoint) => ({ ...endpoint, base: '' })),
      ...config.collections.flatMap((collection) =>
        (collection.endpoints || []).map((endpoint) => ({
          ...endpoint,
          base: `/${collection.slug}`,
        })),
      ),
      ...config.globals.flatMap((global) =>
        (global.endpoints || []).map((endpoint) => ({
          ...endpoint,
          base: `/globals/${global.slug}`,
        })),
      ),
    ].map(({ method, path, base }) => ({ method: method.toUpperCase(), path: `${base}${path}` }));
    expect(table).toEqual(CONTENT_API_ROUTES);
  });

  it('leave GraphQL off', () => {
    expect(config.graphQL.disable).toBe(true);
  });
});
