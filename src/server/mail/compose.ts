import type { Locale } from '@/i18n/locales';
import { placeText, type CallPlace } from '@/lib/call-place';
import type { Enquiry } from '@/lib/forms/enquiry';
import type { RoiHandover } from '@/lib/handover';
import { company } from '@/site/company';
import type { MailConfig } from './config';
import type { OutgoingMail } from '../stores/mail';

/**
 * A mail a new lead causes. `toVisitor` marks the confirmation to the address typed into the
 * form: anyone can type anyone's address, so that mail holds nothing the visitor typed (only
 * fixed text, the reference number and the call's time) and is queued only while the address
 * has had few mails that day (`formTiming.confirmationsPerRecipientPerDay`). The owner's
 * notification is not marked and always goes.
 */
/** The sender's signature, from the company facts as they are now. */
const signature = () => `${company.founder.name}\n${company.legalName}\n${company.phone.display}`;

/** The two mails of an enquiry: the owner's notification (German) and the visitor's confirmation. */
export function enquiryMails(
  config: MailConfig,
  id: number,
  enquiry: Enquiry,
  locale: Locale,
  handover: RoiHandover,
): OutgoingMail[] {
  const roi = [
    handover.context ? `ROI-Kontext: ${handover.context}` : '',
    handover.fleetSize !== undefined ? `Flottengröße: ${handover.fleetSize}` : '',
    handover.roiPercentage !== undefined ? `ROI: ${handover.roiPercentage} %` : '',
    handover.totalSavings !== undefined ? `Gesamtersparnis: ${handover.totalSavings} €` : '',
  ].filter(Boolean);
  const owner: OutgoingMail = {
    recipient: config.owner,
    replyTo: enquiry.email,
    subject: `Neue Anfrage #${id}: ${enquiry.subject}`,
    body: [
      `Anfrage #${id} (${locale === 'de' ? 'Deutsch' : 'Englisch'})`,
      '',
      `Name: ${enquiry.name}`,
      `E-Mail: ${enquiry.email}`,
      `Unternehmen: ${enquiry.company}`,
      `Telefon: ${enquiry.phone || '–'}`,
      `Zielgruppe: ${enquiry.audience}`,
      `Betreff: ${enquiry.subject}`,
      ...roi,
      '',
      enquiry.message,
    ].join('\n'),
  };
  const visitor: OutgoingMail =
    locale === 'de'
      ? {
          recipient: enquiry.email,
          replyTo: company.email,
          toVisitor: true,
          subject: `Ihre Anfrage bei ${company.brand} (Vorgang ${id})`,
          body: [
            'Guten Tag,',
            '',
            `vielen Dank für Ihre Anfrage. Sie ist bei uns unter der Vorgangsnummer ${id} eingegangen; wir melden uns innerhalb eines Werktags bei Ihnen.`,
            '',
            'Falls Sie uns nicht geschrieben haben, können Sie diese E-Mail ignorieren.',
            '',
            `Mit freundlichen Grüßen\n${signature()}`,
          ].join('\n'),
        }
      : {
          recipient: enquiry.email,
          replyTo: company.email,
          toVisitor: true,
          subject: `Your enquiry to ${company.brand} (reference ${id})`,
          body: [
            'Hello,',
            '',
            `Thank you for your enquiry. We have received it under reference ${id} and will reply within one working day.`,
            '',
            'If you did not contact us, please disregard this e-mail.',
            '',
            `Kind regards\n${signature()}`,
          ].join('\n'),
        };
  return [owner, visitor];
}

export interface BookedCall {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly phone: string | null;
  readonly topic: string;
  /** The slot as the visitor reads it, e.g. "Dienstag, 24. November 2026, 14:00–15:00 Uhr". */
  readonly when: string;
  /** How long the call is. */
  readonly minutes: number;
  /** The calendar file with the booking's details, for the owner. */
  readonly ics: string;
  /** The same event (UID, SEQUENCE) in fixed text only, for the visitor's mail. */
  readonly visitorIcs: string;
  /** The visitor's private page to cancel or move the call. */
  readonly manageUrl: string;
  /** Where the call happens; none for calls booked before places were kept. */
  readonly place: CallPlace | undefined;
}

/**
 * The line of a mail that says where the call happens: for the visitor without the number typed
 * into the form, for the owner (`location`) with it.
 */
function placeLine(
  call: Pick<BookedCall, 'place' | 'phone'>,
  locale: Locale,
  form: 'sentence' | 'location',
): string[] {
  if (!call.place) return [];
  const phone = form === 'location' ? call.phone : null;
  return [`${locale === 'de' ? 'Ort' : 'Where'}: ${placeText(call.place, phone, locale, form)}`];
}

/** The owner's notification and the visitor's confirmation of a booking, each with the calendar file. */
export function bookingMails(config: MailConfig, call: BookedCall, locale: Locale): OutgoingMail[] {
  const owner: OutgoingMail = {
    recipient: config.owner,
    replyTo: call.email,
    subject: `Neue Buchung #${call.id}: ${call.when}`,
    body: [
      `Erstgespräch #${call.id}: ${call.when}`,
      '',
      `Name: ${call.name}`,
      `E-Mail: ${call.email}`,
      `Unternehmen: ${call.company}`,
      `Telefon: ${call.phone || '–'}`,
      ...placeLine(call, 'de', 'location'),
      '',
      call.topic,
    ].join('\n'),
    ics: call.ics,
  };
  const visitor: OutgoingMail =
    locale === 'de'
      ? {
          recipient: call.email,
          replyTo: company.email,
          toVisitor: true,
          subject: `Ihr Erstgespräch mit ${company.brand}: ${call.when}`,
          body: [
            'Guten Tag,',
            '',
            `Ihr kostenloses ${call.minutes}-minütiges Erstgespräch ist gebucht: ${call.when}.`,
            ...placeLine(call, 'de', 'sentence'),
            `Vorgangsnummer: ${call.id}`,
            'Den Kalendereintrag finden Sie im Anhang.',
            '',
            'Passt der Termin nicht mehr? Hier können Sie ihn absagen oder verschieben:',
            call.manageUrl,
            '',
            'Falls Sie diesen Termin nicht gebucht haben, sagen Sie ihn bitte über diesen Link ab.',
            '',
            `Mit freundlichen Grüßen\n${signature()}`,
          ].join('\n'),
          ics: call.visitorIcs,
        }
      : {
          recipient: call.email,
          replyTo: company.email,
          toVisitor: true,
          subject: `Your first call with ${company.brand}: ${call.when}`,
          body: [
            'Hello,',
            '',
            `Your free ${call.minutes}-minute first call is booked: ${call.when}.`,
            ...placeLine(call, 'en', 'sentence'),
            `Reference: ${call.id}`,
            'The calendar entry is attached.',
            '',
            'If the time no longer suits you, you can cancel or move the call here:',
            call.manageUrl,
            '',
            'If you did not book this call, please cancel it using this link.',
            '',
            `Kind regards\n${signature()}`,
          ].join('\n'),
          ics: call.visitorIcs,
        };
  return [owner, visitor];
}

export type BookingChange =
  | { readonly kind: 'moved'; readonly previously: string }
  | { readonly kind: 'placed' }
  | { readonly kind: 'cancelled'; readonly reason: string };

/** The visitor's subject and text of a change, in their language. */
function changeText(call: BookedCall, locale: Locale, change: BookingChange) {
  const de = locale === 'de';
  const place = placeLine(call, locale, 'sentence');
  const changed = (text: string) =>
    [
      text,
      ...place,
      de
        ? 'Der geänderte Kalendereintrag ist angehängt.'
        : 'The updated calendar entry is attached.',
      '',
      `${de ? 'Ändern oder absagen' : 'Change or cancel'}: ${call.manageUrl}`,
    ].join('\n');
  switch (change.kind) {
    case 'moved':
      return de
        ? {
            subject: `Ihr Erstgespräch wurde verschoben: ${call.when}`,
            text: changed(
              `Ihr Erstgespräch (Vorgangsnummer ${call.id}) findet jetzt statt: ${call.when} (bisher ${change.previously}).`,
            ),
          }
        : {
            subject: `Your first call has been moved: ${call.when}`,
            text: changed(
              `Your first call (reference ${call.id}) now takes place: ${call.when} (previously ${change.previously}).`,
            ),
          };
    case 'placed':
      return de
        ? {
            subject: `Ihr Erstgespräch am ${call.when}: neuer Ort`,
            text: changed(
              `Ihr Erstgespräch (Vorgangsnummer ${call.id}) am ${call.when} findet an einem anderen Ort statt.`,
            ),
          }
        : {
            subject: `Your first call on ${call.when}: new place`,
            text: changed(
              `Your first call (reference ${call.id}) on ${call.when} takes place somewhere else.`,
            ),
          };
    case 'cancelled': {
      const { reason } = change;
      return de
        ? {
            subject: `Ihr Erstgespräch am ${call.when} ist abgesagt`,
            text: `Ihr Erstgespräch am ${call.when} (Vorgangsnummer ${call.id}) ist abgesagt.${reason ? `\nGrund: ${reason}` : ''}\nDer angehängte Kalendereintrag entfernt den Termin aus Ihrem Kalender.`,
          }
        : {
            subject: `Your first call on ${call.when} is cancelled`,
            text: `Your first call on ${call.when} (reference ${call.id}) is cancelled.${reason ? `\nReason: ${reason}` : ''}\nThe attached calendar entry removes it from your calendar.`,
          };
    }
  }
}

/**
 * The mails of a moved, re-placed or cancelled booking: the visitor's, in their language, with the
 * updated calendar file (same UID, higher SEQUENCE; for a cancellation METHOD:CANCEL); and, when
 * the visitor made the change, the owner's notification. The visitor's mail holds nothing the
 * visitor typed (a phone call is named without its number); the owner's reason for a
 * cancellation is the owner's text.
 */
export function bookingChangeMails(
  config: MailConfig,
  call: BookedCall,
  locale: Locale,
  change: BookingChange,
  byVisitor: boolean,
): OutgoingMail[] {
  const { subject, text } = changeText(call, locale, change);
  const visitor: OutgoingMail = {
    recipient: call.email,
    replyTo: company.email,
    subject,
    body: [
      locale === 'de' ? 'Guten Tag,' : 'Hello,',
      '',
      text,
      '',
      locale === 'de' ? `Mit freundlichen Grüßen\n${signature()}` : `Kind regards\n${signature()}`,
    ].join('\n'),
    ics: call.visitorIcs,
  };
  if (!byVisitor) return [visitor];
  // A change through the private link mails its address within the same daily share as a
  // confirmation. The owner's notifications of one booking are at most its
  // `calendarLimits.movesPerBooking` moves and its cancellation.
  const moved = change.kind === 'moved';
  const owner: OutgoingMail = {
    recipient: config.owner,
    replyTo: call.email,
    subject: moved
      ? `Buchung #${call.id} verschoben: ${call.when}`
      : `Buchung #${call.id} abgesagt: ${call.when}`,
    body: moved
      ? `${call.name} (${call.company}) hat das Erstgespräch #${call.id} verschoben: jetzt ${call.when}, bisher ${change.previously}.`
      : `${call.name} (${call.company}) hat das Erstgespräch #${call.id} am ${call.when} abgesagt.`,
    ics: call.ics,
  };
  return [{ ...visitor, toVisitor: true }, owner];
}

/**
 * A reminder of a call, `hours` before it, to the booking's address in its language: fixed text,
 * the time and the private link (which the visitor can use to cancel a call they did not book).
 */
export function reminderMail(
  call: Pick<BookedCall, 'id' | 'email' | 'when' | 'manageUrl' | 'place' | 'phone'>,
  locale: Locale,
  hours: number,
): OutgoingMail {
  const de = locale === 'de';
  const ahead = de
    ? hours === 1
      ? 'in einer Stunde'
      : hours === 24
        ? 'morgen'
        : `in ${hours} Stunden`
    : hours === 1
      ? 'in one hour'
      : hours === 24
        ? 'tomorrow'
        : `in ${hours} hours`;
  return {
    recipient: call.email,
    replyTo: company.email,
    subject: de
      ? `Erinnerung: Ihr Erstgespräch mit ${company.brand} ${ahead}, ${call.when}`
      : `Reminder: your first call with ${company.brand} ${ahead}, ${call.when}`,
    body: (de
      ? [
          'Guten Tag,',
          '',
          `wir erinnern an Ihr Erstgespräch (Vorgangsnummer ${call.id}): ${call.when}.`,
          ...placeLine(call, 'de', 'sentence'),
          '',
          'Passt der Termin nicht mehr? Hier können Sie ihn absagen oder verschieben:',
          call.manageUrl,
          '',
          `Mit freundlichen Grüßen\n${signature()}`,
        ]
      : [
          'Hello,',
          '',
          `a reminder of your first call (reference ${call.id}): ${call.when}.`,
          ...placeLine(call, 'en', 'sentence'),
          '',
          'If the time no longer suits you, you can cancel or move the call here:',
          call.manageUrl,
          '',
          `Kind regards\n${signature()}`,
        ]
    ).join('\n'),
  };
}

/**
 * The private links of an address's calls to come, sent again when a further booking for the
 * address was refused (`calendarLimits.upcomingPerPerson`); the new links replace the old ones.
 * Fixed text, the calls' times and links only, as in every mail to a typed address.
 */
export function bookingLinksMail(
  calls: readonly { readonly when: string; readonly manageUrl: string }[],
  email: string,
  locale: Locale,
): OutgoingMail {
  const list = calls.map((call) => `${call.when}\n${call.manageUrl}`).join('\n\n');
  return locale === 'de'
    ? {
        recipient: email,
        replyTo: company.email,
        toVisitor: true,
        subject: `Ihre gebuchten Gespräche mit ${company.brand}`,
        body: [
          'Guten Tag,',
          '',
          `für diese E-Mail-Adresse sind schon ${calls.length === 1 ? 'ein Gespräch' : `${calls.length} Gespräche`} gebucht, deshalb haben wir keinen weiteren Termin angenommen. Über diese Links können Sie die Gespräche verschieben oder absagen; die Links aus früheren E-Mails gelten nicht mehr:`,
          '',
          list,
          '',
          'Wenn Sie nichts gebucht haben, sagen Sie die Gespräche bitte über diese Links ab.',
          '',
          `Mit freundlichen Grüßen\n${signature()}`,
        ].join('\n'),
      }
    : {
        recipient: email,
        replyTo: company.email,
        toVisitor: true,
        subject: `Your calls booked with ${company.brand}`,
        body: [
          'Hello,',
          '',
          `${calls.length === 1 ? 'A call is' : `${calls.length} calls are`} already booked for this e-mail address, so we did not accept a further one. You can move or cancel them with these links; the links in earlier e-mails no longer work:`,
          '',
          list,
          '',
          'If you did not book these calls, please cancel them using these links.',
          '',
          `Kind regards\n${signature()}`,
        ].join('\n'),
      };
}

/**
 * The mail to a back-office account whose code step locked after too many wrong codes in a row:
 * someone who knows its password is guessing codes, or the account holder's authenticator is off.
 */
export function codesLockedMail(
  account: { readonly email: string; readonly locale: Locale },
  failures: number,
): OutgoingMail {
  const reset = `npm run owner -- reset ${account.email}`;
  return account.locale === 'de'
    ? {
        recipient: account.email,
        subject: 'Backoffice: Code-Eingabe nach falschen Codes gesperrt',
        body: [
          `Bei der Anmeldung mit Ihrem Konto wurde ${failures}-mal in Folge ein falscher Code eingegeben. Die Anmeldung nimmt deshalb keine Codes aus der Authenticator-App mehr an.`,
          '',
          'Anmelden können Sie weiterhin mit Passwort und einem Ihrer Wiederherstellungscodes; danach gilt die Sperre nicht mehr. Ohne Wiederherstellungscode richtet der Befehl',
          `  ${reset}`,
          'auf dem Server das Konto neu ein.',
          '',
          'Wenn Sie das nicht selbst waren, kennt jemand Ihr Passwort: Richten Sie das Konto mit dem Befehl oben neu ein.',
        ].join('\n'),
      }
    : {
        recipient: account.email,
        subject: 'Back office: code entry locked after wrong codes',
        body: [
          `A wrong code was entered ${failures} times in a row when signing in to your account. Sign-in therefore no longer accepts codes from the authenticator app.`,
          '',
          'You can still sign in with your password and one of your recovery codes; that lifts the lock. Without a recovery code, the command',
          `  ${reset}`,
          'on the server sets the account up anew.',
          '',
          'If this was not you, someone knows your password: set the account up anew with the command above.',
        ].join('\n'),
      };
}
