import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import de from '@messages/de.json';
import en from '@messages/en.json';
import type { Locale } from '@/i18n/locales';
import type { Enquiry } from '@/lib/forms/enquiry';
import type { BookingRow } from '@/server/db/schema';
import { bookingCalendar } from '@/server/leads/booking-calendar';
import {
  bookingChangeMails,
  bookingMails,
  enquiryMails,
  reminderMail,
  type BookedCall,
  type BookingChange,
} from '@/server/mail/compose';
import type { OutgoingMail } from '@/server/stores/mail';
import { company } from '@/site/company';

// The server's translations, outside a Next.js request.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: 'Booking' }) =>
    createTranslator({ locale, messages: locale === 'de' ? de : en, namespace }),
}));

const config = {
  smtpUrl: '',
  owner: 'owner@keller-advisory.example',
  from: 'Keller Advisory <kontakt@keller-advisory.example>',
};

/** What the visitor typed: none of it may reach the address they typed. */
const typed = {
  name: 'Zed Q. Typed',
  email: 'zed.typed@example.org',
  company: 'CO-XYZ',
  phone: '+49 30 999888',
  subject: 'SUBJ-XYZ',
  topic: 'TOPIC-XYZ',
  message: 'MSG-XYZ and a link https://spam.example/offer',
};
const typedValues = [
  typed.name,
  'Zed',
  typed.company,
  typed.phone,
  typed.subject,
  typed.topic,
  'MSG-XYZ',
  'spam.example',
];

const enquiry: Enquiry = {
  name: typed.name,
  email: typed.email,
  company: typed.company,
  phone: typed.phone,
  audience: 'fleet',
  subject: typed.subject,
  message: typed.message,
  consent: 'on',
};

const when = {
  de: 'Dienstag, 24. November 2026, 14:00–15:00 Uhr',
  en: 'Tuesday, 24 November 2026, 14:00–15:00',
} as const;

const call = (locale: Locale): BookedCall => ({
  id: 4711,
  name: typed.name,
  email: typed.email,
  company: typed.company,
  phone: typed.phone,
  topic: typed.topic,
  when: when[locale],
  minutes: 45,
  ics: `BEGIN:VCALENDAR\r\nDESCRIPTION:Thema: ${typed.topic}\r\nEND:VCALENDAR\r\n`,
  visitorIcs: 'BEGIN:VCALENDAR\r\nDESCRIPTION:Erstgespräch\r\nEND:VCALENDAR\r\n',
  manageUrl: 'https://keller-advisory.example/booking/secret-token',
  place: { kind: 'phone' },
});

const room = 'https://meet.example.org/Erstgespraech-a1b2c3d4e5f6g7h8i9j0';

const text = (mail: OutgoingMail | undefined) =>
  [mail?.recipient, mail?.replyTo, mail?.subject, mail?.body, mail?.ics].join('\n');

function expectNothingTyped(mail: OutgoingMail | undefined) {
  expect(mail).toBeDefined();
  for (const value of typedValues) expect(text(mail), value).not.toContain(value);
}

const toVisitor = <Mail extends OutgoingMail>(mails: readonly Mail[]) =>
  mails.filter((mail) => mail.recipient === typed.email);
const toOwner = <Mail extends OutgoingMail>(mails: readonly Mail[]) =>
  mails.filter((mail) => mail.recipient === config.owner);

const locales: Locale[] = ['de', 'en'];

describe.each(locales)('mails in %s', (locale) => {
  it('confirms an enquiry with fixed text and the reference only; the owner gets everything', () => {
    const mails: OutgoingMail[] = enquiryMails(config, 815, enquiry, locale, {});
    expect(mails).toHaveLength(2);
    const [visitor] = toVisitor(mails);
    expectNothingTyped(visitor);
    expect(visitor?.toVisitor).toBe(true);
    expect(visitor?.subject).toContain('815');
    expect(visitor?.body).toContain('815');
    expect(visitor?.body).toMatch(locale === 'de' ? /^Guten Tag,\n/ : /^Hello,\n/);
    expect(visitor?.body).toContain(company.legalName);

    const [owner] = toOwner(mails);
    expect(owner?.toVisitor).toBeUndefined();
    expect(owner?.replyTo).toBe(typed.email);
    for (const value of [typed.name, typed.company, typed.phone, typed.subject, typed.message])
      expect(text(owner), value).toContain(value);
  });

  it('confirms a booking with the time, the reference, the private link and the fixed calendar file', () => {
    const mails: OutgoingMail[] = bookingMails(config, call(locale), locale);
    expect(mails).toHaveLength(2);
    const [visitor] = toVisitor(mails);
    expectNothingTyped(visitor);
    expect(visitor?.toVisitor).toBe(true);
    expect(visitor?.subject).toContain(when[locale]);
    expect(visitor?.body).toContain(when[locale]);
    expect(visitor?.body).toContain('4711');
    expect(visitor?.body).toContain(call(locale).manageUrl);
    expect(visitor?.ics).toBe(call(locale).visitorIcs);
    expect(visitor?.body).toMatch(locale === 'de' ? /^Guten Tag,\n/ : /^Hello,\n/);

    const [owner] = toOwner(mails);
    expect(owner?.toVisitor).toBeUndefined();
    for (const value of [typed.name, typed.company, typed.phone, typed.topic, when[locale]])
      expect(text(owner), value).toContain(value);
    expect(owner?.ics).toContain(typed.topic);
  });

  it('says where the call happens: to the visitor without the number typed, to the owner with it', () => {
    const [owner, visitor] = bookingMails(config, call(locale), locale);
    expect(visitor?.body).toContain(
      locale === 'de'
        ? 'Ort: Telefonisch – wir rufen Sie unter der Nummer an, die Sie bei der Buchung angegeben haben.'
        : 'Where: By phone – we will call you on the number you gave when booking.',
    );
    expect(owner?.body).toContain(`Ort: Telefon: ${typed.phone}`);
    const video = { ...call(locale), place: { kind: 'video', url: room } } as const;
    const [videoOwner, videoVisitor] = bookingMails(config, video, locale);
    expect(videoVisitor?.body).toContain(
      locale === 'de' ? `Ort: Videogespräch unter ${room}` : `Where: Video call at ${room}`,
    );
    expect(videoOwner?.body).toContain(`Ort: ${room}`);
    const reminder = reminderMail(video, locale, 24);
    expect(reminder.body).toContain(room);
    expect(reminderMail({ ...video, place: undefined }, locale, 24).body).not.toMatch(
      /^(Ort|Where):/m,
    );
  });

  it('tells the visitor of a new place with the updated calendar file and a link', () => {
    const video = { ...call(locale), place: { kind: 'video', url: room } } as const;
    const [visitor, ...others] = bookingChangeMails(
      config,
      video,
      locale,
      { kind: 'placed' },
      false,
    );
    expect(others).toHaveLength(0);
    expect(visitor?.subject).toBe(
      locale === 'de'
        ? `Ihr Erstgespräch am ${when.de}: neuer Ort`
        : `Your first call on ${when.en}: new place`,
    );
    expect(visitor?.body).toContain(room);
    expect(visitor?.body).toContain(video.manageUrl);
    expect(visitor?.ics).toBe(video.visitorIcs);
    expectNothingTyped(visitor);
  });

  const changes: [string, BookingChange][] = [
    ['moved', { kind: 'moved', previously: when[locale].replace('24', '23') }],
    ['cancelled', { kind: 'cancelled', reason: '' }],
  ];

  it.each(changes)('tells the visitor of a booking %s without what they typed', (_, change) => {
    const mails = bookingChangeMails(config, call(locale), locale, change, true);
    expect(mails).toHaveLength(2);
    const [visitor] = toVisitor(mails);
    expectNothingTyped(visitor);
    expect(visitor?.body).toContain(when[locale]);
    expect(visitor?.body).toContain('4711');
    expect(visitor?.ics).toBe(call(locale).visitorIcs);
    expect(visitor?.body).toMatch(locale === 'de' ? /^Guten Tag,\n/ : /^Hello,\n/);
    if (change.kind === 'moved') expect(visitor?.body).toContain(change.previously);

    const [owner] = toOwner(mails);
    for (const value of [typed.name, typed.company, when[locale]])
      expect(text(owner), value).toContain(value);
  });

  it("keeps the owner's reason for a cancellation in the visitor's mail", () => {
    const reason = 'Der Berater ist erkrankt.';
    const mails = bookingChangeMails(
      config,
      call(locale),
      locale,
      { kind: 'cancelled', reason },
      false,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.recipient).toBe(typed.email);
    expect(mails[0]?.body).toContain(reason);
    expectNothingTyped(mails[0]);
  });

  it("builds the visitor's calendar file without the topic, as the same event as the owner's", async () => {
    const booking = {
      id: 4711,
      createdAt: new Date('2026-11-20T10:00:00Z'),
      slotStart: new Date('2026-11-24T13:00:00Z'),
      slotEnd: new Date('2026-11-24T14:00:00Z'),
      locale,
      name: typed.name,
      email: typed.email,
      company: typed.company,
      phone: typed.phone,
      topic: typed.topic,
      status: 'confirmed',
      sequence: 2,
      place: { kind: 'phone' },
    } as BookingRow;
    const calendar = await bookingCalendar(booking, locale, booking.createdAt);
    // Long lines are folded (RFC 5545 §3.1): unfolded first.
    const ics = calendar.ics.replace(/\r\n /g, '');
    const visitorIcs = calendar.visitorIcs.replace(/\r\n /g, '');
    expect(ics).toContain(typed.topic);
    for (const value of typedValues) expect(visitorIcs, value).not.toContain(value);
    // The owner's file names the number to call; the visitor's, mailed to a typed address, not.
    expect(ics).toContain(`LOCATION:${locale === 'de' ? 'Telefon' : 'Phone'}: ${typed.phone}`);
    expect(visitorIcs).toContain(`LOCATION:${locale === 'de' ? 'Telefon' : 'Phone'}\r\n`);
    const lines = (file: string) =>
      file.split('\r\n').filter((line) => !/^(DESCRIPTION|LOCATION):/.test(line));
    // Only the description and location differ: UID, SEQUENCE, times and summary match.
    expect(lines(visitorIcs)).toEqual(lines(ics));
    expect(visitorIcs).toContain('UID:booking-4711@');
    expect(visitorIcs).toContain('SEQUENCE:2');
    expect(visitorIcs).toMatch(/^DESCRIPTION:.+$/m);

    const video = await bookingCalendar(
      { ...booking, place: { kind: 'video', url: room } },
      locale,
      booking.createdAt,
    );
    for (const file of [video.ics, video.visitorIcs]) {
      const unfolded = file.replace(/\r\n /g, '');
      expect(unfolded).toContain(`LOCATION:${room}\r\n`);
      expect(unfolded).toContain(`URL:${room}\r\n`);
    }
    expect(new URL(video.links.google).searchParams.get('location')).toBe(room);
    expect(new URL(video.links.outlook).searchParams.get('location')).toBe(room);
    expect(video.placeShown).toEqual({
      text: locale === 'de' ? `Videogespräch unter ${room}` : `Video call at ${room}`,
      url: room,
    });
  });

  it('names the call’s own length in the confirmation, as the owner may change it', () => {
    expect(bookingMails(config, call('de'), 'de')[1]?.body).toContain(
      'Ihr kostenloses 45-minütiges Erstgespräch ist gebucht',
    );
    expect(bookingMails(config, call('en'), 'en')[1]?.body).toContain(
      'Your free 45-minute first call is booked',
    );
  });
});
