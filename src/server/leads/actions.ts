'use server';

import { screenSubmission, withinRateLimit } from './screening';
import { enquiryValues, validateEnquiry, type FieldErrors } from '@/lib/forms/enquiry';
import type { EnquiryField } from '@/lib/forms/fields';
import { parseHandover } from '@/lib/handover';
import { logDatabaseError } from '../db/errors';
import { enquiryMails } from '../mail/compose';
import { mailConfig } from '../mail/config';
import { saveEnquiry } from './enquiries';

export type EnquiryNotice = 'tooFast' | 'rateLimited' | 'rejected' | 'unavailable';

export interface EnquiryState {
  readonly status: 'editing' | 'sent';
  readonly values: Partial<Record<EnquiryField, string>>;
  readonly errors: FieldErrors;
  readonly notice?: EnquiryNotice;
  readonly reference?: number;
}

/**
 * Handles the contact form, with or without JavaScript. Nothing the visitor typed is lost:
 * every answer other than success carries the values back.
 */
export async function submitEnquiry(
  _previous: EnquiryState,
  data: FormData,
): Promise<EnquiryState> {
  const locale = data.get('locale') === 'en' ? 'en' : 'de';
  const values = enquiryValues(data);
  const editing = (notice?: EnquiryNotice, errors: FieldErrors = {}): EnquiryState => ({
    status: 'editing',
    values,
    errors,
    notice,
  });

  const screened = screenSubmission(data);
  if (screened) return editing(screened);

  const checked = validateEnquiry(values);
  if (!checked.ok) return editing(undefined, checked.errors);

  if (!(await withinRateLimit('enquiry'))) return editing('rateLimited');

  try {
    const handover = parseHandover(new URLSearchParams(String(data.get('handover') ?? '')));
    const mail = mailConfig();
    const reference = await saveEnquiry(checked.enquiry, locale, handover, (id) =>
      mail ? enquiryMails(mail, id, checked.enquiry, locale, handover) : [],
    );
    return { status: 'sent', values: {}, errors: {}, reference };
  } catch (error) {
    logDatabaseError('Storing an enquiry', error);
    return editing('unavailable');
  }
}
