import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BackofficeHeader } from '@/components/backoffice/BackofficeHeader';
import { ColumnHeads, Panel } from '@/components/backoffice/parts';
import { formatterFor } from '@/i18n/format';
import { recentPublications, scheduledPublications, titlesOf } from '@/next/backoffice/changes';
import { requireStaff } from '@/next/backoffice/guard';
import { CONTENT_EDITOR_PATH } from '@/site/content-engine';

export async function generateMetadata(): Promise<Metadata> {
  const { account } = await requireStaff();
  const t = await getTranslations({ locale: account.locale, namespace: 'Backoffice.changes' });
  return { title: t('title') };
}

const cell = 'px-3 py-2';

/** What was published lately, by whom, and what is scheduled: an editor's home. */
export default async function ChangesPage() {
  const { account, role } = await requireStaff();
  const { locale } = account;
  const t = await getTranslations({ locale, namespace: 'Backoffice.changes' });
  const format = formatterFor(locale);
  const [published, scheduled] = await Promise.all([recentPublications(), scheduledPublications()]);
  const titles = await titlesOf(scheduled);
  return (
    <>
      <BackofficeHeader
        locale={locale}
        email={account.email}
        role={role}
        back="/backoffice/changes"
      />
      <main id="main" tabIndex={-1} className="mx-auto max-w-5xl space-y-8 px-4 py-6">
        <h1 className="text-2xl font-bold text-brand">{t('title')}</h1>
        <Panel id="scheduled" title={t('scheduled')}>
          {scheduled.length === 0 ? (
            <p className="text-ink-soft">{t('noneScheduled')}</p>
          ) : (
            <ul className="space-y-1" data-scheduled={scheduled.length}>
              {scheduled.map((item) => (
                <li key={`${item.kind}:${item.id}:${item.at.toISOString()}`}>
                  <time dateTime={item.at.toISOString()} className="tabular-nums">
                    {format.dateTime(item.at, 'stamp')}
                  </time>
                  {' · '}
                  {t(item.publish ? 'publish' : 'unpublish')}
                  {': '}
                  <Link
                    href={`${CONTENT_EDITOR_PATH}/collections/${item.kind}/${item.id}`}
                    className="font-semibold text-brand underline underline-offset-4"
                  >
                    {titles.get(`${item.kind}:${item.id}`) ?? item.id}
                  </Link>
                  {item.failed && <strong className="text-red-900"> · {t('failed')}</strong>}
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <div className="overflow-x-auto rounded-lg border border-line bg-white">
          <table className="w-full text-left text-sm" aria-labelledby="published">
            <caption id="published" className="p-3 text-left text-lg font-semibold">
              {t('published')}
            </caption>
            <ColumnHeads
              labels={[
                t('when'),
                t('what'),
                t('kind'),
                t('by'),
                <span key="compare" className="sr-only">
                  {t('compare')}
                </span>,
              ]}
            />
            <tbody>
              {published.length === 0 && (
                <tr>
                  <td colSpan={5} className={`${cell} text-ink-soft`}>
                    {t('nonePublished')}
                  </td>
                </tr>
              )}
              {published.map((item) => (
                <tr key={`${item.kind}:${item.versionId}`} className="border-t border-line">
                  <td className={`${cell} tabular-nums`}>
                    <time dateTime={item.at.toISOString()}>
                      {format.dateTime(item.at, 'stamp')}
                    </time>
                  </td>
                  <th scope="row" className={`${cell} font-normal`}>
                    {item.title}
                  </th>
                  <td className={cell}>{t(`kinds.${item.kind}`)}</td>
                  <td className={`${cell} break-all`}>{item.by ?? t('imported')}</td>
                  <td className={cell}>
                    <Link
                      href={`/backoffice/changes/${item.kind}/${item.versionId}`}
                      className="font-semibold text-brand underline underline-offset-4"
                    >
                      {t('compare')}
                      <span className="sr-only"> {item.title}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </main>
    </>
  );
}
