import { Mail, MapPin, Phone } from 'lucide-react';
import { useLocale } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { statusText } from '@/site/regulatory-status';
import { Link } from '@/i18n/navigation';
import { company } from '@/site/company';
import { footerNavigation } from '@/site/navigation';
import { addedPages, internalPath, routes, type RouteKey } from '@/site/routes';
import type { Locale } from '@/i18n/locales';
import { addedLinks, hrefOf, keyOf, registryLink, type ResolvedLink } from './nav-types';

function PageList({
  title,
  keys,
  more = [],
}: {
  title: string;
  keys: readonly RouteKey[];
  /** Pages the owner added to the footer, after the registry's. */
  more?: readonly ResolvedLink[];
}) {
  const locale = useLocale() as Locale;
  const links = [...keys.map((key) => registryLink(key, locale)), ...more];
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={keyOf(link)}>
            <Link
              href={hrefOf(link)}
              className="text-sm text-slate-300 hover:text-white hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export async function Footer() {
  const locale = await getLocale();
  const t = await getTranslations('Footer');
  const year = new Date().getFullYear();
  const status = statusText(locale);
  const social = [
    { href: company.social.linkedin, label: t('linkedin') },
    { href: company.social.youtube, label: t('youtube') },
    { href: company.social.website, label: t('website') },
  ];

  return (
    <footer className="bg-ink text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <p className="text-lg font-bold text-white">{company.brand}</p>
          <p className="mt-3 text-sm text-slate-300">{t('tagline')}</p>
        </div>
        <PageList
          title={t('quickNavigation')}
          keys={footerNavigation.quick}
          more={addedLinks(addedPages(), locale, 'footer')}
        />
        <PageList title={t('servicesFleet')} keys={footerNavigation.fleet} />
        <div className="space-y-8">
          <PageList title={t('servicesAutomotive')} keys={footerNavigation.automotive} />
          <PageList title={t('servicesBanking')} keys={footerNavigation.banking} />
        </div>
        <div className="space-y-8">
          <div>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {t('contact')}
            </h2>
            <address className="mt-3 space-y-2 text-sm text-slate-300 not-italic">
              <p className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  {company.legalName}
                  <br />
                  {company.address.street}, {company.address.postalCode} {company.address.city}
                </span>
              </p>
              <p className="flex gap-2">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <a href={`tel:${company.phone.e164}`} className="hover:text-white hover:underline">
                  <span className="sr-only">{t('phone')}: </span>
                  {company.phone.display}
                </a>
              </p>
              <p className="flex gap-2">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <a href={`mailto:${company.email}`} className="hover:text-white hover:underline">
                  <span className="sr-only">{t('email')}: </span>
                  {company.email}
                </a>
              </p>
            </address>
          </div>
          <div>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {t('social')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
              {social.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    rel="noopener noreferrer me"
                    target="_blank"
                    className="text-sm text-slate-300 hover:text-white hover:underline"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-slate-300 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <p>{t('rights', { year, company: company.legalName })}</p>
            {status.line && (
              <p className="mt-1" data-status-line>
                {status.line} ·{' '}
                <Link href={internalPath('firstContact')} className="underline hover:text-white">
                  {routes.firstContact.label[locale]}
                </Link>
              </p>
            )}
          </div>
          <nav aria-label={t('legal')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {footerNavigation.legal.map((key) => (
                <li key={key}>
                  <Link href={internalPath(key)} className="hover:text-white hover:underline">
                    {routes[key].label[locale]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
