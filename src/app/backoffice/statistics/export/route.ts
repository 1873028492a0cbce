import { periodOf, statisticsCsv } from '@/lib/statistics';
import { dashboard } from '@site/core/stores/statistics';
import { fromAnotherSite, signedInStaff, toSignIn } from '@/next/backoffice/guard';

export const dynamic = 'force-dynamic';

/** The daily figures of the chosen period as CSV: the numbers of the statistics page's chart. */
export async function GET(request: Request): Promise<Response> {
  if (fromAnotherSite(request)) return new Response(null, { status: 403 });
  const staff = await signedInStaff();
  if (!staff) return toSignIn();
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
