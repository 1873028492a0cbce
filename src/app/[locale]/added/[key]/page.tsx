import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { HeroBlock, PageBlocks } from '@/components/blocks/PageBlocks';
import { NotFoundScreen } from '@/components/layout/NotFoundScreen';
import { PageHero } from '@/components/sections/PageHero';
import { JsonLd } from '@/components/ui/JsonLd';
import { isLocale, type Locale } from '@/i18n/locales';
import { languagesOf } from '@/lib/added-pages';
import { shareImageOf } from '@/lib/media';
import { drawnPageImage, pageMetadata } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { imageOf } from '@/next/content/media';
import { blocksFor, copyFor, pageDocumentOf } from '@/next/content/pages';
import { previewing } from '@/next/content/preview';
import { formsOf } from '@/next/leads/forms';
import { notFoundMetadata } from '@/next/not-found';
import { siteUrl } from '@/site/config';
import {
  addedPages,
  addedPagePath,
  pathFor,
  publicPathOf,
  routes,
  type AddedPage,
} from '@/site/routes';

/**
 * A page the owner added in the content engine, made of blocks. The URL rules send its address
 * here (`/<locale>/added/<key>`) only while it is published in that language; a signed-in
 * preview of drafts opens it here directly, published or not.
 */
interface Params {
  locale: string;
  key: string;
}

/** The page in a language: as published, or in a preview as its draft (if there is one). */
async function resolve(params: Promise<Params>): Promise<
  | {
      readonly locale: Locale;
      readonly key: string;
      readonly published: AddedPage | undefined;
    }
  | undefined
> {
  const { locale, key } = await params;
  if (!isLocale(locale)) notFound();
  const published = addedPages().find((page) => page.key === key && page.paths[locale]);
  if (published) return { locale, key, published };
  const draft = (await previewing()) ? await pageDocumentOf(key) : undefined;
  if (!draft) return undefined;
  // Previewed in a language the page is not in (the editor's own): shown in the page's language.
  const shown = languagesOf(draft.languages);
  if (!shown.includes(locale)) redirect(publicPathOf(addedPagePath(key), shown[0] ?? 'de'));
  return { locale, key, published };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const found = await resolve(params);
  if (!found) return notFoundMetadata((await params).locale);
  const { locale, key, published } = found;
  const [copy, image] = await Promise.all([
    copyFor(key, locale),
    imageOf((await pageDocumentOf(key))?.image ?? null),
  ]);
  const shared = (language: Locale) => image && shareImageOf(image, language, siteUrl);
  return pageMetadata(
    {
      paths: published?.paths ?? { [locale]: addedPagePath(key) },
      indexable: published?.indexable ?? false,
      image: (language) => shared(language) ?? drawnPageImage(key, language),
    },
    locale,
    copy,
  );
}

/** Its header (a page header block, or its heading and lead), then its blocks. */
export default async function AddedPageView({ params }: { params: Promise<Params> }) {
  const found = await resolve(params);
  if (!found) {
    setRequestLocale((await params).locale as Locale);
    return <NotFoundScreen />;
  }
  const { locale, key, published } = found;
  setRequestLocale(locale);
  const [page, blocks] = await Promise.all([copyFor(key, locale), blocksFor(key, locale)]);
  const opening = blocks[0]?.kind === 'hero' ? blocks[0] : undefined;
  const forms = await formsOf(blocks, locale);
  const path = published?.paths[locale];
  return (
    <>
      {path !== undefined && (
        <JsonLd
          data={breadcrumbJsonLd([
            { label: routes.home.label[locale], path: pathFor('home', locale) },
            { label: published?.label[locale] ?? page.heading, path: publicPathOf(path, locale) },
          ])}
        />
      )}
      {opening ? (
        <HeroBlock block={opening} opening />
      ) : (
        <PageHero heading={page.heading} lead={page.lead} />
      )}
      <PageBlocks blocks={opening ? blocks.slice(1) : blocks} locale={locale} forms={forms} />
    </>
  );
}
