import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { bookingLimits, hasControlCharacters } from './forms/fields';
import { callableNumber } from './forms/validate';

/**
 * Where the calls happen, as the owner sets it for the site: the owner phones the visitor (whose
 * number the booking form then asks for), one fixed video link (a personal meeting room), or a new
 * video room per booking, made from a URL pattern holding `{room}` (e.g. a Jitsi address).
 */
export type PlaceSetting =
  | { readonly kind: 'phone' }
  | { readonly kind: 'link'; readonly url: string }
  | { readonly kind: 'room'; readonly pattern: string };

/**
 * Where one call happens, stored with its booking when it is made (so a later change of the
 * setting leaves the calls already booked as their visitors were told): a phone call to the
 * booking's number, or a video call at an address.
 */
export type CallPlace =
  { readonly kind: 'phone' } | { readonly kind: 'video'; readonly url: string };

/** A place as shown on a page: its text, and the video address in it to make a link of. */
export interface ShownPlace {
  readonly text: string;
  readonly url?: string;
}

/** The placeholder of a room pattern. */
export const ROOM = '{room}';

/** The longest meeting address; the length of a room's name (`roomName`). */
const placeLimits = { url: 300, room: 20 } as const;

/** Why a place was refused; the back office words each in the owner's language. */
export type PlaceError = 'kind' | 'url' | 'pattern' | 'phone';

/**
 * An address a visitor may be sent to: https, no user name or password, within the limit, and
 * without spaces, control characters or backslashes (which a browser reads as slashes, so the
 * address shown would not be the one opened).
 */
export function isMeetingUrl(value: string): boolean {
  if (value.length > placeLimits.url || /[\s\\]/.test(value) || hasControlCharacters(value))
    return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A pattern holds `{room}` once and is a meeting address with a room's name in its place. */
export const isRoomPattern = (value: string) =>
  value.split(ROOM).length === 2 && isMeetingUrl(value.replace(ROOM, 'r'.repeat(placeLimits.room)));

const meetingUrl = z.string().refine(isMeetingUrl);

/** A stored setting: whatever the database holds is read through this. */
export const placeSettingSchema: z.ZodType<PlaceSetting> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('phone') }),
  z.object({ kind: z.literal('link'), url: meetingUrl }),
  z.object({ kind: z.literal('room'), pattern: z.string().refine(isRoomPattern) }),
]);

/** A booking's stored place. */
const callPlaceSchema: z.ZodType<CallPlace> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('phone') }),
  z.object({ kind: z.literal('video'), url: meetingUrl }),
]);

/** A stored place, or `undefined` for none (bookings made before places) or one unreadable. */
export function readPlace(value: unknown): CallPlace | undefined {
  const parsed = callPlaceSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

const ROOM_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A room's name from random bytes: lowercase letters and digits, which every video service takes
 * in a path; 20 of them (about 103 bits) cannot be guessed.
 */
export function roomName(random: Uint8Array): string {
  return Array.from(random.slice(0, placeLimits.room), (byte) => ROOM_ALPHABET[byte % 36]).join('');
}

/** The place of a new booking under `setting`; `room` names a new room when the setting makes one. */
export function placeFor(setting: PlaceSetting, room: string): CallPlace {
  switch (setting.kind) {
    case 'phone':
      return { kind: 'phone' };
    case 'link':
      return { kind: 'video', url: setting.url };
    case 'room':
      return { kind: 'video', url: setting.pattern.replace(ROOM, room) };
  }
}

/**
 * A place as a reader of `locale` reads it: `sentence` for the visitor ("Telefonisch – wir rufen
 * Sie unter … an."), `location` for a calendar entry's location and the owner's lists. Without a
 * `phone` (mails to the address typed into the form hold nothing else typed), a phone call is
 * named without its number.
 */
export function placeText(
  place: CallPlace,
  phone: string | null,
  locale: Locale,
  form: 'sentence' | 'location',
): string {
  const de = locale === 'de';
  if (place.kind === 'video') {
    if (form === 'location') return place.url;
    return de ? `Videogespräch unter ${place.url}` : `Video call at ${place.url}`;
  }
  if (form === 'location') return [de ? 'Telefon' : 'Phone', phone].filter(Boolean).join(': ');
  if (phone)
    return de
      ? `Telefonisch – wir rufen Sie unter ${phone} an.`
      : `By phone – we will call you on ${phone}.`;
  return de
    ? 'Telefonisch – wir rufen Sie unter der Nummer an, die Sie bei der Buchung angegeben haben.'
    : 'By phone – we will call you on the number you gave when booking.';
}

/** The fields of the owner's place forms. */
export type PlaceField = 'kind' | 'url' | 'pattern' | 'phone';

/**
 * The site's setting from the back office's form: `kind`, and the `url` or `pattern` it needs;
 * each refused field with its reason.
 */
export function placeSettingOf(
  values: Readonly<Partial<Record<PlaceField, string>>>,
):
  | { readonly ok: true; readonly value: PlaceSetting }
  | { readonly ok: false; readonly errors: Partial<Record<PlaceField, PlaceError>> } {
  const url = values.url?.trim() ?? '';
  const pattern = values.pattern?.trim() ?? '';
  switch (values.kind) {
    case 'phone':
      return { ok: true, value: { kind: 'phone' } };
    case 'link':
      return isMeetingUrl(url)
        ? { ok: true, value: { kind: 'link', url } }
        : { ok: false, errors: { url: 'url' } };
    case 'room':
      return isRoomPattern(pattern)
        ? { ok: true, value: { kind: 'room', pattern } }
        : { ok: false, errors: { pattern: 'pattern' } };
    default:
      return { ok: false, errors: { kind: 'kind' } };
  }
}

/**
 * One call's place from the owner's form on its page: a phone call to `phone`, the video link
 * `url`, or a new room under `setting` (`room` names it); or the field that is wrong.
 */
export function callPlaceOf(
  values: Readonly<Partial<Record<'kind' | 'phone' | 'url', string>>>,
  setting: PlaceSetting,
  room: string,
): CallPlace | 'kind' | 'phone' | 'url' | 'pattern' {
  switch (values.kind) {
    case 'phone':
      return callableNumber(bookingLimits.phone).safeParse(values.phone ?? '').success
        ? { kind: 'phone' }
        : 'phone';
    case 'video': {
      const url = values.url?.trim() ?? '';
      return isMeetingUrl(url) ? { kind: 'video', url } : 'url';
    }
    case 'room':
      return setting.kind === 'room' ? placeFor(setting, room) : 'pattern';
    default:
      return 'kind';
  }
}
