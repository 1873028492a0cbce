'use server';

import { personEmail } from '@site/core/privacy/person';
import { erasePerson, personRecords, type PersonRecords } from '@site/core/stores/privacy';
import { requireOwner } from './guard';

/** One stored lead of the person, as the privacy page lists it. */
export interface FoundLead {
  readonly kind: 'enquiry' | 'booking';
  readonly id: number;
  readonly createdAt: string;
}

export interface PersonState {
  /** What the owner typed, kept whatever the answer. */
  readonly email?: string;
  readonly confirm?: string;
  readonly error?: 'invalidEmail' | 'confirmMismatch';
  readonly found?: {
    readonly email: string;
    readonly leads: readonly FoundLead[];
    readonly notes: number;
    readonly mails: number;
  };
  readonly erased?: {
    readonly enquiries: number;
    readonly bookings: number;
    readonly notes: number;
    readonly mails: number;
  };
}

function summary(records: PersonRecords): NonNullable<PersonState['found']> {
  const leads = (kind: FoundLead['kind'], rows: PersonRecords['enquiries']) =>
    rows.map((row) => ({ kind, id: Number(row.id), createdAt: String(row.created_at) }));
  return {
    email: records.email,
    leads: [...leads('enquiry', records.enquiries), ...leads('booking', records.bookings)],
    notes: records.notes.length,
    mails: records.mails.length,
  };
}

/**
 * The privacy page's requests for one e-mail address: `find` shows what is stored about it
 * (GDPR Art. 15); `erase` deletes all of it (Art. 17) once the owner typed the address again.
 */
export async function personRequest(_previous: PersonState, data: FormData): Promise<PersonState> {
  const owner = await requireOwner();
  const typed = String(data.get('email') ?? '');
  const email = personEmail(typed);
  if (!email) return { email: typed, error: 'invalidEmail' };
  if (data.get('intent') === 'erase') {
    if (personEmail(data.get('confirm')) !== email)
      return {
        email: typed,
        confirm: String(data.get('confirm') ?? ''),
        error: 'confirmMismatch',
        found: summary(await personRecords(email)),
      };
    return { email: '', erased: await erasePerson(email, owner.account.email) };
  }
  return { email: typed, found: summary(await personRecords(email)) };
}
