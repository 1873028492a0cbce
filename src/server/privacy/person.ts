import { or, sql, type SQL } from 'drizzle-orm';
import { toCsv } from '@/lib/csv';
import type { LeadKind } from '@/lib/leads';
import { audit, auditIn } from '../stores/accounts';
import { db, type Transaction } from '../db/client';
import { bookings, enquiries, leadNotes, outbox, signInFailures } from '../db/schema';
import { aboutLeads, deleteLeads, type Deleted, type LeadRef } from './leads';

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

async function rows(tx: Transaction, query: SQL): Promise<StoredRow[]> {
  return (await tx.execute<{ data: StoredRow }>(query)).rows.map((row) => row.data);
}

async function recordsIn(tx: Transaction, email: string): Promise<PersonRecords> {
  const enquiryRows = await rows(
    tx,
    sql`SELECT to_jsonb(${enquiries}) AS data FROM ${enquiries}
         WHERE lower(${enquiries.email}) = ${email} ORDER BY ${enquiries.id}`,
  );
  const bookingRows = await rows(
    tx,
    sql`SELECT to_jsonb(${bookings}) - 'manage_token_hash' - 'reminder_token_hashes' AS data
          FROM ${bookings} WHERE lower(${bookings.email}) = ${email} ORDER BY ${bookings.id}`,
  );
  const leads: LeadRef[] = [
    ...enquiryRows.map((row) => ({ kind: 'enquiry' as const, id: Number(row.id) })),
    ...bookingRows.map((row) => ({ kind: 'booking' as const, id: Number(row.id) })),
  ];
  const notes = await rows(
    tx,
    sql`SELECT to_jsonb(${leadNotes}) AS data FROM ${leadNotes}
         WHERE ${aboutLeads(leadNotes, leads)} ORDER BY ${leadNotes.id}`,
  );
  const mails = await rows(
    tx,
    sql`SELECT to_jsonb(${outbox}) AS data FROM ${outbox}
         WHERE ${or(
           aboutLeads(outbox, leads),
           sql`lower(${outbox.recipient}) = ${email}`,
           sql`lower(${outbox.replyTo}) = ${email}`,
         )}
         ORDER BY ${outbox.id}`,
  );
  return { email, enquiries: enquiryRows, bookings: bookingRows, notes, mails };
}

/** What is stored about the person, read in one snapshot. */
export async function personRecords(email: string): Promise<PersonRecords> {
  return db().transaction((tx) => recordsIn(tx, email), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
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
  await audit('person.exported', { actor, subject: countsOfRecords(records) });
}

/**
 * Deletes every row about the person in one transaction: their enquiries and bookings with the
 * notes and mails about them, other mails to or from the address, failed sign-ins under it. The
 * audit log records that it happened, by whom and how much, not whose data it was.
 */
export async function erasePerson(email: string, actor: string): Promise<Deleted> {
  return db().transaction(async (tx) => {
    const { rows: found } = await tx.execute<{ kind: LeadKind; id: string }>(
      sql`SELECT 'enquiry' AS kind, ${enquiries.id} AS id FROM ${enquiries}
           WHERE lower(${enquiries.email}) = ${email}
          UNION ALL
          SELECT 'booking', ${bookings.id} FROM ${bookings} WHERE lower(${bookings.email}) = ${email}`,
    );
    const leads: LeadRef[] = found.map((row) => ({ kind: row.kind, id: Number(row.id) }));
    const deleted = await deleteLeads(tx, leads);
    const otherMails = await tx
      .delete(outbox)
      .where(
        or(sql`lower(${outbox.recipient}) = ${email}`, sql`lower(${outbox.replyTo}) = ${email}`),
      );
    await tx.delete(signInFailures).where(sql`lower(${signInFailures.account}) = ${email}`);
    const total = { ...deleted, mails: deleted.mails + (otherMails.rowCount ?? 0) };
    await auditIn(tx, 'person.erased', { actor, subject: countsOf(total) });
    return total;
  });
}
