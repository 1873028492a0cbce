import type { PoolClient } from 'pg';
import { toCsv } from '@/lib/csv';
import type { LeadKind } from '@/lib/leads';
import { auditIn } from '../backoffice/audit';
import { inTransaction } from '../db/client';
import { deleteLeads, type Deleted, type LeadRef } from './leads';

/**
 * Everything stored about one person, found by their e-mail address (GDPR Art. 15 and 20), and
 * its erasure (Art. 17). The address is compared without regard to case or surrounding spaces.
 */
export type StoredRow = Readonly<Record<string, unknown>>;

export interface PersonRecords {
  readonly email: string;
  readonly enquiries: readonly StoredRow[];
  /** Without the hash of the private link, which is no information about the person. */
  readonly bookings: readonly StoredRow[];
  /** The owner's notes on those enquiries and bookings. */
  readonly notes: readonly StoredRow[];
  /** Mails to the person and the owner's notifications about them. */
  readonly mails: readonly StoredRow[];
}

/** The address as stored data is compared with it, or `undefined` when it is none. */
export function personEmail(value: unknown): string | undefined {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return /^[^\s@]+@[^\s@]+$/.test(email) && email.length <= 254 ? email : undefined;
}

const MAILS = `
  SELECT to_jsonb(o) AS data FROM outbox o
   WHERE (lead_kind = 'enquiry' AND lead_id = ANY($2::bigint[]))
      OR (lead_kind = 'booking' AND lead_id = ANY($3::bigint[]))
      OR lower(recipient) = $1 OR lower(reply_to) = $1
   ORDER BY id`;

async function rows(client: PoolClient, query: string, params: unknown[]): Promise<StoredRow[]> {
  return (await client.query<{ data: StoredRow }>(query, params)).rows.map((row) => row.data);
}

async function recordsIn(client: PoolClient, email: string): Promise<PersonRecords> {
  const enquiries = await rows(
    client,
    'SELECT to_jsonb(e) AS data FROM enquiries e WHERE lower(email) = $1 ORDER BY id',
    [email],
  );
  const bookings = await rows(
    client,
    `SELECT to_jsonb(b) - 'manage_token_hash' - 'reminder_token_hashes' AS data FROM bookings b
      WHERE lower(email) = $1 ORDER BY id`,
    [email],
  );
  const ids = (list: readonly StoredRow[]) => list.map((row) => Number(row.id));
  const leadIds = [email, ids(enquiries), ids(bookings)];
  const notes = await rows(
    client,
    `SELECT to_jsonb(n) AS data FROM lead_notes n
      WHERE (lead_kind = 'enquiry' AND lead_id = ANY($1::bigint[]))
         OR (lead_kind = 'booking' AND lead_id = ANY($2::bigint[]))
      ORDER BY id`,
    leadIds.slice(1),
  );
  const mails = await rows(client, MAILS, leadIds);
  return { email, enquiries, bookings, notes, mails };
}

/** What is stored about the person, read in one snapshot. */
export async function personRecords(email: string): Promise<PersonRecords> {
  return inTransaction(
    (client) => recordsIn(client, email),
    () => false,
  );
}

/** `2 enquiries, 1 bookings, 0 notes, 3 mails`: what the audit log says, never whose. */
function countsOf(counts: Deleted): string {
  return `${counts.enquiries} enquiries, ${counts.bookings} bookings, ${counts.notes} notes, ${counts.mails} mails`;
}

const countsOfRecords = (records: PersonRecords): string =>
  countsOf({
    enquiries: records.enquiries.length,
    bookings: records.bookings.length,
    notes: records.notes.length,
    mails: records.mails.length,
  });

/** The export as JSON: every stored row, each with all its columns as the database holds them. */
export function personJson(records: PersonRecords, exportedAt = new Date()): string {
  return `${JSON.stringify({ exportedAt: exportedAt.toISOString(), ...records }, null, 2)}\n`;
}

/** The export as CSV, one line per stored value: record, id, field, value. */
export function personCsv(records: PersonRecords): string {
  const lines: string[][] = [];
  for (const record of ['enquiries', 'bookings', 'notes', 'mails'] as const)
    for (const row of records[record])
      for (const [field, value] of Object.entries(row))
        lines.push([
          record,
          String(row.id),
          field,
          value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value),
        ]);
  return toCsv(['record', 'id', 'field', 'value'], lines);
}

/** Records that the owner (or the command line) exported a person's data, and how much. */
export async function auditExport(records: PersonRecords, actor: string): Promise<void> {
  await inTransaction((client) =>
    auditIn(client, 'person.exported', { actor, subject: countsOfRecords(records) }),
  );
}

/**
 * Deletes every row about the person in one transaction: their enquiries and bookings with the
 * notes and mails about them, other mails to or from the address, failed sign-ins under it. The
 * audit log records that it happened, by whom and how much, not whose data it was.
 */
export async function erasePerson(email: string, actor: string): Promise<Deleted> {
  return inTransaction(async (client) => {
    const { rows: found } = await client.query<{ kind: LeadKind; id: string }>(
      `SELECT 'enquiry' AS kind, id FROM enquiries WHERE lower(email) = $1
       UNION ALL SELECT 'booking', id FROM bookings WHERE lower(email) = $1`,
      [email],
    );
    const leads: LeadRef[] = found.map((row) => ({ kind: row.kind, id: Number(row.id) }));
    const deleted = await deleteLeads(client, leads);
    const otherMails = await client.query(
      'DELETE FROM outbox WHERE lower(recipient) = $1 OR lower(reply_to) = $1',
      [email],
    );
    await client.query('DELETE FROM sign_in_failures WHERE lower(account) = $1', [email]);
    const total = { ...deleted, mails: deleted.mails + (otherMails.rowCount ?? 0) };
    await auditIn(client, 'person.erased', { actor, subject: countsOf(total) });
    return total;
  });
}
