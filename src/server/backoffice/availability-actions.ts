'use server';

import { revalidatePath } from 'next/cache';
import { wallDateAt } from '@/lib/calendar';
import { isoDay } from '@/lib/inbox-filter';
import { holidaysAhead } from '@/lib/slots';
import { company } from '@/site/company';
import {
  availabilityValues,
  validateAvailability,
  type AvailabilityError,
  type AvailabilityField,
} from '@/lib/forms/availability';
import { changeAvailability } from '../leads/availability';
import { audit } from './audit';
import { requireOwner } from './guard';

/** What the availability form shows after the server answered; typed values come back. */
export interface AvailabilityState {
  readonly saved?: boolean;
  readonly errors?: Partial<Record<AvailabilityField, AvailabilityError>>;
  readonly values?: Readonly<Record<string, string>>;
}

/** Sets the weekly hours, call length, buffers, notice, horizon and daily maximum; every instance offers them at once. */
export async function saveAvailability(
  _previous: AvailabilityState,
  data: FormData,
): Promise<AvailabilityState> {
  const owner = await requireOwner();
  const values = availabilityValues(data);
  const checked = validateAvailability(values, []);
  if (!checked.ok) return { errors: checked.errors, values };
  await changeAvailability(
    (current) => ({ ...checked.value, openHolidays: current.openHolidays }),
    owner.account.email,
  );
  await audit('availability.changed', { actor: owner.account.email });
  revalidatePath('/backoffice/availability');
  return { saved: true };
}

const today = () => wallDateAt(new Date(), company.booking.timeZone);

/** Offers calls on a public holiday after all, or closes it again. */
export async function switchHoliday(_state: unknown, data: FormData): Promise<void> {
  const owner = await requireOwner();
  const date = isoDay(String(data.get('date') ?? ''));
  if (!date || !holidaysAhead(today(), 366, company.booking).includes(date)) return;
  const open = data.get('open') === 'yes';
  await changeAvailability(
    (current) => ({
      ...current,
      // Days gone by are dropped as the list changes.
      openHolidays: [
        ...current.openHolidays.filter((day) => day !== date && day >= today()),
        ...(open ? [date] : []),
      ].sort(),
    }),
    owner.account.email,
  );
  await audit(open ? 'holiday.opened' : 'holiday.closed', {
    actor: owner.account.email,
    subject: date,
  });
  revalidatePath('/backoffice/availability');
}
