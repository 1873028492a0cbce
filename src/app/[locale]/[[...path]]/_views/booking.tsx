import { Check } from 'lucide-react';
import { ContactChannels } from '@/components/sections/ContactChannels';
import { PageHero } from '@/components/sections/PageHero';
import { bookingIntroCopy, contactCopy } from '@/content/core-pages';
import { copyFor } from '@/lib/seo';
import type { ViewProps } from './types';

export function BookingView({ routeKey, locale }: ViewProps) {
  const page = copyFor(routeKey, locale);
  const intro = bookingIntroCopy[locale];
  return (
    <>
      <PageHero locale={locale} heading={page.heading} lead={page.lead} />
      <section aria-labelledby="booking-intro" className="py-12">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <h2 id="booking-intro" className="text-2xl font-bold tracking-tight">
            {intro.title}
          </h2>
          <ul className="mt-6 space-y-3">
            {intro.points.map((point) => (
              <li key={point} className="flex gap-3 text-ink-soft">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 rounded-lg bg-surface p-4 text-ink">{intro.note}</p>
        </div>
      </section>
      <ContactChannels locale={locale} copy={contactCopy[locale]} />
    </>
  );
}
