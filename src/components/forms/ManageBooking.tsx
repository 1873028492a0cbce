'use client';

import { useTranslations } from 'next-intl';
import type { ShownPlace } from '@/lib/call-place';
import type { SlotOption } from '@/lib/slot-labels';
import { calendarLimits } from '@/site/timing';
import { cancelOwnBooking, moveOwnBooking, type ManageState } from '@/next/leads/manage-actions';
import { Honeypot } from './form-parts';
import { PlaceText } from './PlaceText';
import { SlotPicker } from './SlotPicker';
import type { LeadFields } from './use-lead-form';
import { usePageActionState } from './use-page-action';

export interface ManagedBooking {
  readonly day: string;
  readonly time: string;
  readonly name: string;
  readonly company: string;
  readonly topic: string;
  /** Where the call happens, as the visitor reads it, and its video address. */
  readonly place?: ShownPlace;
  /** The current calendar file. */
  readonly ics: string;
  /** Moves the private link still allows. */
  readonly movesLeft: number;
}

const button =
  'rounded-md px-5 py-3 font-semibold disabled:cursor-wait disabled:bg-slate-500 disabled:text-white';

/** The picker's field, outside a lead form: no checks on blur, the server's error only. */
function slotField(error: boolean): LeadFields<'slot'> {
  const id = () => 'manage-slot';
  return {
    errors: error ? { slot: 'required' } : {},
    check: () => undefined,
    id,
    value: () => '',
    props: (name) => ({
      id: id(),
      name,
      onBlur: () => undefined,
      onInput: () => undefined,
      'aria-invalid': error || undefined,
      'aria-describedby': error ? 'manage-slot-error' : undefined,
      className: '',
    }),
  };
}

/**
 * The visitor's booking: its details, then cancelling or moving it (plain forms, so both work
 * without JavaScript). After a change the page says what happened; an expired or unknown link
 * says so, in the same place.
 */
export function ManageBooking({
  token,
  formTime,
  booking,
  slots,
}: {
  token: string;
  /** The time the server showed the page, signed (the forms' minimum fill time counts from it). */
  formTime: string;
  booking: ManagedBooking | undefined;
  slots: readonly SlotOption[];
}) {
  const t = useTranslations('ManageBooking');
  const [cancelled, cancel, cancelling] = usePageActionState<ManageState, FormData>(
    cancelOwnBooking,
    {},
  );
  const [moved, move, moving] = usePageActionState<ManageState, FormData>(moveOwnBooking, {});
  const done = cancelled.done ?? moved.done;
  const error = cancelled.error ?? moved.error;
  // The hidden fields both forms send: the private link, the signed form time, the honeypot.
  const hidden = (prefix: string) => (
    <>
      <input type="hidden" name="token" value={token} />
      <input
        type="hidden"
        name="formTime"
        value={cancelled.formTime ?? moved.formTime ?? formTime}
      />
      <Honeypot id={`${prefix}-website`} />
    </>
  );
  return (
    <>
      <div role="status" className="empty:hidden">
        {done && (
          <p className="rounded-md border border-brand bg-white p-4 font-semibold">{t(done)}</p>
        )}
      </div>
      <div role="alert" className="empty:hidden">
        {error && (
          <p className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
            {t(`errors.${error}`, { max: calendarLimits.movesPerBooking })}
          </p>
        )}
      </div>
      {!booking ? (
        done !== 'cancelled' && <p>{t('invalid')}</p>
      ) : (
        <>
          <section
            aria-labelledby="manage-details"
            className="rounded-lg border border-line bg-white p-5"
          >
            <h2 id="manage-details" className="text-xl font-semibold">
              {t('details')}
            </h2>
            <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
              {(
                [
                  ['date', booking.day],
                  ['time', booking.time],
                  ...(booking.place
                    ? [
                        [
                          'place',
                          <PlaceText
                            key="place"
                            text={booking.place.text}
                            url={booking.place.url}
                          />,
                        ] as const,
                      ]
                    : []),
                  ['name', booking.name],
                  ['company', booking.company],
                  ['topic', booking.topic],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-ink-soft">{t(label)}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
            </dl>
            <a
              href={`data:text/calendar;charset=utf-8,${encodeURIComponent(booking.ics)}`}
              download="termin.ics"
              className="mt-4 inline-block font-semibold text-brand-strong underline"
            >
              {t('ics')}
            </a>
          </section>

          <section
            aria-labelledby="manage-move"
            className="rounded-lg border border-line bg-white p-5"
          >
            <h2 id="manage-move" className="mb-3 text-xl font-semibold">
              {t('moveTitle')}
            </h2>
            {booking.movesLeft > 0 ? (
              <form action={move} className="space-y-4">
                {hidden('move')}
                <p className="text-ink-soft">{t('movesLeft', { count: booking.movesLeft })}</p>
                <SlotPicker fields={slotField(moved.error === 'noSlot')} slots={slots} />
                <button type="submit" disabled={moving} className={`${button} bg-brand text-white`}>
                  {t('move')}
                </button>
              </form>
            ) : (
              <p>{t('errors.moveLimit', { max: calendarLimits.movesPerBooking })}</p>
            )}
          </section>

          <section
            aria-labelledby="manage-cancel"
            className="rounded-lg border border-line bg-white p-5"
          >
            <h2 id="manage-cancel" className="mb-3 text-xl font-semibold">
              {t('cancelTitle')}
            </h2>
            <form action={cancel}>
              {hidden('cancel')}
              <button
                type="submit"
                disabled={cancelling}
                className={`${button} border border-red-800 bg-white text-red-900`}
              >
                {t('cancel')}
              </button>
            </form>
          </section>
        </>
      )}
    </>
  );
}
