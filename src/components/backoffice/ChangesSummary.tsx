import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatterFor } from '@/i18n/format';
import type { Publication } from '@/lib/content-diff';
import { Panel } from './parts';

/** The back-office home's glance at the content: the latest publications and what is scheduled. */
export async function ChangesSummary({
  locale,
  published,
  scheduled,
}: {
  locale: Locale;
  published: readonly Publication[];
  /** How many publications are scheduled. */
  scheduled: number;
}) {
  const t = await getTranslations({ locale, namespace: 'Backoffice.changes' });
  const format = formatterFor(locale);
  return (
    <Panel id="changes-summary" title={t('published')}>
      <ul className="mb-2 space-y-1">
        {published.map((item) => (
          <li key={`${item.kind}:${item.versionId}`}>
            <time dateTime={item.at.toISOString()} className="tabular-nums">
              {format.dateTime(item.at, 'stamp')}
            </time>
            {' · '}
            {item.title} ({t(`kinds.${item.kind}`)}, {item.by ?? t('imported')})
          </li>
        ))}
      </ul>
      <p>
        {t('scheduledCount', { count: scheduled })}{' '}
        <Link
          href="/backoffice/changes"
          className="font-semibold text-brand underline underline-offset-4"
        >
          {t('all')}
        </Link>
      </p>
    </Panel>
  );
}
