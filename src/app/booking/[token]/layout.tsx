import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { linkLocale } from '@/next/leads/booking-changes';
import { company } from '@/site/company';
import '../../globals.css';

/** Rendered per request from the booking: never prerendered, cached or indexed. */
export const dynamic = 'force-dynamic';

type Params = Promise<{ token: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await linkLocale((await params).token);
  const t = await getTranslations({ locale, namespace: 'ManageBooking' });
  return { title: `${t('title')} · ${company.brand}`, robots: { index: false, follow: false } };
}

/** The visitor's private booking page, in the language the call was booked in. */
export default async function ManageBookingLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Params;
}) {
  const locale = await linkLocale((await params).token);
  const messages = await getMessages({ locale });
  return (
    <html lang={locale}>
      <body className="min-h-screen bg-surface font-sans antialiased">
        <header className="border-b border-line bg-white">
          <div className="mx-auto max-w-3xl px-4 py-4">
            <a href={locale === 'en' ? '/en' : '/'} className="font-bold text-brand">
              {company.brand}
            </a>
          </div>
        </header>
        <NextIntlClientProvider
          locale={locale}
          messages={{
            ManageBooking: messages.ManageBooking,
            Booking: messages.Booking,
            Form: messages.Form,
          }}
        >
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
