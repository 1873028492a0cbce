import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BackofficeHeader } from '@/components/backoffice/BackofficeHeader';
import { ChangesSummary } from '@/components/backoffice/ChangesSummary';
import { InboxFilters } from '@/components/backoffice/InboxFilters';
import { LeadTable } from '@/components/backoffice/LeadTable';
import { Pager } from '@/components/backoffice/Pager';
import { inboxQuery, parseInboxFilter } from '@/lib/inbox-filter';
import { recentPublications, scheduledPublications } from '@/next/backoffice/changes';
import { requireOwner } from '@/next/backoffice/guard';
import { findLeads, unreadCount } from '@site/core/stores/leads';

export async function generateMetadata(): Promise<Metadata> {
  const { account } = await requireOwner();
  const t = await getTranslations({ locale: account.locale, namespace: 'Backoffice.inbox' });
  return { title: t('title') };
}

/** Enquiries and bookings in one list, newest first, with search, filters and export. */
export default async function InboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { account } = await requireOwner();
  const { locale } = account;
  const t = await getTranslations({ locale, namespace: 'Backoffice.inbox' });
  const asked = parseInboxFilter(await searchParams);
  const { items, total, page, pages } = await findLeads(asked);
  const filter = { ...asked, page };
  const pageLink = (page: number) => `/backoffice${inboxQuery(filter, page)}`;
  return (
    <>
      <BackofficeHeader
        locale={locale}
        email={account.email}
        role="owner"
        unread={await unreadCount()}
        back={`/backoffice${inboxQuery(filter, filter.page)}`}
      />
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h1 className="text-2xl font-bold text-brand">{t('title')}</h1>
          <a
            href={`/backoffice/export${inboxQuery(filter)}`}
            download
            className="font-semibold text-brand underline underline-offset-4"
          >
            {t('export')}
          </a>
        </div>
        <InboxFilters locale={locale} filter={filter} />
        <p role="status" className="text-sm text-ink-soft">
          {t('results', { total })}
        </p>
        <LeadTable locale={locale} items={items} />
        <Pager
          page={filter.page}
          pages={pages}
          link={pageLink}
          labels={{
            nav: t('pages'),
            previous: t('previous'),
            next: t('next'),
            at: t('page', { page: filter.page, pages }),
          }}
        />
        <ChangesSummary
          locale={locale}
          published={await recentPublications(3)}
          scheduled={(await scheduledPublications()).filter((item) => !item.failed).length}
        />
      </main>
    </>
  );
}
