import { connection } from 'next/server';
import { company } from '@/site/company';
import { absoluteUrl } from '@/site/config';

/**
 * RFC 9116 contact file, with the company's address as published; it expires a year after it
 * was rendered (the page cache keeps it until the content changes).
 */
export async function GET() {
  await connection();
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
