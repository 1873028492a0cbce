import { signedInStaff, toSignIn } from '@/next/backoffice/guard';
import { keepLivePreview } from '@site/core/stores/previews';
import { addedPageKeyOf, addedPagePath, canonicalKey, isRouteKey } from '@/site/routes';

export const dynamic = 'force-dynamic';

const answer = (status: number) =>
  new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * The live preview's draft as the owner types: the editor's form values of a page (`data`, JSON,
 * with the page's `key`), posted by the previewed page (`LivePreviewRefresh`) and kept for this
 * session alone, which the preview then renders (`src/next/content/pages.ts`). Its size is bounded
 * by the edge's limit for back-office forms.
 */
export async function POST(request: Request): Promise<Response> {
  const staff = await signedInStaff();
  if (!staff) return toSignIn();
  const form = await request.formData().catch(() => undefined);
  let data: unknown;
  try {
    data = JSON.parse(String(form?.get('data') ?? ''));
  } catch {
    return answer(400);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return answer(400);
  const key = String((data as { key?: unknown }).key ?? '');
  // A page of the registry, or one the owner added (named by its key alone).
  const page = isRouteKey(key) ? canonicalKey(key) : addedPageKeyOf(addedPagePath(key));
  if (!page) return answer(400);
  return answer(
    (await keepLivePreview(staff.sessionId, page, data as Record<string, unknown>)) ? 204 : 404,
  );
}
