'use client';

import { CalendarPlus, Check } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import {
  useActionState,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
} from 'react';
import { bookingLimits, type BookingErrors, type BookingField } from '@/lib/forms/booking';
import {
  submitBooking,
  type BookingConfirmation,
  type BookingState,
} from '@/server/leads/booking-actions';
import type { SlotOption } from '@/server/leads/slot-labels';
import { Toaster } from 'sonner';
import { formTiming } from '@/site/timing';
import {
  ConsentField,
  FieldError,
  fieldClass,
  FormNotice,
  Honeypot,
  SubmitButton,
  toastFieldError,
  useDraft,
  validityError,
} from './form-parts';

const DRAFT_KEY = 'booking_draft';
const savedFields: BookingField[] = ['name', 'email', 'company', 'phone', 'topic'];

interface BookingFormProps {
  readonly slots: readonly SlotOption[];
  readonly privacyHref: string;
}

/** The first-party booking of the free call; "book another" starts again with an empty form. */
export function BookingSection(props: BookingFormProps) {
  const [round, setRound] = useState(0);
  return (
    <>
      <BookingForm key={round} {...props} onReset={() => setRound((current) => current + 1)} />
      <Toaster position="bottom-center" richColors />
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
  const rows: Array<[string, string]> = [
    [t('date'), confirmation.day],
    [t('time'), confirmation.time],
    [t('name'), confirmation.name],
    [t('email'), confirmation.email],
    [t('company'), confirmation.company],
  ];
  return (
    <div role="status" className="rounded-lg border border-brand bg-surface p-6">
      <h3 className="flex items-center gap-2 text-xl font-bold">
        <Check aria-hidden="true" className="size-6 text-brand" />
        {t('confirmedTitle')}
      </h3>
      <p className="mt-2 font-semibold">{t('session')}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-soft">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-ink-soft">{t('confirmedText')}</p>
      <div className="mt-6 flex flex-wrap gap-4">
        <a
          href={`data:text/calendar;charset=utf-8,${encodeURIComponent(confirmation.ics)}`}
          download={`termin-${confirmation.id}.ics`}
          className="inline-flex items-center gap-2 rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong"
        >
          <CalendarPlus aria-hidden="true" className="size-5" />
          {t('ics')}
        </a>
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
  privacyHref,
  onReset,
}: BookingFormProps & { onReset: () => void }) {
  const t = useTranslations('Booking');
  const tForm = useTranslations('Form');
  const locale = useLocale();
  const [state, formAction, pending] = useActionState<BookingState, FormData>(submitBooking, {
    status: 'editing',
    values: {},
    errors: {},
  });
  const [clientErrors, setClientErrors] = useState<BookingErrors>({});
  const [touched, setTouched] = useState<Partial<Record<BookingField, boolean>>>({});
  const [startedAt, setStartedAt] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const lastSubmit = useRef(0);
  const draft = useDraft(form, DRAFT_KEY, savedFields);

  useEffect(() => setStartedAt(String(Date.now())), []);
  useEffect(() => {
    if (state.status === 'booked') draft.clear();
  }, [state.status, draft]);

  if (state.status === 'booked' && state.confirmation) {
    return <Confirmation confirmation={state.confirmation} onReset={onReset} />;
  }

  const slots = state.slots ?? initialSlots;
  const errors: BookingErrors = { ...state.errors, ...clientErrors };
  const days = [...new Set(slots.map((slot) => slot.day))];

  const check = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const field = event.currentTarget;
    const name = field.name as BookingField;
    setTouched((current) => ({ ...current, [name]: true }));
    const error = validityError(field);
    setClientErrors((current) => ({ ...current, [name]: error }));
    if (error) {
      toastFieldError(field, tForm(`errors.${error}`), (label) =>
        tForm('fieldError', { field: label, message: '{message}' }),
      );
    }
    draft.save(name, field.value);
  };
  const guard = (event: FormEvent<HTMLFormElement>) => {
    if (Date.now() - lastSubmit.current < formTiming.clickGuardMs) event.preventDefault();
    else lastSubmit.current = Date.now();
  };
  const props = (name: BookingField) => ({
    id: `booking-${name}`,
    name,
    onBlur: check,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `booking-${name}-error` : undefined,
    className: fieldClass(errors[name], touched[name]),
  });
  const label = (name: BookingField, text: string, required = true) => (
    <label htmlFor={`booking-${name}`} className="block text-sm font-semibold">
      {text}
      {required && <span className="sr-only"> ({tForm('required')})</span>}
    </label>
  );
  const value = (name: BookingField) => state.values[name] ?? '';
  const notice =
    state.notice === 'slotTaken' || state.notice === 'slotGone'
      ? t(`notices.${state.notice}`)
      : state.notice
        ? tForm(`notices.${state.notice}`)
        : Object.keys(state.errors).length
          ? tForm('notices.invalid')
          : undefined;

  if (slots.length === 0) return <p className="rounded-lg bg-surface p-6">{t('noSlots')}</p>;

  return (
    <form
      ref={form}
      action={formAction}
      onSubmit={guard}
      className="space-y-5"
      aria-describedby="booking-notice"
    >
      <FormNotice id="booking-notice" text={notice} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="startedAt" value={startedAt} />
      <Honeypot id="booking-website" />
      <div>
        {label('slot', t('slot'))}
        <select {...props('slot')} required defaultValue={value('slot')} key={slots.length}>
          <option value="">{t('slotChoose')}</option>
          {days.map((day) => (
            <optgroup key={day} label={day}>
              {slots
                .filter((slot) => slot.day === day)
                .map((slot) => (
                  <option key={slot.start} value={slot.start}>
                    {`${day}, ${slot.time}`}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        <FieldError id="booking-slot-error" error={errors.slot} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          {label('name', tForm('name'))}
          <input
            {...props('name')}
            type="text"
            required
            minLength={2}
            maxLength={bookingLimits.name}
            autoComplete="name"
            defaultValue={value('name')}
          />
          <FieldError id="booking-name-error" error={errors.name} />
        </div>
        <div>
          {label('email', tForm('email'))}
          <input
            {...props('email')}
            type="email"
            required
            maxLength={bookingLimits.email}
            autoComplete="email"
            defaultValue={value('email')}
          />
          <FieldError id="booking-email-error" error={errors.email} />
        </div>
        <div>
          {label('company', tForm('company'))}
          <input
            {...props('company')}
            type="text"
            required
            maxLength={bookingLimits.company}
            autoComplete="organization"
            defaultValue={value('company')}
          />
          <FieldError id="booking-company-error" error={errors.company} />
        </div>
        <div>
          {label('phone', tForm('phone'), false)}
          <input
            {...props('phone')}
            type="tel"
            maxLength={bookingLimits.phone}
            pattern="[+0-9\s()/.\-]*"
            autoComplete="tel"
            defaultValue={value('phone')}
          />
          <FieldError id="booking-phone-error" error={errors.phone} />
        </div>
      </div>
      <div>
        {label('topic', t('topic'))}
        <textarea
          {...props('topic')}
          required
          minLength={10}
          maxLength={bookingLimits.topic}
          rows={4}
          defaultValue={value('topic')}
        />
        <FieldError id="booking-topic-error" error={errors.topic} />
      </div>
      <ConsentField
        prefix="booking"
        privacyHref={privacyHref}
        checked={value('consent') === 'on'}
        error={errors.consent}
        onBlur={check}
      />
      <SubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} />
    </form>
  );
}
