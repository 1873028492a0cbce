import { Mail, MapPin, Phone } from 'lucide-react';
import type { ContactCopy } from '@/content/pages/contact/sections';
import { useLocale } from 'next-intl';
import { mailtoLink } from '@/lib/mailto';
import { company } from '@/site/company';
import { TitledSection } from './TitledSection';

/** Phone, e-mail (with a prefilled subject and body in the page's language) and address. */
export function ContactChannels({ copy }: { copy: ContactCopy }) {
  const locale = useLocale();
  return (
    <TitledSection id="channels" title={copy.channelsTitle} className="py-12" width="4xl">
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        <li className="rounded-lg border border-line p-5">
          <Phone aria-hidden="true" className="size-5 text-brand" />
          <p className="mt-2 text-sm text-ink-soft">{copy.phoneLabel}</p>
          <a
            href={`tel:${company.phone.e164}`}
            className="font-semibold text-brand-strong hover:underline"
          >
            {company.phone.display}
          </a>
        </li>
        <li className="rounded-lg border border-line p-5">
          <Mail aria-hidden="true" className="size-5 text-brand" />
          <p className="mt-2 text-sm text-ink-soft">{copy.emailLabel}</p>
          <a
            href={mailtoLink(company.email, copy.mailSubject, copy.mailBody)}
            className="font-semibold break-all text-brand-strong hover:underline"
          >
            {company.email}
          </a>
        </li>
        <li className="rounded-lg border border-line p-5">
          <MapPin aria-hidden="true" className="size-5 text-brand" />
          <p className="mt-2 text-sm text-ink-soft">{copy.addressLabel}</p>
          <address className="font-semibold not-italic">
            {company.address.street}
            <br />
            {company.address.postalCode} {company.address.city}, {company.address.country[locale]}
          </address>
        </li>
      </ul>
      <p className="mt-6 text-sm text-ink-soft">{copy.responseNote}</p>
    </TitledSection>
  );
}
