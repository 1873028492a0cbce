import { getTranslations } from 'next-intl/server';
import { quietButtonClass } from '@/components/backoffice/parts';
import { PageForm } from '@/components/forms/PageForm';
import { formatterFor } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { refreshOwnerCalendar, removeOwnerCalendar } from '@/next/backoffice/availability-actions';
import { calendarFetchLimits } from '@site/core/calendars/fetch-calendar';
import type { CalendarSource } from '@site/core/calendars/sources';

/**
 * One of the owner's calendars: where it is, its last fetch, why the last attempt failed, the
 * events the last fetch left out (by name, so that the owner can mend them), and its buttons.
 */
export async function CalendarEntry({
  calendar,
  locale,
}: {
  calendar: CalendarSource;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Backoffice.calendars' });
  const format = formatterFor(locale);
  const { skipped } = calendar;
  return (
    <li data-calendar={calendar.id} className="space-y-1">
      <p className="font-semibold">{calendar.label}</p>
      <p className="text-sm text-ink-soft">
        {t('state', { kind: t(`kinds.${calendar.kind}`), host: calendar.host })}
      </p>
      <p>
        {calendar.fetchedAt
          ? t('fetched', {
              at: format.dateTime(calendar.fetchedAt, 'stamp'),
              count: calendar.busyCount,
            })
          : t('never')}
      </p>
      {skipped && skipped.count > 0 && (
        <div data-skipped className="text-red-800">
          <p>{t('skipped.title', { count: skipped.count })}</p>
          <ul className="ml-4 list-disc">
            {skipped.named.map((event, index) => (
              <li key={index}>
                {t(event.start ? 'skipped.event' : 'skipped.undated', {
                  summary: event.summary || t('skipped.untitled'),
                  date: event.start
                    ? format.dateTime(new Date(`${event.start}T12:00:00Z`), 'article')
                    : '',
                  reason: t(`skipped.${event.reason}`),
                })}
              </li>
            ))}
            {skipped.count > skipped.named.length && (
              <li>{t('skipped.more', { count: skipped.count - skipped.named.length })}</li>
            )}
          </ul>
        </div>
      )}
      {calendar.problem && calendar.attemptedAt && (
        <p data-problem={calendar.problem} className="text-red-800">
          {t('failed', {
            at: format.dateTime(calendar.attemptedAt, 'stamp'),
            reason: t(`problems.${calendar.problem}`, {
              detail: calendar.detail ?? '',
              mb: calendarFetchLimits.maxBytes / 1_000_000,
              seconds: calendarFetchLimits.timeoutMs / 1000,
            }),
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {(
          [
            [refreshOwnerCalendar, 'refresh'],
            [removeOwnerCalendar, 'remove'],
          ] as const
        ).map(([action, label]) => (
          <PageForm key={label} action={action}>
            <input type="hidden" name="id" value={calendar.id} />
            <button type="submit" className={quietButtonClass}>
              {t(label)}
              <span className="sr-only"> {calendar.label}</span>
            </button>
          </PageForm>
        ))}
      </div>
    </li>
  );
}
