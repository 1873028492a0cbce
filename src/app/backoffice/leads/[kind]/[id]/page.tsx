import { campaignName, NO_VALUE } from '@/lib/lead-source';
import Link from 'next/link';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BackofficeHeader } from '@/components/backoffice/BackofficeHeader';
import { NoteForm } from '@/components/backoffice/NoteForm';
import {
  CancelBookingForm,
  MoveBookingForm,
  PlaceBookingForm,
} from '@/components/backoffice/ScheduleForms';
import { placeText, readPlace } from '@/lib/call-place';
import { currentPlaceSetting } from '@site/core/leads/call-place';
import { buttonClass, inputClass, Panel, quietButtonClass } from '@/components/backoffice/parts';
import { formatterFor } from '@/i18n/format';
import { leadStatuses, parseLeadRef } from '@/lib/leads';
import { periodText, retention } from '@/lib/retention';
import { slotOption } from '@/lib/slot-labels';
import { requireOwner } from '@/next/backoffice/guard';
import { leadDetail, markRead, unreadCount } from '@site/core/stores/leads';
import { updateLeadStatus, withdrawRoi } from '@/next/backoffice/lead-actions';
import { setBookingCap } from '@/next/backoffice/schedule-actions';
import { isChangeable } from '@/next/leads/booking-changes';
import { freeSlots } from '@site/core/leads/bookings';
import { company } from '@/site/company';
import { calendarLimits } from '@/site/timing';
import { PageForm } from '@/components/forms/PageForm';

type Params = Promise<{ kind: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { account } = await requireOwner();
  const { kind, id } = await params;
  const t = await getTranslations({ locale: account.locale, namespace: 'Backoffice.kinds' });
  return {
    title: parseLeadRef(kind, id) ? `${t(kind === 'booking' ? 'booking' : 'enquiry')} #${id}` : '',
  };
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-line py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold">{label}</dt>
      <dd className="whitespace-pre-wrap break-words">{children}</dd>
    </div>
  );
}

/** Everything about one lead: its fields, status, notes and mails. Opening it marks it read. */
export default async function LeadPage({ params }: { params: Params }) {
  const { account } = await requireOwner();
  const { locale } = account;
  const t = await getTranslations({ locale, namespace: 'Backoffice' });
  const format = formatterFor(locale);
  const { kind, id } = await params;
  const wanted = parseLeadRef(kind, id);
  const detail = wanted && (await leadDetail(wanted.kind, wanted.id));
  if (wanted && detail) await markRead(wanted.kind, wanted.id);
  const header = (
    <BackofficeHeader
      locale={locale}
      email={account.email}
      role="owner"
      unread={await unreadCount()}
      back={`/backoffice/leads/${kind}/${id}`}
    />
  );
  if (!detail)
    return (
      <>
        {header}
        <main id="main" tabIndex={-1} className="mx-auto max-w-4xl px-4 py-6">
          <h1 className="text-2xl font-bold text-brand">{t('lead.notFound')}</h1>
          <Link href="/backoffice" className="underline">
            {t('lead.back')}
          </Link>
        </main>
      </>
    );
  const { row } = detail;
  const stamp = (date: Date) => format.dateTime(date, 'stamp');
  const place = detail.kind === 'booking' ? readPlace(detail.row.place) : undefined;
  const setting = await currentPlaceSetting();
  return (
    <>
      {header}
      <main id="main" tabIndex={-1} className="mx-auto max-w-4xl space-y-8 px-4 py-6">
        <Link href="/backoffice" className="text-brand underline underline-offset-4">
          {t('lead.back')}
        </Link>
        <h1 className="text-2xl font-bold text-brand">
          {t(`kinds.${detail.kind}`)} #{row.id}: {row.name}
        </h1>

        {row.leadStatus === 'spam' && (
          <div role="note" className="rounded-lg border border-accent bg-white p-4">
            <p>{t('lead.spamNotice', { period: periodText(retention.spam, locale) })}</p>
            <PageForm action={updateLeadStatus} className="mt-3">
              <input type="hidden" name="kind" value={detail.kind} />
              <input type="hidden" name="id" value={row.id} />
              <input type="hidden" name="status" value="new" />
              <button type="submit" className={buttonClass}>
                {t('lead.release')}
              </button>
            </PageForm>
          </div>
        )}

        <Panel id="details" title={t('lead.details')}>
          <dl>
            <Row label={t('lead.received')}>{stamp(row.createdAt)}</Row>
            <Row label={t('lead.name')}>{row.name}</Row>
            <Row label={t('lead.email')}>
              <a href={`mailto:${row.email}`} className="underline">
                {row.email}
              </a>
            </Row>
            <Row label={t('lead.company')}>{row.company}</Row>
            <Row label={t('lead.phone')}>{row.phone ?? '–'}</Row>
            <Row label={t('lead.language')}>
              {t(`languages.${row.locale === 'en' ? 'en' : 'de'}`)}
            </Row>
            <Row label={t('lead.formPage')}>{row.sourcePath ?? NO_VALUE}</Row>
            <Row label={t('lead.entryPage')}>{row.entryPath ?? NO_VALUE}</Row>
            <Row label={t('lead.sourceHost')}>
              {row.sourceHost === '' ? t('lead.noReferrer') : (row.sourceHost ?? NO_VALUE)}
            </Row>
            <Row label={t('lead.campaign')}>{campaignName(row) ?? NO_VALUE}</Row>
            {detail.kind === 'enquiry' ? (
              <>
                <Row label={t('lead.audience')}>{detail.row.audience}</Row>
                <Row label={t('lead.subject')}>{detail.row.subject}</Row>
                <Row label={t('lead.message')}>{detail.row.message}</Row>
              </>
            ) : (
              <>
                <Row label={t('lead.slot')}>
                  {stamp(detail.row.slotStart)} –{' '}
                  {format.dateTime(detail.row.slotEnd, 'clock', {
                    timeZone: company.booking.timeZone,
                  })}
                </Row>
                <Row label={t('lead.place')}>
                  {place ? placeText(place, row.phone, locale, 'location') : '–'}
                </Row>
                <Row label={t('lead.topic')}>{detail.row.topic}</Row>
                <Row label={t('lead.bookingStatus')}>
                  {t(`lead.${detail.row.status}`)}
                  {detail.row.cancelReason && `: ${detail.row.cancelReason}`}
                </Row>
                <Row label={t('lead.visitorMoves')}>
                  {t('lead.visitorMovesOf', {
                    count: detail.row.visitorMoves,
                    max: calendarLimits.movesPerBooking,
                  })}
                </Row>
                <Row label={t('lead.cap')}>
                  {t(detail.row.capLifted ? 'lead.capLifted' : 'lead.capCounts', {
                    max: calendarLimits.upcomingPerPerson,
                  })}
                  <PageForm action={setBookingCap} className="mt-2">
                    <input type="hidden" name="id" value={row.id} />
                    <input
                      type="hidden"
                      name="lifted"
                      value={detail.row.capLifted ? 'no' : 'yes'}
                    />
                    <button type="submit" className={quietButtonClass}>
                      {t(detail.row.capLifted ? 'lead.restoreCap' : 'lead.liftCap')}
                    </button>
                  </PageForm>
                </Row>
              </>
            )}
          </dl>
          {detail.kind === 'enquiry' && detail.row.roiPercentage !== null && (
            <>
              <h3 className="mt-4 font-semibold">{t('lead.roi')}</h3>
              <dl>
                <Row label={t('lead.roiContext')}>{detail.row.roiContext ?? '–'}</Row>
                <Row label={t('lead.roiFleetSize')}>
                  {detail.row.roiFleetSize === null ? '–' : format.number(detail.row.roiFleetSize)}
                </Row>
                <Row label={t('lead.roiPercentage')}>
                  {format.number(detail.row.roiPercentage)} %
                </Row>
                <Row label={t('lead.roiTotalSavings')}>
                  {detail.row.roiTotalSavings === null
                    ? '–'
                    : format.number(detail.row.roiTotalSavings, 'euro')}
                </Row>
              </dl>
              <PageForm action={withdrawRoi} className="mt-3">
                <input type="hidden" name="kind" value="enquiry" />
                <input type="hidden" name="id" value={row.id} />
                <button type="submit" className={quietButtonClass}>
                  {t('lead.withdrawRoi')}
                </button>
              </PageForm>
            </>
          )}
        </Panel>

        {detail.kind === 'booking' && isChangeable(detail.row) && (
          <section
            aria-labelledby="manage"
            className="grid gap-6 rounded-lg border border-line bg-white p-4 md:grid-cols-2"
          >
            <h2 id="manage" className="text-lg font-semibold md:col-span-2">
              {t('schedule.manage')}
            </h2>
            <MoveBookingForm
              id={row.id}
              slots={(await freeSlots(new Date(), detail.row)).map((slot) =>
                slotOption(slot, locale),
              )}
            />
            <CancelBookingForm id={row.id} />
            <PlaceBookingForm
              id={row.id}
              current={{
                kind: place?.kind ?? (setting.kind === 'phone' ? 'phone' : 'video'),
                phone: row.phone ?? '',
                url:
                  place?.kind === 'video' ? place.url : setting.kind === 'link' ? setting.url : '',
              }}
              roomPattern={setting.kind === 'room'}
            />
          </section>
        )}

        <Panel id="status" title={t('lead.status')}>
          <PageForm action={updateLeadStatus} className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="kind" value={detail.kind} />
            <input type="hidden" name="id" value={row.id} />
            <div>
              <label htmlFor="lead-status" className="block text-sm font-semibold">
                {t('lead.status')}
              </label>
              <select
                id="lead-status"
                name="status"
                defaultValue={row.leadStatus}
                className={inputClass}
              >
                {leadStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`statuses.${status}`)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonClass}>
              {t('lead.saveStatus')}
            </button>
          </PageForm>
        </Panel>

        <Panel id="notes" title={t('lead.notes')}>
          {detail.notes.length === 0 ? (
            <p className="mb-4 text-ink-soft">{t('lead.noNotes')}</p>
          ) : (
            <ul className="mb-4 space-y-3">
              {detail.notes.map((note) => (
                <li key={note.id} data-note className="border-l-4 border-line pl-3">
                  <p className="text-xs text-ink-soft">
                    {stamp(note.createdAt)} · {note.author}
                  </p>
                  <p className="whitespace-pre-wrap break-words">{note.body}</p>
                </li>
              ))}
            </ul>
          )}
          <NoteForm kind={detail.kind} id={row.id} />
        </Panel>

        <Panel id="mails" title={t('lead.mails')}>
          {detail.mails.length === 0 ? (
            <p className="text-ink-soft">{t('lead.noMails')}</p>
          ) : (
            <ul className="space-y-2">
              {detail.mails.map((mail) => (
                <li key={mail.id} data-mail className="border-t border-line pt-2 text-sm">
                  <p>
                    <span className="font-semibold">{t('lead.mailTo')}:</span> {mail.recipient}
                  </p>
                  <p>
                    <span className="font-semibold">{t('lead.mailSubject')}:</span> {mail.subject}
                  </p>
                  <p>
                    <span className="font-semibold">{t('lead.mailState')}:</span>{' '}
                    {mail.sentAt
                      ? t('lead.sent', { at: stamp(mail.sentAt) })
                      : mail.failedAt
                        ? t('lead.failed', {
                            at: stamp(mail.failedAt),
                            attempts: mail.attempts,
                            error: mail.lastError ?? '',
                          })
                        : mail.lastError
                          ? t('lead.retrying', { attempts: mail.attempts, error: mail.lastError })
                          : t('lead.pending', { attempts: mail.attempts + 1 })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </main>
    </>
  );
}
