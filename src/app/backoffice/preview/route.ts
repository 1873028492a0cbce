import { draftMode } from 'next/headers';
import { isLocale } from '@/i18n/locales';
import { signedInStaff } from '@/next/backoffice/guard';
import { SIGN_IN_PATH } from '@site/core/backoffice/sessions';
import { latestDraft } from '@/next/content/articles';
import {
  addedPageKeyOf,
  addedPagePath,
  articlePaths,
  canonicalKey,
  pathFor,
  publicPathOf,
  isRouteKey,
  type RouteKey,
} from '@/site/routes';

export const dynamic = 'force-dynamic';

const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location } });

/**
 * The editor's preview: for a signed-in account, turns on the framework's draft mode, in which the
 * pages show the latest drafts (`src/next/content/preview.ts`), and opens the page (`?page=KEY`;
 * one the owner added at its path in the app, `/added/KEY`)
 * or the article (`?article=KEY`, at its draft's address) in the chosen language; `?exit` turns it
 * off again. The page cache neither serves nor keeps these requests.
 */
export async function GET(request: Request): Promise<Response> {
  if (!(await signedInStaff())) return redirect(SIGN_IN_PATH);
  const query = new URL(request.url).searchParams;
  const draft = await draftMode();
  const locale = query.get('locale') ?? 'de';
  const key = query.get('page') ?? 'home';
  const article = query.has('article') ? await latestDraft(query.get('article') ?? '') : undefined;
  // A page the owner added is previewed at its path in the app, published or not.
  const added = !isRouteKey(key) && addedPageKeyOf(addedPagePath(key)) !== undefined;
  if (query.has('exit') || !isLocale(locale) || (!article && !isRouteKey(key) && !added)) {
    draft.disable();
    return redirect(isLocale(locale) ? pathFor('home', locale) : '/');
  }
  draft.enable();
  if (article) return redirect(publicPathOf(articlePaths(article.slug)[locale], locale));
  if (added) return redirect(publicPathOf(addedPagePath(key), locale));
  return redirect(pathFor(canonicalKey(key as RouteKey), locale));
}
