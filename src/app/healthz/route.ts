import { databaseAnswers } from '@/server/db/client';

/** Health check for load balancers: 200 when the database answers, 503 otherwise. */
export const dynamic = 'force-dynamic';

export async function GET() {
  const ok = await databaseAnswers();
  return Response.json(
    { status: ok ? 'ok' : 'unavailable', database: ok },
    { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
