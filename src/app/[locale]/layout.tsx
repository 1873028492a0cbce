import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AddedPagesProvider } from '@/components/layout/added-pages';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { LivePreview } from '@/components/layout/LivePreview';
import { SkipLink } from '@/components/layout/SkipLink';
import { VisitSourceNote } from '@/components/forms/visit-source';
import { WebVitals } from '@/components/layout/WebVitals';
import { routing } from '@/i18n/routing';
import { MARK_SCRIPTED } from '@/lib/csp';
import { NO_SCRIPT_PIXEL } from '@/lib/page-views';
import { siteUrl } from '@/site/config';
import { addedPages } from '@/site/routes';
import '../globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
};

export const viewport: Viewport = {
  themeColor: '#0b4f6c',
};

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages();
  // Client components only need these namespaces; the rest stays on the server.
  const clientMessages = {
    LanguageSwitcher: messages.LanguageSwitcher,
    Error: messages.Error,
    NotFound: messages.NotFound,
    Share: messages.Share,
    Image: messages.Image,
  };

  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: MARK_SCRIPTED }} />
      </head>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <NextIntlClientProvider messages={clientMessages}>
          <AddedPagesProvider pages={addedPages().map(({ key, paths }) => ({ key, paths }))}>
            <SkipLink />
            <Header />
            <main id="main" tabIndex={-1} className="flex-1">
              {children}
            </main>
            <Footer />
            <VisitSourceNote />
            <LivePreview />
            <WebVitals />
          </AddedPagesProvider>
        </NextIntlClientProvider>
        {/* Loaded only without JavaScript: counts such page views (src/server/statistics.ts). */}
        <noscript>
          {/* eslint-disable-next-line @next/next/no-img-element -- a counting pixel, not content */}
          <img src={NO_SCRIPT_PIXEL} alt="" width={1} height={1} className="absolute" />
        </noscript>
      </body>
    </html>
  );
}
