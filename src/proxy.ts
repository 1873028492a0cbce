import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from '@/i18n/routing';
import { parseCategory } from '@/lib/blog';
import { BLOG_CATEGORY_PAGE, NOT_FOUND_HEADER, NOT_FOUND_PAGE } from '@/site/internal-paths';
import { isPagePath, localeOfPath, routes } from '@/site/routes';

const localeRouting = createMiddleware(routing);

/**
 * Maps public paths onto the `[locale]` segment (`/about` → `/de/about`), a blog category
 * (`/blog?category=fleets`) onto its prerendered view, and every path that is no page onto the
 * 404 page. Redirects and robots headers are decided before, by the URL rules in the server.
 */
export default function proxy(request: NextRequest) {
  const { locale, path } = localeOfPath(request.nextUrl.pathname);
  if (!isPagePath(locale, path)) {
    const target = new URL(`/${locale}${NOT_FOUND_PAGE}`, request.url);
    return NextResponse.rewrite(target, { headers: { [NOT_FOUND_HEADER]: '1' } });
  }
  const category = parseCategory(request.nextUrl.searchParams.get('category'));
  if (category && path === routes.blog.paths[locale]) {
    return NextResponse.rewrite(
      new URL(`/${locale}${BLOG_CATEGORY_PAGE}/${category}`, request.url),
    );
  }
  return localeRouting(request);
}

export const config = {
  matcher: [
    '/((?!_next/|og/|rss/|images/|robots\\.txt|sitemap\\.xml|icon\\.svg|\\.well-known/).*)',
  ],
};
