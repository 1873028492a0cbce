'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { autoRetryDelayMs, canRetry, isTransientError } from '@/lib/retry-policy';
import { internalPath } from '@/site/routes';
import { timing } from '@/site/timing';

/** Retries so far per page; kept outside the component because the boundary remounts it. */
const retriesByPage = new Map<string, number>();

function currentPage(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname;
}

/**
 * The error screen of a page: counts attempts, retries chunk-load and network failures
 * automatically (at most twice, after 1 s and 2 s), offers a manual retry until the limit
 * and a way home. Details show only the server's reference, never a stack trace.
 */
export function ErrorScreen({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  const t = useTranslations('Error');
  const [retryCount, setRetryCount] = useState(() => retriesByPage.get(currentPage()) ?? 0);

  const attempt = useCallback(() => {
    const next = retryCount + 1;
    retriesByPage.set(currentPage(), next);
    setRetryCount(next);
    retry();
  }, [retryCount, retry]);

  const autoDelay = isTransientError(error) ? autoRetryDelayMs(retryCount) : null;
  useEffect(() => {
    if (autoDelay === null) return;
    const timer = window.setTimeout(attempt, autoDelay);
    return () => window.clearTimeout(timer);
  }, [autoDelay, attempt]);

  const retryAllowed = canRetry(retryCount);

  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-20 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-4 text-lg text-ink-soft">{t('text')}</p>
      {retryCount > 0 && (
        <p className="mt-4 text-sm text-ink-soft">
          {t('attempt', { count: retryCount, max: timing.maxRetries })}
        </p>
      )}
      {autoDelay !== null && (
        <p className="mt-2 text-sm text-ink-soft">{t('retrying', { seconds: autoDelay / 1000 })}</p>
      )}
      <div className="mt-8 flex flex-wrap gap-4">
        <button
          type="button"
          onClick={attempt}
          disabled={!retryAllowed}
          className="rounded-md bg-accent px-5 py-3 font-semibold text-white hover:bg-orange-800 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          {retryAllowed ? t('tryAgain') : t('maxRetries')}
        </button>
        <Link
          href={internalPath('home')}
          className="rounded-md border border-brand px-5 py-3 font-semibold text-brand-strong hover:bg-surface"
        >
          {t('goHome')}
        </Link>
      </div>
      <details className="mt-8 text-sm text-ink-soft">
        <summary className="cursor-pointer font-medium">{t('details')}</summary>
        <p className="mt-2">
          {error.digest ? t('reference', { digest: error.digest }) : t('noReference')}
        </p>
      </details>
    </section>
  );
}
