import { randomBytes } from 'node:crypto';
import {
  placeFor,
  placeSettingSchema,
  roomName,
  type CallPlace,
  type PlaceSetting,
} from '@/lib/call-place';
import { company } from '@/site/company';
import { db } from '../db/client';
import { storedSettings, storePlaceSetting, type Executor } from '../stores/bookings';

/** Where the calls happen: the owner's setting, or the company module's default. */
export async function currentPlaceSetting(executor: Executor = db()): Promise<PlaceSetting> {
  const row = await storedSettings(executor);
  if (row?.place === undefined || row.place === null) return company.booking.place;
  const parsed = placeSettingSchema.safeParse(row.place);
  if (parsed.success) return parsed.data;
  console.error(
    'The stored place of the calls cannot be read; the default applies until it is set.',
  );
  return company.booking.place;
}

/** Sets where calls booked from now on happen; calls already booked keep their place. */
export async function changePlaceSetting(setting: PlaceSetting, changedBy: string): Promise<void> {
  const place = placeSettingSchema.parse(setting);
  await storePlaceSetting(place, changedBy);
}

/** A new room's name, from the system's random source. */
export const newRoomName = () => roomName(randomBytes(20));

/** The place of a new booking: under a room pattern, a room of its own. */
export const newPlace = (setting: PlaceSetting): CallPlace => placeFor(setting, newRoomName());
