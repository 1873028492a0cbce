import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { backofficeLocale } from '@/next/backoffice/locale';
import '../globals.css';

/** Rendered for each request from the database and the session: never prerendered or cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await backofficeLocale();
  const t = await getTranslations({ locale, namespace: 'Backoffice.nav' });
  return {
    title: { template: `%s · ${t('label')}`, default: t('label') },
    robots: { index: false, follow: false },
  };
}

/** The owner's back office, in the signed-in account's language (German before sign-in). */
export default async function BackofficeLayout({ children }: { children: ReactNode }) {
  const locale = await backofficeLocale();
  const messages = await getMessages({ locale });
  return (
    <html lang={locale}>
      <body className="min-h-screen bg-surface font-sans antialiased">
        <NextIntlClientProvider locale={locale} messages={{ Backoffice: messages.Backoffice }}>
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
