/** RSS 2.0 document of the blog's articles in one language. */
export interface FeedItem {
  readonly title: string;
  readonly url: string;
  readonly description: string;
  readonly date: string;
  readonly category: string;
  readonly author: string;
}

export interface FeedChannel {
  readonly title: string;
  readonly url: string;
  readonly selfUrl: string;
  readonly description: string;
  readonly language: string;
  readonly items: readonly FeedItem[];
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** `2025-09-16` as an RFC 822 date, as RSS requires. */
function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T08:00:00Z`).toUTCString();
}

export function rssFeed(channel: FeedChannel): string {
  const items = [...channel.items]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.url)}</link>
      <guid isPermaLink="true">${escapeXml(item.url)}</guid>
      <pubDate>${rfc822(item.date)}</pubDate>
      <category>${escapeXml(item.category)}</category>
      <dc:creator>${escapeXml(item.author)}</dc:creator>
      <description>${escapeXml(item.description)}</description>
    </item>`,
    );
  const latest = channel.items
    .map((item) => item.date)
    .sort()
    .at(-1);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.url)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>${channel.language}</language>
    <atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml" />
${latest ? `    <lastBuildDate>${rfc822(latest)}</lastBuildDate>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`;
}
