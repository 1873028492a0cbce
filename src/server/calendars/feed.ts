/**
 * The owner's subscription to the bookings: a private address (`/calendar/TOKEN.ics`) that a
 * calendar program polls, listing every confirmed call from today on. Only the token's hash is
 * stored; a new token replaces the old one, and revoking it makes the address answer 404.
 */
import type { Locale } from '@/i18n/locales';
import { instantOf, wallDateAt } from '@/lib/calendar';
import { placeText, readPlace } from '@/lib/call-place';
import { calendarFeed } from '@/lib/ics';
import { company } from '@/site/company';
import { siteUrl } from '@/site/config';
import { callsEndingFrom, feedLocaleFor, storeFeedToken } from '../stores/bookings';
import { newToken, tokenHash } from '../tokens';
import { textsOf } from '../texts';

/** The path of a subscription token's feed. */
export const feedPath = (token: string) => `/calendar/${token}.ics`;

/** Makes a new subscription address (the old one stops working); its token is shown once. */
export async function issueFeedToken(locale: Locale): Promise<string> {
  const token = newToken();
  await storeFeedToken(tokenHash(token), locale);
  return token;
}

/** The feed a token opens, or `undefined` for a token that is not (or no longer) the one. */
export async function feedFor(token: string, now = new Date()): Promise<string | undefined> {
  const settings = await feedLocaleFor(tokenHash(token));
  if (!settings) return undefined;
  const locale: Locale = settings.locale === 'en' ? 'en' : 'de';
  const t = textsOf(locale, 'Backoffice.feed');
  const { timeZone } = company.booking;
  const today = instantOf(wallDateAt(now, timeZone), '00:00', timeZone);
  const calls = await callsEndingFrom(today);
  const host = new URL(company.social.website).hostname;
  return calendarFeed({
    product: company.brand,
    name: t('name', { brand: company.brand }),
    events: calls.map((call) => {
      const link = `${siteUrl}/backoffice/leads/booking/${call.id}`;
      const place = readPlace(call.place);
      const location = place && placeText(place, call.phone, locale, 'location');
      return {
        // The UID of the calendar file the visitor got: one event per booking, whatever its time.
        uid: `booking-${call.id}@${host}`,
        sequence: call.sequence,
        stamp: now.toISOString(),
        start: call.slotStart.toISOString(),
        end: call.slotEnd.toISOString(),
        summary: t('summary', { name: call.name, company: call.company }),
        description: [
          call.topic,
          location && t('place', { place: location }),
          // A phone call's place names the number already; any other keeps it beside.
          place?.kind !== 'phone' && call.phone && t('phone', { phone: call.phone }),
          link,
        ]
          .filter(Boolean)
          .join('\n\n'),
        location,
        url: link,
        organizer: { name: company.brand, email: company.email },
      };
    }),
  });
}
