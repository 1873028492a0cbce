import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { company } from '@/site/company';
import { desktopNavigation, mobileNavigation, type NavEntry } from '@/site/navigation';
import { pathFor, routes, type RouteKey } from '@/site/routes';
import { DesktopNav } from './DesktopNav';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MobileMenu } from './MobileMenu';
import type { ResolvedLink, ResolvedNavEntry } from './nav-types';

export async function Header({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const tCommon = await getTranslations({ locale, namespace: 'Common' });

  const page = (key: RouteKey, label?: string, hash?: string): ResolvedLink => ({
    label: label ?? routes[key].label[locale],
    href: `${pathFor(key, locale)}${hash ? `#${hash}` : ''}`,
  });
  const resolve = (entry: NavEntry): ResolvedNavEntry =>
    entry.kind === 'link'
      ? { kind: 'link', ...page(entry.route, t(entry.label), entry.hash) }
      : { kind: 'menu', label: t(entry.label), items: entry.items.map((key) => page(key)) };

  const booking = page('bookConsultation', tCommon('bookCallShort'));

  return (
    <header className="sticky top-0 z-40 bg-white shadow-[0_1px_0_0_var(--color-line)]">
      <div className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-[92px]">
        <Link
          href={pathFor('home', locale)}
          aria-label={t('homeLink', { brand: company.brand })}
          className="flex shrink-0 items-center gap-2 text-lg font-bold tracking-tight text-brand-strong"
        >
          <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32">
            <rect width="32" height="32" rx="7" fill="#0b4f6c" />
            <path d="M9 8v16M9 16l9-8M12.5 13.5 20 24" stroke="#fff" strokeWidth="3" fill="none" />
          </svg>
          <span>{company.brand}</span>
        </Link>
        <DesktopNav label={t('mainNavigation')} entries={desktopNavigation.map(resolve)} />
        <div className="hidden items-center gap-3 lg:flex">
          <LanguageSwitcher locale={locale} />
          <Link
            href={booking.href}
            className="hidden whitespace-nowrap rounded-md bg-accent px-4 py-2 text-sm font-semibold text-white hover:bg-orange-800 2xl:inline-block"
          >
            {booking.label}
          </Link>
        </div>
        <MobileMenu
          locale={locale}
          links={mobileNavigation.map((entry) =>
            entry.kind === 'link' ? page(entry.route, t(entry.label), entry.hash) : page('home'),
          )}
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
