/**
 * One person's data as the owner exports it (GDPR Art. 15 and 20): read and erased by the privacy
 * store (`src/server/stores/privacy.ts`), written out here as JSON or CSV.
 */
import { toCsv } from '@/lib/csv';
import { audit } from '../stores/accounts';
import { countsOf, type PersonRecords } from '../stores/privacy';

/** The address as stored data is compared with it, or `undefined` when it is none. */
export function personEmail(value: unknown): string | undefined {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return /^[^\s@]+@[^\s@]+$/.test(email) && email.length <= 254 ? email : undefined;
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
