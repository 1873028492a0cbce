/**
 * What the two forms that bring in leads need from the server at the moment of a request, as
 * their views take it (`src/components/forms/EnquirySection.tsx`, `BookingFormSection.tsx`); read by `src/next/leads/forms.ts`.
 */
import type { Locale } from '@/i18n/locales';
import type { SlotOption } from './slot-labels';

/** Heading and intro of a form's section; the site's own unless the owner wrote others. */
export interface SectionTexts {
  readonly locale: Locale;
  readonly heading?: string;
  readonly intro?: string;
}

export interface EnquiryFormData {
  readonly formTime: string;
}

export interface BookingFormData {
  /** The times free now; none when the database cannot be read. */
  readonly slots?: readonly SlotOption[];
  /** The owner phones the visitor: the form asks for the number. */
  readonly phoneForCall: boolean;
  readonly slotMinutes: number;
  readonly formTime: string;
  /** The owner's own scheduler, shown above the form, with a mail to ask for a time instead. */
  readonly scheduler?: { readonly url: string; readonly mailto: string };
}

/** What a page's form blocks need, for the forms it shows. */
export interface BlockForms {
  readonly contact?: EnquiryFormData;
  readonly booking?: BookingFormData;
}
