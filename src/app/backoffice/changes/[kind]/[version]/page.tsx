import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BackofficeHeader } from '@/components/backoffice/BackofficeHeader';
import { ColumnHeads } from '@/components/backoffice/parts';
import { formatterFor } from '@/i18n/format';
import { isContentKind } from '@/lib/content-diff';
import { comparison } from '@/next/backoffice/changes';
import { requireStaff } from '@/next/backoffice/guard';

interface Props {
  params: Promise<{ kind: string; version: string }>;
}

async function compared(params: Props['params']) {
  const { kind, version } = await params;
  const found = isContentKind(kind) ? await comparison(kind, version) : undefined;
  if (!found) notFound();
  return { found, path: `/backoffice/changes/${kind}/${version}` };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { account } = await requireStaff();
  const t = await getTranslations({ locale: account.locale, namespace: 'Backoffice.changes' });
  const { found } = await compared(params);
  return { title: t('compareTitle', { title: found.title }) };
}

const cell = 'px-3 py-2 align-top';

/** A publication beside the one before it: every text that changed, in both languages. */
export default async function ComparisonPage({ params }: Props) {
  const { account, role } = await requireStaff();
  const { locale } = account;
  const t = await getTranslations({ locale, namespace: 'Backoffice.changes' });
  const format = formatterFor(locale);
  const { found, path } = await compared(params);
  return (
    <>
      <BackofficeHeader locale={locale} email={account.email} role={role} back={path} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        <p>
          <Link
            href="/backoffice/changes"
            className="font-semibold text-brand underline underline-offset-4"
          >
            {t('back')}
          </Link>
        </p>
        <h1 className="text-2xl font-bold text-brand">
          {t('compareTitle', { title: found.title })}
        </h1>
        <p className="text-ink-soft">
          {found.previousAt
            ? t('between', {
                before: format.dateTime(found.previousAt, 'stamp'),
                after: format.dateTime(found.at, 'stamp'),
              })
            : t('first', { at: format.dateTime(found.at, 'stamp') })}
        </p>
        <div className="overflow-x-auto rounded-lg border border-line bg-white">
          <table className="w-full text-left text-sm" aria-labelledby="compared">
            <caption id="compared" className="p-3 text-left font-semibold">
              {t('changedTexts', { count: found.rows.length })}
            </caption>
            <ColumnHeads labels={[t('field'), t('language'), t('before'), t('after')]} />
            <tbody>
              {found.rows.map((row) => (
                <tr key={`${row.field}:${row.language ?? ''}`} className="border-t border-line">
                  <th scope="row" className={`${cell} font-mono text-xs font-normal break-all`}>
                    {row.field}
                  </th>
                  <td className={cell}>{row.language ? t(`languages.${row.language}`) : '–'}</td>
                  <td className={`${cell} whitespace-pre-wrap text-ink-soft`} lang={row.language}>
                    {row.before ? <del>{row.before}</del> : '–'}
                  </td>
                  <td className={`${cell} whitespace-pre-wrap`} lang={row.language}>
                    {row.after ? <ins className="no-underline">{row.after}</ins> : '–'}
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
