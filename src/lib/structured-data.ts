import { intlLocale, type Locale } from '@/i18n/locales';
import { company } from '@/site/company';
import { absoluteUrl } from '@/site/config';
import { pathFor } from '@/site/routes';
import type { Crumb } from './breadcrumbs';

type JsonLd = Record<string, unknown>;

export function organizationJsonLd(locale: Locale): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${absoluteUrl('/')}#organization`,
    name: company.legalName,
    alternateName: company.brand,
    url: absoluteUrl(pathFor('home', locale)),
    logo: absoluteUrl('/icon.svg'),
    email: company.email,
    telephone: company.phone.e164,
    founder: {
      '@type': 'Person',
      name: company.founder.name,
      jobTitle: company.founder.role[locale],
    },
    foundingDate: String(company.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressCountry: company.address.countryCode,
    },
    areaServed: ['DE', 'AT', 'CH'],
    sameAs: [company.social.linkedin, company.social.youtube],
  };
}

export function websiteJsonLd(locale: Locale): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${absoluteUrl('/')}#website`,
    name: company.brand,
    url: absoluteUrl(pathFor('home', locale)),
    inLanguage: intlLocale(locale),
    publisher: { '@id': `${absoluteUrl('/')}#organization` },
  };
}

/** BreadcrumbList of the crumbs that are pages (a folder without a page has no URL to list). */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  const linked = crumbs.filter((crumb): crumb is Required<Crumb> => crumb.path !== undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** Serialises JSON-LD for a `<script>` element; `<` is escaped so no text can close the element. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
