import type { Localized } from '@/content/types';

/**
 * The contact page's channels and form texts.
 * Heading, lead and metadata are in this folder's de.md and en.md.
 */

export interface ContactCopy {
  readonly cta: {
    readonly title: string;
    readonly description: string;
    readonly ctaButton: string;
  };
  readonly channelsTitle: string;
  readonly phoneLabel: string;
  readonly emailLabel: string;
  readonly addressLabel: string;
  readonly mailSubject: string;
  readonly mailBody: string;
  readonly responseNote: string;
}

export const contactCopy: Localized<ContactCopy> = {
  de: {
    cta: {
      title: 'Lieber gleich einen Termin?',
      description:
        'Buchen Sie das kostenlose {callMinutes}-minütige Erstgespräch und wählen Sie selbst einen passenden Termin. Sie erhalten eine unabhängige Einschätzung Ihres Vorhabens und einen konkreten nächsten Schritt.',
      ctaButton: 'Erstgespräch buchen',
    },
    channelsTitle: 'Kontaktwege',
    phoneLabel: 'Telefon',
    emailLabel: 'E-Mail',
    addressLabel: 'Anschrift',
    mailSubject: 'Anfrage: kostenloses Erstgespräch',
    mailBody: `Guten Tag {founder},\n\nmein Anliegen in Kürze:\nUnternehmen:\nBevorzugte Termine:\n\nMit freundlichen Grüßen`,
    responseNote: 'Wir antworten in der Regel innerhalb eines Werktags.',
  },
  en: {
    cta: {
      title: 'Prefer to book a time straight away?',
      description:
        'Book the free {callMinutes}-minute first call and choose a time that suits you. You receive an independent assessment of your plans and a concrete next step.',
      ctaButton: 'Book your free call',
    },
    channelsTitle: 'Ways to reach us',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    addressLabel: 'Address',
    mailSubject: 'Enquiry: free first call',
    mailBody: `Dear {founder},\n\nMy topic in brief:\nCompany:\nPreferred dates and times:\n\nKind regards`,
    responseNote: 'We usually reply within one working day.',
  },
};
