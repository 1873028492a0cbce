import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  serverExternalPackages: ['pg'],
  // The URL rules (src/lib/url-rules.ts) decide about trailing slashes, with a 301.
  skipTrailingSlashRedirect: true,
  turbopack: { root: path.resolve(import.meta.dirname) },
  // The stylesheet (Tailwind, about 8 KB compressed) is inlined into each page's <head>, so the
  // first paint waits for no second request.
  experimental: { inlineCss: true },
  env: {
    SITE_URL: process.env.SITE_URL ?? '',
  },
};

export default withNextIntl(nextConfig);
