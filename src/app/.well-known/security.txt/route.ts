import { company } from '@/site/company';
import { absoluteUrl } from '@/site/config';

/** RFC 9116 contact file; it expires a year after the build, so every deploy renews it. */
export const dynamic = 'force-static';

export function GET() {
  const expires = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString();
  const body = [
    `Contact: mailto:${company.email}`,
    `Expires: ${expires}`,
    'Preferred-Languages: de, en',
    `Canonical: ${absoluteUrl('/.well-known/security.txt')}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
