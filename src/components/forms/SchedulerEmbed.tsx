'use client';

import { CalendarDays, ExternalLink, Mail } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { getPathname } from '@/i18n/navigation';
import { internalPath } from '@/site/routes';
import { layout } from '@/site/timing';

type View = 'consent' | 'frame' | 'fallback';

/**
 * The scheduling provider's calendar (SPEC §2, §7), loaded only after the visitor agrees: before
 * that click nothing is requested from the provider. "Having issues?" and a frame error lead to
 * the fallbacks; a blocked popup falls back to the contact page.
 */
export function SchedulerEmbed({ url, mailto }: { url: string; mailto: string }) {
  const t = useTranslations('Scheduler');
  const locale = useLocale();
  const [view, setView] = useState<View>('consent');
  const host = new URL(url).host;

  const openInTab = () => {
    const opened = window.open(url, '_blank', 'noopener,noreferrer');
    if (!opened) window.location.assign(getPathname({ href: internalPath('contact'), locale }));
  };

  return (
    <section
      aria-labelledby="scheduler-title"
      className="mb-10 rounded-lg border border-line p-6"
      data-scheduler={view}
    >
      <h3 id="scheduler-title" className="text-lg font-semibold">
        {t('title')}
      </h3>
      {view === 'consent' && (
        <>
          <p className="mt-2 text-sm text-ink-soft">{t('notice', { host })}</p>
          <button
            type="button"
            onClick={() => setView('frame')}
            className="mt-4 inline-flex items-center gap-2 rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong"
          >
            <CalendarDays aria-hidden="true" className="size-5" />
            {t('load', { host })}
          </button>
        </>
      )}
      {view === 'frame' && (
        <>
          <iframe
            src={url}
            title={t('frameTitle', { host })}
            height={layout.bookingFrameHeightPx}
            className="mt-4 w-full rounded border border-line"
            onError={() => setView('fallback')}
            referrerPolicy="strict-origin-when-cross-origin"
          />
          <button
            type="button"
            onClick={() => setView('fallback')}
            className="mt-3 text-sm font-semibold text-brand-strong underline"
          >
            {t('issues')}
          </button>
        </>
      )}
      {view === 'fallback' && (
        <div className="mt-4">
          <p className="font-semibold">{t('fallbackTitle')}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={openInTab}
              className="inline-flex items-center gap-2 rounded-md border border-brand px-4 py-2 font-semibold text-brand-strong"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('openTab')}
            </button>
            <a
              href={mailto}
              className="inline-flex items-center gap-2 rounded-md border border-brand px-4 py-2 font-semibold text-brand-strong"
            >
              <Mail aria-hidden="true" className="size-4" />
              {t('email')}
            </a>
            <button
              type="button"
              onClick={() => setView('frame')}
              className="px-2 py-2 text-sm font-semibold text-brand-strong underline"
            >
              {t('retry')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
