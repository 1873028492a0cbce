import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BackofficeHeader } from '@/components/backoffice/BackofficeHeader';
import { buttonClass, inputClass, Panel } from '@/components/backoffice/parts';
import { formatterFor } from '@/i18n/format';
import { requireOwner } from '@/server/backoffice/guard';
import { unreadCount } from '@/server/backoffice/inbox';
import { switchMaintenance } from '@/server/backoffice/site-actions';
import { maintenanceDetails } from '@/server/maintenance';

export async function generateMetadata(): Promise<Metadata> {
  const { account } = await requireOwner();
  const t = await getTranslations({ locale: account.locale, namespace: 'Backoffice.site' });
  return { title: t('title') };
}

/** The public site as the owner runs it: maintenance mode, and the statistics of the last 30 days. */
export default async function SitePage() {
  const { account } = await requireOwner();
  const { locale } = account;
  const t = await getTranslations({ locale, namespace: 'Backoffice.site' });
  const format = formatterFor(locale);
  const state = await maintenanceDetails();
  return (
    <>
      <BackofficeHeader
        locale={locale}
        email={account.email}
        unread={await unreadCount()}
        back="/backoffice/site"
      />
      <main id="main" tabIndex={-1} className="mx-auto max-w-5xl space-y-8 px-4 py-6">
        <h1 className="text-2xl font-bold text-brand">{t('title')}</h1>
        <Panel id="maintenance" title={t('maintenance')}>
          <p role="status" data-maintenance={state.on ? 'on' : 'off'} className="mb-4">
            {t(state.on ? 'maintenanceOn' : 'maintenanceOff', {
              at: format.dateTime(state.changedAt, 'stamp'),
              by: state.changedBy ?? '–',
            })}
          </p>
          <p className="mb-4 text-ink-soft">{t('maintenanceText')}</p>
          <form action={switchMaintenance} className="space-y-4">
            <input type="hidden" name="maintenance" value={state.on ? 'off' : 'on'} />
            {!state.on &&
              (['De', 'En'] as const).map((language) => (
                <div key={language}>
                  <label htmlFor={`message${language}`} className="block text-sm font-semibold">
                    {t(`message${language}`)}
                  </label>
                  <textarea
                    id={`message${language}`}
                    name={`message${language}`}
                    rows={2}
                    maxLength={500}
                    defaultValue={state.message[language === 'De' ? 'de' : 'en']}
                    className={inputClass}
                  />
                </div>
              ))}
            <button type="submit" className={buttonClass}>
              {t(state.on ? 'switchOff' : 'switchOn')}
            </button>
          </form>
        </Panel>
      </main>
    </>
  );
}
