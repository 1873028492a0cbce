'use server';

import { enquiryValues, validateEnquiry, type FieldErrors } from '@/lib/forms/enquiry';
import type { EnquiryField } from '@/lib/forms/fields';
import { parseHandover } from '@/lib/handover';
import { enquiryMails } from '../mail/compose';
import { saveEnquiry } from './enquiries';
import { notStored, receiveLead, type ScreeningNotice } from './pipeline';

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
  const received = await receiveLead(
    'enquiry',
    data,
    validateEnquiry(values),
    (enquiry, { locale, mail, sourcePath }) =>
      saveEnquiry(
        enquiry,
        locale,
        handover,
        (id) => (mail ? enquiryMails(mail, id, enquiry, locale, handover) : []),
        sourcePath,
      ),
    (enquiry, { locale, sourcePath }) => saveEnquiry(enquiry, locale, handover, 'spam', sourcePath),
  );
  if (received.stage === 'stored')
    return { status: 'sent', values: {}, errors: {}, reference: received.result };
  return notStored(received, values);
}
