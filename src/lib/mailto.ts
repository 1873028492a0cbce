/** A `mailto:` link with subject and body, encoded so that line breaks survive. */
export function mailtoLink(address: string, subject: string, body?: string): string {
  const query = [`subject=${encodeURIComponent(subject)}`];
  if (body) query.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${address}?${query.join('&')}`;
}
