import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { BookingCallToAction } from '@/components/sections/BookingCallToAction';
import { RelatedArticles } from '@/components/sections/RelatedArticles';
import { ShareWidget } from '@/components/sections/ShareWidget';
import { JsonLd } from '@/components/ui/JsonLd';
import { NotFoundScreen } from '@/components/layout/NotFoundScreen';
import { isLocale } from '@/i18n/locales';
import { articleJsonLd, articleMetadata, articleUrl } from '@/lib/article-seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { articleBody } from '@site/core/articles';
import { formatArticleDate } from '@/lib/blog';
import { articleAt, relatedArticles } from '@/next/content/articles';
import { imageOf, picturesNamed } from '@/next/content/media';
import { Picture } from '@/components/ui/Picture';
import { mediaNamesIn, pictureOf, shareImageOf } from '@/lib/media';
import { siteUrl } from '@/site/config';
import { notFoundMetadata } from '@/next/not-found';
import { pathFor, routes } from '@/site/routes';

/**
 * An article, as the content engine holds it now. The URL rules send every path of an article's
 * shape here and give it status 404 unless the article is published (`src/lib/url-rules.ts`);
 * for such a path this page shows the 404 page's content.
 */
interface Params {
  locale: string;
  slug: string;
}

async function resolve({ locale, slug }: Params) {
  if (!isLocale(locale)) return undefined;
  const article = await articleAt(locale, decodeURIComponent(slug));
  return article ? { locale, article } : undefined;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, slug } = await params;
  const found = await resolve({ locale, slug });
  if (!found) return notFoundMetadata(locale);
  const image = await imageOf(found.article.image);
  return articleMetadata(
    found.article,
    found.locale,
    image && shareImageOf(image, found.locale, siteUrl),
  );
}

export default async function ArticlePage({ params }: { params: Promise<Params> }) {
  const { locale: requested, slug } = await params;
  if (!isLocale(requested)) notFound();
  setRequestLocale(requested);
  const found = await resolve({ locale: requested, slug });
  if (!found) return <NotFoundScreen />;
  const { locale, article } = found;
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const tCrumbs = await getTranslations({ locale, namespace: 'Breadcrumbs' });
  const body = articleBody(
    article,
    locale,
    await picturesNamed(mediaNamesIn(article.body[locale]), locale),
  );
  const image = await imageOf(article.image);
  const picture = image && pictureOf(image, locale);
  const shared = image && shareImageOf(image, locale, siteUrl);
  const title = article.title[locale];
  const crumbs = [
    { label: routes.home.label[locale], path: pathFor('home', locale) },
    { label: routes.blog.label[locale], path: pathFor('blog', locale) },
    { label: title, path: new URL(articleUrl(article, locale)).pathname },
  ];

  return (
    <>
      <JsonLd data={articleJsonLd(article, locale, shared)} />
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <Breadcrumbs crumbs={crumbs} label={tCrumbs('label')} />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <header>
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">
            {t(`categories.${article.category}`)}
            {article.series && ` · ${article.series[locale]}`}
          </p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-4 text-lg text-ink-soft">{article.excerpt[locale]}</p>
          <p className="mt-4 text-sm text-ink-soft">
            {article.author} ·{' '}
            <time dateTime={article.date}>{formatArticleDate(article.date, locale)}</time> ·{' '}
            {t('readTime', { minutes: body.readTime })}
          </p>
        </header>
        {picture && (
          <div className="mt-8">
            <Picture picture={picture} priority />
          </div>
        )}
        <div className="article-body mt-10" dangerouslySetInnerHTML={{ __html: body.html }} />
      </article>
      <RelatedArticles
        items={await relatedArticles(locale, article.id)}
        title={t('relatedTitle')}
      />
      <BookingCallToAction kind="knowledge" />
      <ShareWidget
        url={articleUrl(article, locale)}
        title={title}
        description={article.metaDescription[locale]}
      />
    </>
  );
}
