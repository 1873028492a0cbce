import type { PoolClient } from 'pg';
import type { LeadKind } from '@/lib/leads';
import { pool } from '../db/client';

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

/** Runs `work` in one transaction on one connection; rolls back on error or when `commit` is false. */
export async function inTransaction<T>(
  work: (client: PoolClient) => Promise<T>,
  commit: (result: T) => boolean = () => true,
): Promise<T> {
  const client = await pool().connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query(commit(result) ? 'COMMIT' : 'ROLLBACK');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
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
