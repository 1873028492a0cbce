import { ImageResponse } from 'next/og';
import { copyFor } from '@/lib/seo';
import { company } from '@/site/company';
import { canonicalKey, isLocale, locales, routeKeys, routes, type RouteKey } from '@/site/routes';
import { layout } from '@/site/timing';

/** One Open Graph image per page and language, rendered at build time with the bundled font. */
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) =>
    routeKeys.filter((key) => canonicalKey(key) === key).map((key) => ({ locale, key })),
  );
}

function isRouteKey(value: string): value is RouteKey {
  return Object.hasOwn(routes, value);
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; key: string }> },
) {
  const { locale, key } = await params;
  if (!isLocale(locale) || !isRouteKey(key)) return new Response('Not found', { status: 404 });
  const copy = copyFor(key, locale);
  const label = routes[key].label[locale];

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
        {label}
      </div>
      <div
        style={{ display: 'flex', fontSize: copy.heading.length > 70 ? 52 : 64, lineHeight: 1.15 }}
      >
        {copy.heading}
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 28, opacity: 0.9 }}>
        <span>{company.brand}</span>
        <span>
          {locale === 'de'
            ? 'Kostenloses Erstgespräch · 60 Min.'
            : 'Free introductory call · 60 min'}
        </span>
      </div>
    </div>,
    { width: layout.ogImage.width, height: layout.ogImage.height },
  );
}
