import type { ServicesCopy } from '@/content/pages/services/sections';
import type { Locale } from '@/i18n/locales';
import { fillReferences } from '@/content/references';

/** How an engagement is priced: the services page's texts with the owner's prices. */
export function ServicePricing({
  copy,
  locale,
}: {
  copy: ServicesCopy['pricing'];
  locale: Locale;
}) {
  return (
    <section aria-labelledby="pricing-title" className="py-16" data-pricing>
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="pricing-title" className="text-3xl font-bold tracking-tight">
          {copy.title}
        </h2>
        <p className="mt-4 leading-relaxed text-ink-soft">{copy.intro}</p>
        <ul className="mt-6 list-disc space-y-2 pl-6 text-ink-soft">
          {copy.items.map((item) => (
            <li key={item}>{fillReferences(item, locale)}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-ink-soft">{copy.note}</p>
      </div>
    </section>
  );
}
