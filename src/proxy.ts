import { NextResponse, type NextRequest } from 'next/server';
import { appPathOf, resolveUrl } from '@/lib/url-rules';
import { inDraftMode } from '@/lib/request-plan';
import { siteUrl } from '@/site/config';

/**
 * Applies the URL rules (src/lib/url-rules.ts) to every request: a redirect is answered here;
 * any other path is rewritten to where the app renders it (a page's internal path, or the 404
 * page), with `X-Robots-Tag` where the rules ask for it.
 */
export default function proxy(request: NextRequest) {
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
    // A preview's draft of an added page is rendered at its path in the app; the page itself shows
    // a draft to a signed-in account only (`src/next/content/preview.ts`).
    const target = appPathOf(pathname, searchParams, {
      preview: inDraftMode({ headers: { cookie: request.headers.get('cookie') ?? '' } }),
    });
    response = target
      ? NextResponse.rewrite(new URL(target.path + search, request.url))
      : NextResponse.next();
  }
  if (decision.robots) response.headers.set('X-Robots-Tag', decision.robots);
  return response;
}
