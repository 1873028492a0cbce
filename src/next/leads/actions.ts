'use server';

import { enquiryValues, validateEnquiry, type FieldErrors } from '@/lib/forms/enquiry';
import type { EnquiryField } from '@/lib/forms/fields';
import { parseHandover } from '@/lib/handover';
import { saveEnquiry } from '@site/core/leads/enquiries';
import { notStored, screenLead, unavailable } from './pipeline';
import type { ScreeningNotice } from '@site/core/leads/verdict';

export type EnquiryNotice = ScreeningNotice | 'unavailable' | 'maintenance';

export interface EnquiryState {
  readonly status: 'editing' | 'sent';
  readonly values: Partial<Record<EnquiryField, string>>;
  readonly errors: FieldErrors;
  readonly notice?: EnquiryNotice;
  readonly reference?: number;
  /** A newly signed form time, to send the form again with. */
  readonly formTime?: string;
}

/**
 * Handles the contact form, with or without JavaScript. Nothing the visitor typed is lost:
 * every answer other than success carries the values back.
 */
export async function submitEnquiry(
  _previous: EnquiryState,
  data: FormData,
): Promise<EnquiryState> {
  const values = enquiryValues(data);
  // The calculator's values are kept only with their own consent, given apart from the enquiry.
  const handover =
    values.keepRoi === 'on'
      ? parseHandover(new URLSearchParams(String(data.get('handover') ?? '')))
      : {};
  const verdict = await screenLead('enquiry', data, validateEnquiry(values));
  if (verdict.stage === 'refused' || verdict.stage === 'invalid') return notStored(verdict, values);
  if (verdict.stage === 'spam') {
    await saveEnquiry(verdict, handover).catch((error: unknown) =>
      unavailable('Storing an enquiry as spam', error),
    );
    return notStored(verdict.answer, values);
  }
  try {
    const reference = await saveEnquiry(verdict, handover);
    return { status: 'sent', values: {}, errors: {}, reference };
  } catch (error) {
    return notStored(unavailable('Storing an enquiry', error), values);
  }
}
