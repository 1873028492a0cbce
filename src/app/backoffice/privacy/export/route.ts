import { signedInOwner, toSignIn } from '@/next/backoffice/guard';
import { auditExport, personCsv, personEmail, personJson } from '@site/core/privacy/person';
import { personRecords } from '@site/core/stores/privacy';

export const dynamic = 'force-dynamic';

/**
 * Everything stored about one person as a download (GDPR Art. 15 and 20), as JSON or CSV. A POST
 * from the privacy page, so that the address stays out of URLs and logs.
 */
export async function POST(request: Request): Promise<Response> {
  // Only this site's own pages may ask (the cookie is SameSite=Lax; this checks the browser's word).
  // Stricter than `fromAnotherSite`: a POST is never typed into the address bar (`none`).
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return new Response(null, { status: 403 });
  const owner = await signedInOwner();
  if (!owner) return toSignIn();
  const form = await request.formData().catch(() => undefined);
  const email = personEmail(form?.get('email'));
  if (!email) return new Response('No valid e-mail address.', { status: 400 });
  const csv = form?.get('format') === 'csv';
  const records = await personRecords(email);
  await auditExport(records, owner.account.email);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv ? `\uFEFF${personCsv(records)}` : personJson(records), {
    headers: {
      'Content-Type': csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="personal-data-${day}.${csv ? 'csv' : 'json'}"`,
      'Cache-Control': 'no-store',
    },
  });
}
