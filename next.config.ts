import path from 'node:path';
import type { NextConfig } from 'next';
import { withPayload } from '@payloadcms/next/withPayload';
import createNextIntlPlugin from 'next-intl/plugin';
import { CONTENT_EDITOR_PATH } from './src/site/content-engine';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled at build time, so the browser receives no ICU message parser.
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The HTTP server compresses (brotli or gzip, src/http-server.ts) and sends the build's scripts
  // compressed at build time.
  compress: false,
  // The server code the HTTP server shares (src/server, built into the package `@site/core`) is
  // loaded by Node, once per process (docs/decisions/0016-one-module-graph.md).
  serverExternalPackages: ['pg', '@site/core'],
  // The URL rules (src/lib/url-rules.ts) decide about trailing slashes, with a 301.
  skipTrailingSlashRedirect: true,
  turbopack: { root: path.resolve(import.meta.dirname) },
  // `npm test` type-checks the whole tree (`tsc --noEmit`) before it builds: the build need not
  // check it again. Any other build checks.
  typescript: { ignoreBuildErrors: process.env.SITE_TYPES_CHECKED === '1' },
  // The stylesheet (Tailwind, about 8 KB compressed) is inlined into each page's <head>, so the
  // first paint waits for no second request.
  experimental: { inlineCss: true },
  // Pages render per request (they read the published content). Next.js would then stream a page's
  // metadata after its body to browsers it does not take for bots, so that title, canonical and
  // hreflang could land outside <head>: every client gets the metadata in <head>, as crawlers do.
  htmlLimitedBots: /.*/,
  env: {
    SITE_URL: process.env.SITE_URL ?? '',
  },
};

const withContentEngine = withPayload(withNextIntl(nextConfig));

/**
 * The content engine asks every page for the colour-scheme client hint (`Critical-CH`, which makes
 * a browser send a page request twice); only its editor uses the hint, so only its editor asks.
 */
export default {
  ...withContentEngine,
  async headers() {
    const rules = (await withContentEngine.headers?.()) ?? [];
    return rules.map((rule) =>
      rule.source === '/:path*' ? { ...rule, source: `${CONTENT_EDITOR_PATH}/:path*` } : rule,
    );
  },
} satisfies NextConfig;
