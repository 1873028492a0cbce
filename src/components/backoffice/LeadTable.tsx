import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatterFor } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import type { InboxItem } from '@/lib/inbox-filter';

/** The inbox's list: one row per lead, unread ones marked. */
export async function LeadTable({
  locale,
  items,
}: {
  locale: Locale;
  items: readonly InboxItem[];
}) {
  const t = await getTranslations({ locale, namespace: 'Backoffice' });
  const format = formatterFor(locale);
  if (items.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-white">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{t('inbox.title')}</caption>
        <thead className="bg-surface">
          <tr>
            <th scope="col" className="p-3">
              {t('inbox.received')}
            </th>
            <th scope="col" className="p-3">
              {t('inbox.kind')}
            </th>
            <th scope="col" className="p-3">
              {t('inbox.who')}
            </th>
            <th scope="col" className="p-3">
              {t('inbox.subject')}
            </th>
            <th scope="col" className="p-3">
              {t('inbox.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr
              key={`${item.kind}-${item.id}`}
              data-lead={`${item.kind}:${item.id}`}
              className={`border-t border-line ${item.readAt ? '' : 'font-semibold'}`}
            >
              <td className="p-3 whitespace-nowrap">
                {format.dateTime(item.createdAt, 'stamp')}
                {!item.readAt && (
                  <span className="ml-2 rounded bg-accent px-1.5 py-0.5 text-xs text-white">
                    {t('inbox.newBadge')}
                  </span>
                )}
              </td>
              <td className="p-3">{t(`kinds.${item.kind}`)}</td>
              <td className="p-3">
                <Link
                  href={`/backoffice/leads/${item.kind}/${item.id}`}
                  className="text-brand underline underline-offset-4"
                >
                  {item.name}
                </Link>
                <span className="block text-ink-soft">
                  {item.company} · {item.email}
                </span>
              </td>
              <td className="p-3">
                {item.slotStart ? `${format.dateTime(item.slotStart, 'stamp')} · ` : ''}
                {item.topic}
              </td>
              <td className="p-3">{t(`statuses.${item.leadStatus}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
