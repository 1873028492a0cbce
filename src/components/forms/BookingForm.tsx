'use client';

import { CalendarPlus, Check } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toast';
import { calendarLimits } from '@/site/timing';
import { bookingFields, bookingLimits, type BookingField } from '@/lib/forms/fields';
import { submitBooking, type BookingConfirmation } from '@/next/leads/booking-actions';
import type { SlotOption } from '@/lib/slot-labels';
import { TextField } from './Field';
import { ConsentField, FormStart, SubmitButton } from './form-parts';
import { PersonFields } from './PersonFields';
import { PlaceText } from './PlaceText';
import { SlotPicker } from './SlotPicker';
import { useLeadForm } from './use-lead-form';

const savedFields: readonly BookingField[] = bookingFields.filter(
  (field) => field !== 'slot' && field !== 'consent',
);

interface BookingFormProps {
  readonly slots: readonly SlotOption[];
  /** The owner phones the visitor: the form asks for the number. */
  readonly phoneForCall: boolean;
  /** The time the page was made, signed by the server. */
  readonly formTime: string;
}

/** The first-party booking of the free call; "book another" starts again with an empty form. */
export function BookingSection(props: BookingFormProps) {
  const [round, setRound] = useState(0);
  return (
    <>
      <BookingForm key={round} {...props} onReset={() => setRound((current) => current + 1)} />
      <Toaster />
    </>
  );
}

function Confirmation({
  confirmation,
  onReset,
}: {
  confirmation: BookingConfirmation;
  onReset: () => void;
}) {
  const t = useTranslations('Booking');
  const rows: Array<[string, ReactNode]> = [
    [t('date'), confirmation.day],
    [t('time'), confirmation.time],
    [t('name'), confirmation.name],
    [t('email'), confirmation.email],
    [t('company'), confirmation.company],
    ...(confirmation.place
      ? [
          [
            t('place'),
            <PlaceText key="place" text={confirmation.place.text} url={confirmation.place.url} />,
          ] as [string, ReactNode],
        ]
      : []),
  ];
  return (
    <div role="status" className="rounded-lg border border-brand bg-surface p-6">
      <h3 className="flex items-center gap-2 text-xl font-bold">
        <Check aria-hidden="true" className="size-6 text-brand" />
        {t('confirmedTitle')}
      </h3>
      <p className="mt-2 font-semibold">{t('session', { minutes: confirmation.minutes })}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-soft">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-ink-soft">{t('confirmedText')}</p>
      <p className="mt-2 text-ink-soft">
        {t('manageText')}{' '}
        <a href={confirmation.manageUrl} className="font-semibold text-brand-strong underline">
          {t('manageLink')}
        </a>
      </p>
      <div className="mt-6 flex flex-wrap gap-4">
        <a
          href={`data:text/calendar;charset=utf-8,${encodeURIComponent(confirmation.ics)}`}
          download={`termin-${confirmation.id}.ics`}
          className="inline-flex items-center gap-2 rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong"
        >
          <CalendarPlus aria-hidden="true" className="size-5" />
          {t('ics')}
        </a>
        {(['google', 'outlook'] as const).map((calendar) => (
          <a
            key={calendar}
            href={confirmation.calendarLinks[calendar]}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center rounded-md border border-brand px-4 py-2 font-semibold text-brand-strong hover:bg-white"
          >
            {t(calendar)}
          </a>
        ))}
        <button
          type="button"
          onClick={onReset}
          className="rounded-md border border-brand px-4 py-2 font-semibold text-brand-strong hover:bg-white"
        >
          {t('reset')}
        </button>
      </div>
    </div>
  );
}

function BookingForm({
  slots: initialSlots,
  formTime,
  phoneForCall,
  onReset,
}: BookingFormProps & { onReset: () => void }) {
  const t = useTranslations('Booking');
  const tForm = useTranslations('Form');
  const { state, pending, fields, formProps } = useLeadForm({
    action: submitBooking,
    initial: { status: 'editing', values: {}, errors: {} },
    prefix: 'booking',
    savedFields,
    done: (current) => current.status === 'booked',
  });

  if (state.status === 'booked' && state.confirmation) {
    return <Confirmation confirmation={state.confirmation} onReset={onReset} />;
  }

  const slots = state.slots ?? initialSlots;

  const notice =
    state.notice === 'slotTaken' ||
    state.notice === 'slotGone' ||
    state.notice === 'capped' ||
    state.notice === 'cappedResent'
      ? t(`notices.${state.notice}`, { max: calendarLimits.upcomingPerPerson })
      : state.notice
        ? tForm(`notices.${state.notice}`)
        : Object.keys(state.errors).length
          ? tForm('notices.invalid')
          : undefined;

  if (slots.length === 0) return <p className="rounded-lg bg-surface p-6">{t('noSlots')}</p>;

  return (
    <form {...formProps}>
      <FormStart prefix="booking" notice={notice} formTime={state.formTime ?? formTime} />
      <SlotPicker key={slots.length} fields={fields} slots={slots} />
      <PersonFields fields={fields} limits={bookingLimits} phoneForCall={phoneForCall} />
      <TextField
        fields={fields}
        name="topic"
        label={t('topic')}
        rows={4}
        minLength={10}
        maxLength={bookingLimits.topic}
      />
      <ConsentField fields={fields} />
      <SubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} />
    </form>
  );
}
