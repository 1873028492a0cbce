import type { Locale } from '@/i18n/locales';
import type { LeadSource } from '@/lib/lead-source';
import type { FormErrors } from '@/lib/forms/validate';

/**
 * The way every lead (an enquiry, a booking) comes in, in this order: maintenance mode,
 * validation, screening (honeypot, fill time), the client's rate limit. The verdict says what
 * to do with it: store it (`accepted`), store it as spam without mails and answer as a robot is
 * answered (`spam`), or answer without storing, so that the form shows why with the visitor's
 * values kept. Past the rate limit a lead is not stored, not even as spam.
 */
export type Verdict<Lead, F extends string> =
  | NotStored<F>
  | { readonly stage: 'accepted'; readonly lead: Lead; readonly context: LeadContext }
  | {
      readonly stage: 'spam';
      readonly lead: Lead;
      readonly context: LeadContext;
      /** What the form answers once the lead is stored as spam. */
      readonly answer: Refused;
    };

/** A lead the verdict lets through to storage, as a person's or as spam. */
export type Admitted<Lead> = Extract<Verdict<Lead, string>, { readonly lead: Lead }>;

/** A lead that passed screening. */
export type Accepted<Lead> = Extract<Verdict<Lead, string>, { readonly stage: 'accepted' }>;

/** Why a lead was not stored, with a newly signed form time when the one sent was missing, wrong or too recent. */
export interface Refused {
  readonly stage: 'refused';
  readonly notice: ScreeningNotice | 'unavailable' | 'maintenance';
  readonly formTime?: string;
}

export type NotStored<F extends string> =
  | Refused
  | { readonly stage: 'invalid'; readonly errors: FormErrors<F>; readonly formTime?: string };

/** What a lead records besides the form's fields. */
export interface LeadContext {
  readonly locale: Locale;
  /** Where the visit that sent it came from, for the statistics (src/lib/lead-source.ts). */
  readonly source: LeadSource;
  /** The client it comes from, as the rate limit counts it (`rateLimitKey`). */
  readonly client: string;
}

/** What keeps robots and floods out of the forms, each answered with a polite notice. */
export type ScreeningNotice = 'rejected' | 'tooFast' | 'rateLimited';
