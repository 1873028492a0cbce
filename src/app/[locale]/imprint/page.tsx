import { copyFor } from '@/content/pages';
import { getTranslations } from 'next-intl/server';
import { company } from '@/site/company';
import { registryPage, type ViewProps } from '@/components/layout/registry-page';

/** Legal notice with the § 5 DDG particulars, all read from the company module. */
async function ImprintView({ routeKey, locale }: ViewProps) {
  const page = copyFor(routeKey, locale);
  const t = await getTranslations({ locale, namespace: 'Imprint' });
  const tBody = await getTranslations({ locale, namespace: 'Body' });
  const { address } = company;
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.heading}</h1>
      {locale === 'en' && (
        <p className="mt-4 rounded-lg bg-surface p-4 text-sm">{tBody('legalBinding')}</p>
      )}
      <section aria-labelledby="provider" className="mt-8">
        <h2 id="provider" className="text-xl font-bold">
          {t('provider')}
        </h2>
        <p className="mt-3 leading-relaxed">
          {company.legalName}
          <br />
          {address.street}
          <br />
          {address.postalCode} {address.city}
          <br />
          {address.country[locale]}
        </p>
        <p className="mt-3">
          {t('representedBy')}: {company.founder.name} ({company.founder.role[locale]})
        </p>
      </section>
      <section aria-labelledby="imprint-contact" className="mt-8">
        <h2 id="imprint-contact" className="text-xl font-bold">
          {t('contact')}
        </h2>
        <p className="mt-3">
          {t('phone')}: <a href={`tel:${company.phone.e164}`}>{company.phone.display}</a>
          <br />
          {t('email')}: <a href={`mailto:${company.email}`}>{company.email}</a>
        </p>
      </section>
      <section aria-labelledby="imprint-register" className="mt-8">
        <h2 id="imprint-register" className="text-xl font-bold">
          {t('register')}
        </h2>
        <p className="mt-3">
          {t('registerCourt')}: {company.register.court}
          <br />
          {t('registerNumber')}: {company.register.number}
        </p>
        <p className="mt-3">
          {t('vat')}: {company.vatId}
        </p>
      </section>
      <section aria-labelledby="imprint-responsible" className="mt-8">
        <h2 id="imprint-responsible" className="text-xl font-bold">
          {t('responsible')}
        </h2>
        <p className="mt-3">
          {company.founder.name}, {address.street}, {address.postalCode} {address.city}
        </p>
      </section>
      <section aria-labelledby="imprint-dispute" className="mt-8">
        <h2 id="imprint-dispute" className="text-xl font-bold">
          {t('dispute')}
        </h2>
        <p className="mt-3 text-ink-soft">{t('disputeText')}</p>
      </section>
      <section aria-labelledby="imprint-liability" className="mt-8">
        <h2 id="imprint-liability" className="text-xl font-bold">
          {t('liability')}
        </h2>
        <p className="mt-3 text-ink-soft">{t('liabilityText')}</p>
      </section>
    </article>
  );
}

const page = registryPage('imprint', ImprintView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
