import { copyFor } from '@/next/content/pages';
import { statusText } from '@/site/regulatory-status';
import { Link } from '@/i18n/navigation';
import { internalPath, routes } from '@/site/routes';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { company } from '@/site/company';
import { registryPage, type ViewProps } from '@/components/layout/registry-page';

function ImprintSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The imprint with the § 5 DDG particulars, all read from the company module. */
async function ImprintView({ routeKey, locale }: ViewProps) {
  const page = await copyFor(routeKey, locale);
  const t = await getTranslations({ locale, namespace: 'Imprint' });
  const tBody = await getTranslations({ locale, namespace: 'Body' });
  const { address } = company;
  const status = statusText(locale);
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.heading}</h1>
      {locale === 'en' && (
        <p className="mt-4 rounded-lg bg-surface p-4 text-sm">{tBody('legalBinding')}</p>
      )}
      <ImprintSection id="provider" title={t('provider')}>
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
      </ImprintSection>
      <ImprintSection id="imprint-contact" title={t('contact')}>
        <p className="mt-3">
          {t('phone')}: <a href={`tel:${company.phone.e164}`}>{company.phone.display}</a>
          <br />
          {t('email')}: <a href={`mailto:${company.email}`}>{company.email}</a>
        </p>
      </ImprintSection>
      <ImprintSection id="imprint-register" title={t('register')}>
        <p className="mt-3">
          {t('registerCourt')}: {company.register.court}
          <br />
          {t('registerNumber')}: {company.register.number}
        </p>
        <p className="mt-3">
          {t('vat')}: {company.vatId}
        </p>
      </ImprintSection>
      <ImprintSection id="imprint-status" title={status.title}>
        <div data-regulatory-status>
          {status.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-3 text-ink-soft">
              {paragraph}
            </p>
          ))}
        </div>
        <p className="mt-3">
          <Link
            href={internalPath('firstContact')}
            className="font-semibold text-brand-strong underline"
          >
            {routes.firstContact.label[locale]}
          </Link>
        </p>
      </ImprintSection>
      <ImprintSection id="imprint-responsible" title={t('responsible')}>
        <p className="mt-3">
          {company.founder.name}, {address.street}, {address.postalCode} {address.city}
        </p>
      </ImprintSection>
      <ImprintSection id="imprint-dispute" title={t('dispute')}>
        <p className="mt-3 text-ink-soft">{t('disputeText')}</p>
      </ImprintSection>
      <ImprintSection id="imprint-liability" title={t('liability')}>
        <p className="mt-3 text-ink-soft">{t('liabilityText')}</p>
      </ImprintSection>
    </article>
  );
}

const page = registryPage('imprint', ImprintView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
