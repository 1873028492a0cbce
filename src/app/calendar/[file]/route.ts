import { feedFor } from '@site/core/calendars/feed';

/** `/calendar/TOKEN.ics`: the owner's subscription to the bookings, read per request. */
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const token = /^([\w-]{16,100})\.ics$/.exec(file)?.[1];
  const feed = token && (await feedFor(token));
  if (!feed) return new Response('Not found', { status: 404 });
  return new Response(feed, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
