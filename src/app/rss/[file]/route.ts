import { copyFor } from '@/next/content/pages';
import { getTranslations } from 'next-intl/server';
import { intlLocale, locales, type Locale } from '@/i18n/locales';
import { articleUrl } from '@/lib/article-seo';
import { rssFeed } from '@/lib/feed';
import { articlesNow } from '@/next/content/articles';
import { feedLinks } from '@/lib/seo';
import { absoluteUrl } from '@/site/config';
import { pathFor } from '@/site/routes';

/** `/rss/de.xml` and `/rss/en.xml`: the published articles of each language, read per request. */
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ file: `${locale}.xml` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const locale = locales.find((candidate) => file === `${candidate}.xml`) as Locale | undefined;
  if (!locale) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const [feed] = feedLinks(locale)['application/rss+xml'];
  const xml = rssFeed({
    title: feed?.title ?? '',
    url: absoluteUrl(pathFor('blog', locale)),
    selfUrl: feed?.url ?? '',
    description: (await copyFor('blog', locale)).description,
    language: intlLocale(locale),
    items: (await articlesNow()).map((article) => ({
      title: article.title[locale],
      url: articleUrl(article, locale),
      description: article.excerpt[locale],
      date: article.date,
      category: t(`categories.${article.category}`),
      author: article.author,
    })),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
