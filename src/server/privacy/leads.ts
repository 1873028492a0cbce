import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { LeadKind } from '@/lib/leads';
import type { Transaction } from '../db/client';
import { bookings, enquiries, leadNotes, outbox } from '../db/schema';

/** An enquiry or a booking, by kind and id. */
export interface LeadRef {
  readonly kind: LeadKind;
  readonly id: number;
}

/** What deleting leads removed, table by table. */
export interface Deleted {
  readonly enquiries: number;
  readonly bookings: number;
  readonly notes: number;
  readonly mails: number;
}

/** Deletes leads with their notes and mails, inside the caller's transaction. */
export async function deleteLeads(tx: Transaction, leads: readonly LeadRef[]): Promise<Deleted> {
  const ids = (kind: LeadKind) => leads.filter((lead) => lead.kind === kind).map((lead) => lead.id);
  const notes = await tx.delete(leadNotes).where(aboutLeads(leadNotes, leads));
  const mails = await tx.delete(outbox).where(aboutLeads(outbox, leads));
  const enquiryRows = await tx.delete(enquiries).where(inArray(enquiries.id, ids('enquiry')));
  const bookingRows = await tx.delete(bookings).where(inArray(bookings.id, ids('booking')));
  return {
    enquiries: enquiryRows.rowCount ?? 0,
    bookings: bookingRows.rowCount ?? 0,
    notes: notes.rowCount ?? 0,
    mails: mails.rowCount ?? 0,
  };
}

/** The rows of notes or mails about one of `leads`. */
export function aboutLeads(table: typeof leadNotes | typeof outbox, leads: readonly LeadRef[]) {
  const of = (kind: LeadKind) =>
    and(
      eq(table.leadKind, kind),
      inArray(
        table.leadId,
        leads.filter((lead) => lead.kind === kind).map((lead) => lead.id),
      ),
    );
  return or(of('enquiry'), of('booking'));
}

/** An enquiry's ROI values, cleared. */
export const NO_ROI_VALUES = {
  roiContext: null,
  roiFleetSize: null,
  roiPercentage: null,
  roiTotalSavings: null,
} as const;

/** Enquiries that still hold one of their ROI values. */
export const holdsRoiValues = or(
  isNotNull(enquiries.roiContext),
  isNotNull(enquiries.roiFleetSize),
  isNotNull(enquiries.roiPercentage),
  isNotNull(enquiries.roiTotalSavings),
);
