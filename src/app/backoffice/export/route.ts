import { headers } from 'next/headers';
import { toCsv } from '@/lib/csv';
import { inboxQuery, parseInboxFilter } from '@/lib/inbox-filter';
import { audit } from '@site/core/stores/accounts';
import { fromAnotherSite, signedInOwner, toSignIn } from '@/next/backoffice/guard';
import { findLeads } from '@site/core/stores/leads';
import { clientAddress } from '@/lib/client-address';

export const dynamic = 'force-dynamic';

/** The inbox's current filter as CSV (formula-safe, as `npm run leads -- export`). */
export async function GET(request: Request): Promise<Response> {
  if (fromAnotherSite(request)) return new Response(null, { status: 403 });
  const owner = await signedInOwner();
  if (!owner) return toSignIn();
  const query = new URL(request.url).searchParams;
  const filter = parseInboxFilter(Object.fromEntries(query));
  const { items } = await findLeads(filter, true);
  // The audit log keeps the filter but never a search text, which may be a visitor's name.
  const { q, ...kept } = filter;
  await audit('leads.exported', {
    actor: owner.account.email,
    subject: `${items.length} rows, filter ${inboxQuery(kept) || 'none'}${q ? ', with a search' : ''}`,
    address: clientAddress(await headers()),
  });
  const csv = toCsv(
    [
      'type',
      'id',
      'created_at',
      'status',
      'name',
      'email',
      'company',
      'audience',
      'topic',
      'slot',
      'locale',
      'text',
    ],
    items.map((item) => [
      item.kind,
      String(item.id),
      item.createdAt.toISOString(),
      item.leadStatus,
      item.name,
      item.email,
      item.company,
      item.audience ?? '',
      item.topic,
      item.slotStart?.toISOString() ?? '',
      item.locale,
      item.body,
    ]),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
