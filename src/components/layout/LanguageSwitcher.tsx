'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { locales, type Locale } from '@/i18n/locales';
import { alternatePath, pathFor } from '@/site/routes';
import { Flag } from './Flag';
import { useAddedPages } from './added-pages';
import { usePublicPath } from './use-public-path';

const languageNames: Record<Locale, string> = { de: 'Deutsch', en: 'English' };

/**
 * Links to the same page in the other language. Without JavaScript it is a plain link;
 * with JavaScript it also keeps query and hash and replaces the history entry. The address
 * carries the language, so nothing is stored in the browser.
 */
export function LanguageSwitcher() {
  const locale = useLocale();
  const t = useTranslations('LanguageSwitcher');
  const pathname = usePublicPath();
  const added = useAddedPages();
  const router = useRouter();

  const hrefFor = (target: Locale) =>
    alternatePath(pathname, target, added) ?? pathFor('home', target);

  const switchTo = (target: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.replace(`${hrefFor(target)}${window.location.search}${window.location.hash}`);
  };

  return (
    <div role="group" aria-label={t('label')} className="flex items-center gap-1 text-sm">
      {locales.map((target) =>
        target === locale ? (
          <span
            key={target}
            lang={target}
            aria-current="true"
            title={t('current', { language: languageNames[target] })}
            className="inline-flex items-center gap-1.5 rounded-md bg-surface px-2 py-1.5 font-semibold text-ink"
          >
            <Flag locale={target} />
            {languageNames[target]}
          </span>
        ) : (
          <a
            key={target}
            href={hrefFor(target)}
            hrefLang={target}
            lang={target}
            onClick={switchTo(target)}
            className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-ink-soft hover:bg-surface hover:text-ink"
          >
            <Flag locale={target} />
            {languageNames[target]}
          </a>
        ),
      )}
    </div>
  );
}
