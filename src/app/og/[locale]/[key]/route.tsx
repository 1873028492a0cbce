import { copyFor } from '@/next/content/pages';
import { ImageResponse } from 'next/og';
import { isLocale, type Locale } from '@/i18n/locales';
import { articlesNow } from '@/next/content/articles';
import { company } from '@/site/company';
import { addedPages, canonicalKey, isRouteKey, routes, type RouteKey } from '@/site/routes';
import { layout } from '@/site/timing';
import { fillReferences } from '@/content/references';

/**
 * One Open Graph image per page and language (articles as `article-<key>`, the pages the owner
 * added by their keys), with the copy as published.
 */
const ARTICLE_PREFIX = 'article-';

/** A page with an image of its own (an alias shares its page's). */
function hasOwnImage(value: string): value is RouteKey {
  return isRouteKey(value) && canonicalKey(value) === value;
}

/** Label and heading shown on the image of a page or article. */
async function imageText(
  key: string,
  locale: Locale,
): Promise<{ label: string; heading: string } | undefined> {
  if (hasOwnImage(key))
    return { label: routes[key].label[locale], heading: (await copyFor(key, locale)).heading };
  const added = addedPages().find((page) => page.key === key && page.paths[locale] !== undefined);
  if (added) return { label: added.label[locale], heading: (await copyFor(key, locale)).heading };
  const article = (await articlesNow()).find(
    (candidate) => `${ARTICLE_PREFIX}${candidate.id}` === key,
  );
  return article ? { label: routes.blog.label[locale], heading: article.title[locale] } : undefined;
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; key: string }> },
) {
  const { locale, key } = await params;
  const text = isLocale(locale) ? await imageText(key, locale) : undefined;
  if (!isLocale(locale) || !text) return new Response('Not found', { status: 404 });

  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px',
        background: 'linear-gradient(135deg, #083a50 0%, #0b4f6c 60%, #0f1f33 100%)',
        color: '#ffffff',
      }}
    >
      <div
        style={{
          display: 'flex',
          fontSize: 30,
          letterSpacing: 2,
          textTransform: 'uppercase',
          opacity: 0.85,
        }}
      >
        {text.label}
      </div>
      <div
        style={{ display: 'flex', fontSize: text.heading.length > 70 ? 52 : 64, lineHeight: 1.15 }}
      >
        {text.heading}
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 28, opacity: 0.9 }}>
        <span>{company.brand}</span>
        <span>
          {fillReferences(
            locale === 'de'
              ? 'Kostenloses Erstgespräch · {callMinutes} Min.'
              : 'Free first call · {callMinutes} min',
            locale,
          )}
        </span>
      </div>
    </div>,
    { width: layout.ogImage.width, height: layout.ogImage.height },
  );
}
