'use server';

import { revalidatePath } from 'next/cache';
import { audit } from '@site/core/stores/accounts';
import { bookingForLink, cancelBooking, moveBooking } from './booking-changes';
import { screenChange, type ChangeNotice } from './pipeline';

/** What the visitor's booking page shows after a change; the chosen slot comes back on errors. */
export interface ManageState {
  readonly done?: 'cancelled' | 'moved';
  readonly error?: 'gone' | 'unavailable' | 'taken' | 'noSlot' | 'moveLimit' | ChangeNotice;
  readonly slot?: string;
  /** A newly signed form time, to send the form again with. */
  readonly formTime?: string;
}

const tokenOf = (data: FormData) => String(data.get('token') ?? '');

/**
 * The booking a change names, once the change passed the screening and the rate limit, or
 * what to answer instead.
 */
async function screened(data: FormData): Promise<{ readonly refused: ManageState } | undefined> {
  const booking = await bookingForLink(tokenOf(data));
  if (!booking) return { refused: { error: 'gone' } };
  const refused = await screenChange(data, booking.id);
  return refused && { refused: { error: refused.notice, formTime: refused.formTime } };
}

/** The visitor cancels through the private link (until the call starts). */
export async function cancelOwnBooking(
  _previous: ManageState,
  data: FormData,
): Promise<ManageState> {
  const check = await screened(data);
  if (check) return check.refused;
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
  const check = await screened(data);
  if (check) return { ...check.refused, slot };
  const result = await moveBooking({ by: 'visitor', token: tokenOf(data) }, slot);
  if (!result.ok) return { error: result.reason, slot };
  await audit('booking.moved', {
    actor: 'visitor',
    subject: `booking:${result.booking.id} ${result.booking.slotStart.toISOString()}`,
  });
  revalidatePath(`/booking/${tokenOf(data)}`);
  return { done: 'moved' };
}
