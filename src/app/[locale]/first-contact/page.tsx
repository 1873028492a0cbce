import { copyFor } from '@/next/content/pages';
import { statusText } from '@/site/regulatory-status';
import { getTranslations } from 'next-intl/server';
import { company } from '@/site/company';
import { registryPage, type ViewProps } from '@/components/layout/registry-page';
import { Prose } from '@/components/ui/Prose';

/** The first-contact information of § 15 VersVermV, from the company's facts and status. */
async function FirstContactView({ routeKey, locale }: ViewProps) {
  const page = await copyFor(routeKey, locale);
  const status = statusText(locale);
  const t = await getTranslations({ locale, namespace: 'Imprint' });
  const tBody = await getTranslations({ locale, namespace: 'Body' });
  const { address } = company;
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.heading}</h1>
      <p className="mt-4 text-lg leading-relaxed text-ink-soft">
        <Prose text={page.lead} />
      </p>
      {locale === 'en' && (
        <p className="mt-4 rounded-lg bg-surface p-4 text-sm">{tBody('legalBinding')}</p>
      )}
      <section aria-labelledby="first-contact-who" className="mt-8">
        <h2 id="first-contact-who" className="text-xl font-bold">
          {t('provider')}
        </h2>
        <p className="mt-3 leading-relaxed">
          {company.legalName}
          <br />
          {address.street}, {address.postalCode} {address.city}, {address.country[locale]}
          <br />
          {t('phone')}: <a href={`tel:${company.phone.e164}`}>{company.phone.display}</a>
          <br />
          {t('email')}: <a href={`mailto:${company.email}`}>{company.email}</a>
        </p>
      </section>
      <section aria-labelledby="first-contact-status" className="mt-8" data-regulatory-status>
        <h2 id="first-contact-status" className="text-xl font-bold">
          {status.title}
        </h2>
        {status.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-ink-soft">
            {paragraph}
          </p>
        ))}
      </section>
    </article>
  );
}

const page = registryPage('firstContact', FirstContactView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
