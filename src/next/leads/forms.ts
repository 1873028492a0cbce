/**
 * What the two forms that bring in leads need from the server at the moment of the request,
 * read for the contact and booking pages and for a page whose blocks show one. Each carries the
 * time the server made it, signed, so such a page is rendered for each visitor and never kept by
 * the page cache (`takesForm` in `src/site/routes.ts`).
 */
import { getTranslations } from 'next-intl/server';
import type { LeadForm, ShownBlock } from '@/content/blocks';
import type { Locale } from '@/i18n/locales';
import { mailtoLink } from '@/lib/mailto';
import type { BlockForms, BookingFormData, EnquiryFormData } from '@/lib/lead-forms';
import { slotOption } from '@/lib/slot-labels';
import { company } from '@/site/company';
import { logDatabaseError } from '@site/core/db/errors';
import { currentAvailability } from '@site/core/leads/availability';
import { freeSlots } from '@site/core/leads/bookings';
import { currentPlaceSetting } from '@site/core/leads/call-place';
import { issueFormTime } from '@site/core/leads/form-key';
import { schedulerUrl } from '@site/core/scheduler';

export async function enquiryForm(): Promise<EnquiryFormData> {
  return { formTime: await issueFormTime('enquiry') };
}

export async function bookingForm(locale: Locale): Promise<BookingFormData> {
  const slots = await freeSlots().then(
    (free) => free.map((slot) => slotOption(slot, locale)),
    (error: unknown) => logDatabaseError('Reading the free slots', error),
  );
  // The form and its intro follow the owner's settings; without the database, the defaults.
  const [place, { slotMinutes }] = await Promise.all([
    currentPlaceSetting().catch(() => company.booking.place),
    currentAvailability().catch(() => company.booking.availability),
  ]);
  const scheduler = schedulerUrl();
  const t = await getTranslations({ locale, namespace: 'Scheduler' });
  return {
    ...(slots && { slots }),
    phoneForCall: place.kind === 'phone',
    slotMinutes,
    formTime: await issueFormTime('booking'),
    ...(scheduler && {
      scheduler: { url: scheduler.href, mailto: mailtoLink(company.email, t('mailSubject')) },
    }),
  };
}

/** What a page's form blocks need, for the forms it shows. */
export async function formsOf(blocks: readonly ShownBlock[], locale: Locale): Promise<BlockForms> {
  const shown = new Set<LeadForm>(
    blocks.flatMap((block) => (block.kind === 'form' ? [block.form] : [])),
  );
  const [contact, booking] = await Promise.all([
    shown.has('contact') ? enquiryForm() : undefined,
    shown.has('booking') ? bookingForm(locale) : undefined,
  ]);
  return { ...(contact && { contact }), ...(booking && { booking }) };
}
