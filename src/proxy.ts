import { NextResponse, type NextRequest } from 'next/server';
import { appPathOf, resolveUrl } from '@/lib/url-rules';
import { watchArticlePaths } from '@/server/content/article-paths';
import { siteUrl } from '@/site/config';

/**
 * The proxy is a module graph of its own: it keeps its own copy of the published articles' paths,
 * read before its first request is answered.
 */
let articlePathsRead: Promise<void> | undefined;

/**
 * Applies the URL rules (src/lib/url-rules.ts) to every request: a redirect is answered here;
 * any other path is rewritten to where the app renders it (a page's internal path, or the 404
 * page), with `X-Robots-Tag` where the rules ask for it.
 */
export default async function proxy(request: NextRequest) {
  articlePathsRead ??= watchArticlePaths();
  await articlePathsRead;
  const { pathname, search, searchParams } = request.nextUrl;
  const decision = resolveUrl({
    method: request.method,
    host: request.headers.get('host') ?? undefined,
    url: pathname + search,
    siteUrl,
  });
  let response: NextResponse;
  if (decision.kind === 'redirect') {
    response = NextResponse.redirect(new URL(decision.location, request.url), decision.status);
    response.headers.set('Cache-Control', 'public, max-age=3600');
  } else {
    const target = appPathOf(pathname, searchParams);
    response = target
      ? NextResponse.rewrite(new URL(target.path + search, request.url))
      : NextResponse.next();
  }
  if (decision.robots) response.headers.set('X-Robots-Tag', decision.robots);
  return response;
}
