'use server';

import { revalidatePath } from 'next/cache';
import { instantOf } from '@/lib/calendar';
import { isoDay } from '@/lib/inbox-filter';
import { parseId } from '@/lib/leads';
import { company } from '@/site/company';
import { callPlaceOf } from '@/lib/call-place';
import { cancelBooking, changePlace, moveBooking } from '../leads/booking-changes';
import { currentPlaceSetting, newRoomName } from '@site/core/leads/call-place';
import { audit } from '@site/core/stores/accounts';
import { addBlock, removeBlock, setCapLifted } from '@site/core/stores/bookings';
import { requireOwner } from './guard';

/** What the owner's booking forms show after the server answered; typed values come back. */
export interface ScheduleState {
  readonly done?: 'cancelled' | 'moved' | 'blocked';
  readonly error?: 'gone' | 'unavailable' | 'taken' | 'range' | 'noSlot';
  readonly values?: Readonly<Record<string, string>>;
}

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();
const idOf = (data: FormData) => parseId(data.get('id')) ?? 0;

function refresh(id?: number) {
  revalidatePath('/backoffice/bookings');
  if (id) revalidatePath(`/backoffice/leads/booking/${id}`);
}

/** Cancels a booking with a reason the visitor reads in the cancellation mail. */
export async function cancelBookingByOwner(
  _previous: ScheduleState,
  data: FormData,
): Promise<ScheduleState> {
  const owner = await requireOwner();
  const id = idOf(data);
  const reason = text(data, 'reason').slice(0, 500);
  const result = await cancelBooking({ by: 'owner', id }, reason);
  if (!result.ok) return { error: result.reason, values: { reason } };
  await audit('booking.cancelled', { actor: owner.account.email, subject: `booking:${id}` });
  refresh(id);
  return { done: 'cancelled' };
}

/** Moves a booking to another free slot. */
export async function moveBookingByOwner(
  _previous: ScheduleState,
  data: FormData,
): Promise<ScheduleState> {
  const owner = await requireOwner();
  const id = idOf(data);
  const slot = text(data, 'slot');
  if (!slot) return { error: 'noSlot' };
  const result = await moveBooking({ by: 'owner', id }, slot);
  // Only the private link's moves are limited: `moveLimit` never answers the owner.
  if (!result.ok)
    return { error: result.reason === 'moveLimit' ? 'gone' : result.reason, values: { slot } };
  await audit('booking.moved', { actor: owner.account.email, subject: `booking:${id} ${slot}` });
  refresh(id);
  return { done: 'moved' };
}

/** What the form of a call's place shows after the server answered; typed values come back. */
export interface PlaceBookingState {
  readonly saved?: boolean;
  readonly error?: 'kind' | 'phone' | 'url' | 'pattern' | 'gone';
  readonly values?: Readonly<Record<string, string>>;
}

/** Changes where one call happens; the visitor gets the updated calendar entry. */
export async function placeBookingByOwner(
  _previous: PlaceBookingState,
  data: FormData,
): Promise<PlaceBookingState> {
  const owner = await requireOwner();
  const id = idOf(data);
  const values = {
    kind: text(data, 'kind'),
    phone: text(data, 'phone').slice(0, 100),
    url: text(data, 'url').slice(0, 1000),
  };
  const place = callPlaceOf(values, await currentPlaceSetting(), newRoomName());
  if (typeof place === 'string') return { error: place, values };
  const result = await changePlace(id, place, values.phone);
  if (!result.ok) return { error: result.reason, values };
  await audit('booking.place', {
    actor: owner.account.email,
    subject: `booking:${id} ${place.kind}`,
  });
  refresh(id);
  // The form shows the place as it is now: a new room's address among it.
  return {
    saved: true,
    values: { ...values, url: place.kind === 'video' ? place.url : values.url },
  };
}

/**
 * Lets a booking no longer count against the limit of calls to come per address and client
 * (`calendarLimits.upcomingPerPerson`), or count again.
 */
export async function setBookingCap(_state: unknown, data: FormData): Promise<void> {
  const owner = await requireOwner();
  const id = idOf(data);
  const lifted = data.get('lifted') === 'yes';
  if (await setCapLifted(id, lifted))
    await audit(lifted ? 'booking.cap-lifted' : 'booking.cap-restored', {
      actor: owner.account.email,
      subject: `booking:${id}`,
    });
  refresh(id);
}

/** Blocks a time (office time zone) so that no slot overlapping it is offered. */
export async function blockTime(_previous: ScheduleState, data: FormData): Promise<ScheduleState> {
  const owner = await requireOwner();
  const values = {
    fromDate: text(data, 'fromDate'),
    fromTime: text(data, 'fromTime') || '00:00',
    toDate: text(data, 'toDate'),
    toTime: text(data, 'toTime') || '23:59',
    reason: text(data, 'reason').slice(0, 200),
  };
  const valid = (date: string, time: string) =>
    isoDay(date) !== undefined && /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
  if (!valid(values.fromDate, values.fromTime) || !valid(values.toDate, values.toTime))
    return { error: 'range', values };
  const { timeZone } = company.booking;
  const from = instantOf(values.fromDate, values.fromTime, timeZone);
  const to = instantOf(values.toDate, values.toTime, timeZone);
  if (!(to.getTime() > from.getTime())) return { error: 'range', values };
  await addBlock(from, to, values.reason, owner.account.email);
  await audit('time.blocked', {
    actor: owner.account.email,
    subject: `${from.toISOString()}/${to.toISOString()}`,
  });
  refresh();
  return { done: 'blocked' };
}

export async function unblockTime(_state: unknown, data: FormData): Promise<void> {
  const owner = await requireOwner();
  const id = idOf(data);
  if (await removeBlock(id))
    await audit('time.unblocked', { actor: owner.account.email, subject: `block:${id}` });
  refresh();
}
