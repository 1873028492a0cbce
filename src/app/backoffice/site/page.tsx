import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BackofficeHeader } from '@/components/backoffice/BackofficeHeader';
import {
  buttonClass,
  ColumnHeads,
  inputClass,
  Panel,
  quietButtonClass,
} from '@/components/backoffice/parts';
import { formatterFor } from '@/i18n/format';
import { requireOwner } from '@/next/backoffice/guard';
import { unreadCount } from '@site/core/stores/leads';
import { listRedirects } from '@site/core/stores/site';
import {
  removeContentRedirect,
  switchMaintenance,
  switchWeeklySummary,
} from '@/next/backoffice/site-actions';
import { maintenanceDetails } from '@site/core/maintenance';
import { PageForm } from '@/components/forms/PageForm';

export async function generateMetadata(): Promise<Metadata> {
  const { account } = await requireOwner();
  const t = await getTranslations({ locale: account.locale, namespace: 'Backoffice.site' });
  return { title: t('title') };
}

/**
 * The public site as the owner runs it: maintenance mode, the owner's weekly summary by mail, and
 * the former addresses of content.
 */
export default async function SitePage() {
  const { account } = await requireOwner();
  const { locale } = account;
  const t = await getTranslations({ locale, namespace: 'Backoffice.site' });
  const format = formatterFor(locale);
  const state = await maintenanceDetails();
  const redirects = await listRedirects();
  return (
    <>
      <BackofficeHeader
        locale={locale}
        email={account.email}
        role="owner"
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
          <PageForm action={switchMaintenance} className="space-y-4">
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
          </PageForm>
        </Panel>
        <Panel id="weekly-summary" title={t('weeklySummary')}>
          <p
            role="status"
            className="mb-4"
            data-weekly-summary={account.weeklySummary ? 'on' : 'off'}
          >
            {t(account.weeklySummary ? 'weeklySummaryOn' : 'weeklySummaryOff', {
              email: account.email,
            })}
          </p>
          <PageForm action={switchWeeklySummary}>
            <input
              type="hidden"
              name="weeklySummary"
              value={account.weeklySummary ? 'off' : 'on'}
            />
            <button type="submit" className={buttonClass}>
              {t(account.weeklySummary ? 'weeklySummarySwitchOff' : 'weeklySummarySwitchOn')}
            </button>
          </PageForm>
        </Panel>
        <Panel id="redirects" title={t('redirects')}>
          <p className="mb-4 text-ink-soft">{t('redirectsText')}</p>
          {redirects.length === 0 ? (
            <p>{t('noRedirects')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm" aria-labelledby="redirects">
                <ColumnHeads
                  labels={[
                    t('redirectFrom'),
                    t('redirectTo'),
                    t('redirectSince'),
                    <span key="remove" className="sr-only">
                      {t('redirectRemove')}
                    </span>,
                  ]}
                />
                <tbody>
                  {redirects.map((row) => (
                    <tr
                      key={row.fromPath}
                      className="border-t border-line"
                      data-redirect={row.fromPath}
                    >
                      <th scope="row" className="px-3 py-2 font-normal break-all">
                        {row.fromPath}
                      </th>
                      <td className="px-3 py-2 break-all">{row.toPath ?? t('gone')}</td>
                      <td className="px-3 py-2">
                        {format.dateTime(row.createdAt, 'stamp')}
                        {row.createdBy ? ` · ${row.createdBy}` : ''}
                      </td>
                      <td className="px-3 py-2">
                        <PageForm action={removeContentRedirect}>
                          <input type="hidden" name="from" value={row.fromPath} />
                          <button
                            type="submit"
                            className={quietButtonClass}
                            aria-label={t('redirectRemoveOne', { from: row.fromPath })}
                          >
                            {t('redirectRemove')}
                          </button>
                        </PageForm>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Panel>
      </main>
    </>
  );
}
