import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { company } from '@/site/company';
import { desktopNavigation, mobileNavigation, type NavEntry } from '@/site/navigation';
import { addedPages, internalPath, type RouteKey } from '@/site/routes';
import { DesktopNav } from './DesktopNav';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MobileMenu } from './MobileMenu';
import {
  addedLinks,
  hrefOf,
  registryLink,
  type ResolvedLink,
  type ResolvedNavEntry,
} from './nav-types';

export async function Header() {
  const locale = await getLocale();
  const t = await getTranslations('Header');
  const tCommon = await getTranslations('Common');

  const page = (route: RouteKey, label?: string, hash?: string): ResolvedLink =>
    registryLink(route, locale, label, hash);
  const resolve = (entry: NavEntry): ResolvedNavEntry =>
    entry.kind === 'link'
      ? { kind: 'link', ...page(entry.route, t(entry.label), entry.hash) }
      : { kind: 'menu', label: t(entry.label), items: entry.items.map((key) => page(key)) };
  // The owner's pages in the header stand before the last entry, the contact page.
  const added = addedLinks(addedPages(), locale, 'header');
  const beforeLast = <T,>(entries: readonly T[], more: readonly T[]): T[] => [
    ...entries.slice(0, -1),
    ...more,
    ...entries.slice(-1),
  ];
  const desktop = beforeLast(
    desktopNavigation.map(resolve),
    added.map((link): ResolvedNavEntry => ({ kind: 'link', ...link })),
  );
  const mobile = beforeLast(
    mobileNavigation.map((entry) =>
      entry.kind === 'link' ? page(entry.route, t(entry.label), entry.hash) : page('home'),
    ),
    added,
  );

  const booking = page('bookConsultation', tCommon('bookCallShort'));

  return (
    <header className="sticky top-0 z-40 bg-white shadow-[0_1px_0_0_var(--color-line)]">
      <div className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-[92px]">
        <Link
          href={internalPath('home')}
          aria-label={t('homeLink', { brand: company.brand })}
          className="flex shrink-0 items-center gap-2 text-lg font-bold tracking-tight text-brand-strong"
        >
          <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32">
            <rect width="32" height="32" rx="7" fill="#0b4f6c" />
            <path d="M9 8v16M9 16l9-8M12.5 13.5 20 24" stroke="#fff" strokeWidth="3" fill="none" />
          </svg>
          <span>{company.brand}</span>
        </Link>
        <DesktopNav label={t('mainNavigation')} entries={desktop} />
        <div className="hidden items-center gap-3 lg:flex">
          <LanguageSwitcher />
          <Link
            href={hrefOf(booking)}
            className="hidden whitespace-nowrap rounded-md bg-accent px-4 py-2 text-sm font-semibold text-white hover:bg-orange-800 2xl:inline-block"
          >
            {booking.label}
          </Link>
        </div>
        <MobileMenu
          links={mobile}
          booking={booking}
          labels={{
            open: t('openMenu'),
            close: t('closeMenu'),
            title: t('menuTitle'),
            description: t('menuDescription'),
            navigation: t('mainNavigation'),
          }}
        />
      </div>
    </header>
  );
}
