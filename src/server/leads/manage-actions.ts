'use server';

import { revalidatePath } from 'next/cache';
import { audit } from '../backoffice/audit';
import { cancelBooking, moveBooking } from './booking-changes';

/** What the visitor's booking page shows after a change; the chosen slot comes back on errors. */
export interface ManageState {
  readonly done?: 'cancelled' | 'moved';
  readonly error?: 'gone' | 'unavailable' | 'taken' | 'noSlot';
  readonly slot?: string;
}

const tokenOf = (data: FormData) => String(data.get('token') ?? '');

/** The visitor cancels through the private link (until the call starts). */
export async function cancelOwnBooking(
  _previous: ManageState,
  data: FormData,
): Promise<ManageState> {
  const result = await cancelBooking({ by: 'visitor', token: tokenOf(data) });
  if (!result.ok) return { error: result.reason };
  await audit('booking.cancelled', {
    actor: 'visitor',
    subject: `booking:${result.booking.id}`,
  });
  revalidatePath(`/booking/${tokenOf(data)}`);
  return { done: 'cancelled' };
}

/** The visitor moves the call to another free slot through the private link. */
export async function moveOwnBooking(_previous: ManageState, data: FormData): Promise<ManageState> {
  const slot = String(data.get('slot') ?? '');
  if (!slot) return { error: 'noSlot' };
  const result = await moveBooking({ by: 'visitor', token: tokenOf(data) }, slot);
  if (!result.ok) return { error: result.reason, slot };
  await audit('booking.moved', {
    actor: 'visitor',
    subject: `booking:${result.booking.id} ${result.booking.slotStart.toISOString()}`,
  });
  revalidatePath(`/booking/${tokenOf(data)}`);
  return { done: 'moved' };
}
