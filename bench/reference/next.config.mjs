// The smallest Next.js + next-intl app with the site's versions and settings: the floor that
// `npm run bench` measures every template against, in the same run.
import path from 'node:path';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.js');

export default withNextIntl({
  poweredByHeader: false,
  turbopack: { root: path.resolve(import.meta.dirname, '../..') },
});
