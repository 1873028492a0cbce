import type { PoolClient } from 'pg';
import type { LeadKind } from '@/lib/leads';

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
export async function deleteLeads(client: PoolClient, leads: readonly LeadRef[]): Promise<Deleted> {
  const ids = (kind: LeadKind) => leads.filter((lead) => lead.kind === kind).map((lead) => lead.id);
  const params = [ids('enquiry'), ids('booking')];
  const ofLeads = `(lead_kind = 'enquiry' AND lead_id = ANY($1::bigint[]))
                OR (lead_kind = 'booking' AND lead_id = ANY($2::bigint[]))`;
  const notes = await client.query(`DELETE FROM lead_notes WHERE ${ofLeads}`, params);
  const mails = await client.query(`DELETE FROM outbox WHERE ${ofLeads}`, params);
  const enquiries = await client.query('DELETE FROM enquiries WHERE id = ANY($1::bigint[])', [
    params[0],
  ]);
  const bookings = await client.query('DELETE FROM bookings WHERE id = ANY($1::bigint[])', [
    params[1],
  ]);
  return {
    enquiries: enquiries.rowCount ?? 0,
    bookings: bookings.rowCount ?? 0,
    notes: notes.rowCount ?? 0,
    mails: mails.rowCount ?? 0,
  };
}
