import { periodOf, statisticsCsv } from '@/lib/statistics';
import { SIGN_IN_PATH } from '@site/core/backoffice/sessions';
import { dashboard } from '@site/core/stores/statistics';
import { signedInStaff } from '@/next/backoffice/guard';

export const dynamic = 'force-dynamic';

/** The daily figures of the chosen period as CSV: the numbers of the statistics page's chart. */
export async function GET(request: Request): Promise<Response> {
  // A download started from another site (the cookie is sent on top-level navigations) is refused.
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return new Response(null, { status: 403 });
  const staff = await signedInStaff();
  if (!staff) return new Response(null, { status: 303, headers: { Location: SIGN_IN_PATH } });
  const days = periodOf(new URL(request.url).searchParams.get('days') ?? undefined);
  const { perDay } = await dashboard(days);
  const last = perDay[perDay.length - 1]?.day ?? '';
  return new Response(`\uFEFF${statisticsCsv(perDay)}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="statistics-${days}-days-${last}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
