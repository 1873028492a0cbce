'use server';

import { revalidatePath } from 'next/cache';
import { wallDateAt } from '@/lib/calendar';
import { isoDay } from '@/lib/inbox-filter';
import { holidaysAhead } from '@/lib/slots';
import { company } from '@/site/company';
import { siteUrl } from '@/site/config';
import {
  availabilityValues,
  validateAvailability,
  type AvailabilityError,
  type AvailabilityField,
} from '@/lib/forms/availability';
import { parseId } from '@/lib/leads';
import { placeSettingOf, type PlaceError, type PlaceField } from '@/lib/call-place';
import {
  addCalendar,
  listCalendars,
  MAX_CALENDARS,
  refreshCalendars,
} from '@site/core/calendars/sources';
import { calendarUrl } from '@site/core/calendars/fetch-calendar';
import { feedPath, issueFeedToken } from '@site/core/calendars/feed';
import { changeAvailability } from '@site/core/leads/availability';
import { changePlaceSetting } from '@site/core/leads/call-place';
import { audit } from '@site/core/stores/accounts';
import { removeCalendar, revokeFeedToken } from '@site/core/stores/bookings';
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
  // The whole availability is set here, so it replaces one that could no longer be read.
  await changeAvailability(
    (current) => ({ ...checked.value, openHolidays: current.openHolidays }),
    owner.account.email,
    { replaces: true },
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

/** What the form to add a calendar shows after the server answered; typed values come back. */
export interface CalendarState {
  readonly added?: boolean;
  readonly errors?: Partial<Record<'label' | 'address' | 'many', 'required' | 'address' | 'many'>>;
  readonly values?: Readonly<Record<string, string>>;
}

const field = (data: FormData, name: string, max: number) =>
  String(data.get(name) ?? '')
    .trim()
    .slice(0, max);

/** Adds one of the owner's calendars and fetches it at once, so that the page shows the outcome. */
export async function addOwnerCalendar(
  _previous: CalendarState,
  data: FormData,
): Promise<CalendarState> {
  const owner = await requireOwner();
  const values = {
    label: field(data, 'label', 100),
    kind: data.get('kind') === 'caldav' ? 'caldav' : 'ical',
    address: field(data, 'address', 2000),
    username: field(data, 'username', 200),
  } as const;
  if (!values.label) return { errors: { label: 'required' }, values };
  try {
    calendarUrl(values.address);
  } catch {
    return { errors: { address: 'address' }, values };
  }
  if ((await listCalendars()).length >= MAX_CALENDARS) return { errors: { many: 'many' }, values };
  const id = await addCalendar(
    { ...values, password: field(data, 'password', 500) },
    owner.account.email,
  );
  await audit('calendar.added', { actor: owner.account.email, subject: values.label });
  await refreshCalendars([id]);
  revalidatePath('/backoffice/availability');
  return { added: true };
}

/** Fetches one calendar now (the owner's "fetch now"). */
export async function refreshOwnerCalendar(_state: unknown, data: FormData): Promise<void> {
  await requireOwner();
  const id = parseId(data.get('id'));
  if (id) await refreshCalendars([id]);
  revalidatePath('/backoffice/availability');
}

/** Removes a calendar: its busy times no longer take slots. */
export async function removeOwnerCalendar(_state: unknown, data: FormData): Promise<void> {
  const owner = await requireOwner();
  const id = parseId(data.get('id'));
  if (id && (await removeCalendar(id)))
    await audit('calendar.removed', { actor: owner.account.email, subject: `calendar:${id}` });
  revalidatePath('/backoffice/availability');
}

/** What the subscription form shows: the new address, once. */
export interface FeedState {
  readonly address?: string;
  readonly revoked?: boolean;
}

/** Makes a new subscription address for the owner's calendar, or ends the subscription. */
export async function changeFeed(_previous: FeedState, data: FormData): Promise<FeedState> {
  const owner = await requireOwner();
  if (data.get('intent') === 'revoke') {
    await revokeFeedToken();
    await audit('feed.revoked', { actor: owner.account.email });
    revalidatePath('/backoffice/availability');
    return { revoked: true };
  }
  const token = await issueFeedToken(owner.account.locale);
  await audit('feed.issued', { actor: owner.account.email });
  revalidatePath('/backoffice/availability');
  return { address: `${siteUrl}${feedPath(token)}` };
}

/** What the form of the calls' place shows after the server answered; typed values come back. */
export interface PlaceState {
  readonly saved?: boolean;
  readonly errors?: Partial<Record<PlaceField, PlaceError>>;
  readonly values?: Readonly<Record<string, string>>;
}

/** Sets where calls booked from now on happen. */
export async function savePlace(_previous: PlaceState, data: FormData): Promise<PlaceState> {
  const owner = await requireOwner();
  const values = {
    kind: field(data, 'kind', 10),
    url: field(data, 'url', 1000),
    pattern: field(data, 'pattern', 1000),
  };
  const checked = placeSettingOf(values);
  if (!checked.ok) return { errors: checked.errors, values };
  await changePlaceSetting(checked.value, owner.account.email);
  await audit('place.changed', { actor: owner.account.email, subject: checked.value.kind });
  revalidatePath('/backoffice/availability');
  return { saved: true, values };
}
