import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { audiences } from '@/lib/forms/fields';
import type { InboxFilter } from '@/lib/inbox-filter';
import { leadKinds, leadStatuses } from '@/lib/leads';
import { buttonClass, inputClass } from './parts';

/** The inbox's search and filters: a GET form, so a filter is a link and works without JavaScript. */
export async function InboxFilters({ locale, filter }: { locale: Locale; filter: InboxFilter }) {
  const t = await getTranslations({ locale, namespace: 'Backoffice' });
  const select = (
    name: 'kind' | 'status' | 'lang' | 'audience',
    anyLabel: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <div>
      <label htmlFor={`filter-${name}`} className="block text-sm font-semibold">
        {t(`inbox.${name}`)}
      </label>
      <select
        id={`filter-${name}`}
        name={name}
        defaultValue={filter[name] ?? ''}
        className={inputClass}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      method="get"
      action="/backoffice"
      role="search"
      aria-label={t('inbox.filters')}
      className="grid gap-4 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="sm:col-span-2">
        <label htmlFor="filter-q" className="block text-sm font-semibold">
          {t('inbox.search')}
        </label>
        <input
          id="filter-q"
          name="q"
          type="search"
          defaultValue={filter.q ?? ''}
          placeholder={t('inbox.searchHint')}
          className={inputClass}
        />
      </div>
      {select(
        'kind',
        t('inbox.any'),
        leadKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
      )}
      {select(
        'status',
        t('inbox.anyStatus'),
        leadStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      )}
      {select(
        'lang',
        t('inbox.any'),
        (['de', 'en'] as const).map((lang) => ({ value: lang, label: t(`languages.${lang}`) })),
      )}
      {select(
        'audience',
        t('inbox.any'),
        audiences.map((audience) => ({ value: audience, label: t(`audiences.${audience}`) })),
      )}
      {(['from', 'to'] as const).map((name) => (
        <div key={name}>
          <label htmlFor={`filter-${name}`} className="block text-sm font-semibold">
            {t(`inbox.${name}`)}
          </label>
          <input
            id={`filter-${name}`}
            name={name}
            type="date"
            defaultValue={filter[name] ?? ''}
            className={inputClass}
          />
        </div>
      ))}
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={buttonClass}>
          {t('inbox.apply')}
        </button>
        <Link href="/backoffice" className="underline underline-offset-4">
          {t('inbox.reset')}
        </Link>
      </div>
    </form>
  );
}
