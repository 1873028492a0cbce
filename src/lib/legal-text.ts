import type { Locale } from '@/i18n/locales';
import { company } from '@/site/company';

/** Fills the company placeholders of the legal texts from the company module. */
export function fillCompanyFacts(text: string, locale: Locale): string {
  const address = `${company.address.street}, ${company.address.postalCode} ${company.address.city}, ${company.address.country[locale]}`;
  const facts: Record<string, string> = {
    company: company.legalName,
    address,
    email: company.email,
    phone: company.phone.display,
    managingDirector: company.founder.name,
  };
  return text.replace(
    /\{(company|address|email|phone|managingDirector)\}/g,
    (_, name: string) => facts[name] ?? '',
  );
}
