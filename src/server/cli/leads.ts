/**
 * The owner's command line until the inbox exists:
 *   npm run leads -- list            newest enquiries and bookings
 *   npm run leads -- export --csv    all of them as CSV on standard output
 * It uses the running server's embedded database (never opening its files a second time),
 * PostgreSQL when DATABASE_URL is set, or opens the embedded database itself when no server runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { toCsv } from '@/lib/csv';
import { pool } from '../db/client';
import { embeddedInfoFile, startEmbeddedDatabase, type EmbeddedDatabase } from '../db/embedded';
import { migrate } from '../db/migrate';
import { latestBookings } from '../leads/bookings';
import { latestEnquiries } from '../leads/enquiries';

interface Lead {
  readonly kind: 'enquiry' | 'booking';
  readonly id: number;
  readonly createdAt: Date;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly phone: string;
  readonly topic: string;
  readonly slot: string;
  readonly locale: string;
  readonly details: string;
}

function runningServerUrl(): string | undefined {
  const file = embeddedInfoFile();
  if (!existsSync(file)) return undefined;
  const { url, pid } = JSON.parse(readFileSync(file, 'utf8')) as { url: string; pid: number };
  try {
    process.kill(pid, 0);
    return url;
  } catch {
    return undefined;
  }
}

async function leads(limit: number): Promise<Lead[]> {
  const enquiries = (await latestEnquiries(limit)).map((row): Lead => ({
    kind: 'enquiry',
    id: row.id,
    createdAt: row.createdAt,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone ?? '',
    topic: row.subject,
    slot: '',
    locale: row.locale,
    details: [
      row.message,
      row.roiPercentage !== null ? `ROI ${row.roiPercentage} %` : '',
      row.roiTotalSavings !== null ? `savings ${row.roiTotalSavings}` : '',
    ]
      .filter(Boolean)
      .join(' | '),
  }));
  const bookings = (await latestBookings(limit)).map((row): Lead => ({
    kind: 'booking',
    id: row.id,
    createdAt: row.createdAt,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone ?? '',
    topic: row.topic,
    slot: row.slotStart.toISOString(),
    locale: row.locale,
    details: row.status,
  }));
  return [...enquiries, ...bookings].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

async function main(args: string[]): Promise<number> {
  const [command] = args;
  if (command !== 'list' && command !== 'export') {
    console.error('Usage: npm run leads -- list | export --csv');
    return 2;
  }
  let embedded: EmbeddedDatabase | undefined;
  if (!process.env.DATABASE_URL) {
    const url = runningServerUrl();
    if (url) {
      process.env.DATABASE_URL = url;
    } else {
      embedded = await startEmbeddedDatabase();
      process.env.DATABASE_URL = embedded.url;
    }
  }
  try {
    await migrate(pool());
    if (command === 'list') {
      const rows = await leads(50);
      if (rows.length === 0) console.log('No enquiries or bookings yet.');
      for (const lead of rows) {
        const when = lead.createdAt.toISOString().slice(0, 16).replace('T', ' ');
        const what =
          lead.kind === 'booking'
            ? `call ${lead.slot.slice(0, 16).replace('T', ' ')} UTC`
            : lead.topic;
        console.log(
          `${when}  ${lead.kind.padEnd(7)}  #${lead.id}  ${lead.name} <${lead.email}>, ${lead.company}: ${what}`,
        );
      }
    } else {
      const rows = await leads(100_000);
      process.stdout.write(
        toCsv(
          [
            'type',
            'id',
            'created_at',
            'name',
            'email',
            'company',
            'phone',
            'topic',
            'slot',
            'locale',
            'details',
          ],
          rows.map((lead) => [
            lead.kind,
            String(lead.id),
            lead.createdAt.toISOString(),
            lead.name,
            lead.email,
            lead.company,
            lead.phone,
            lead.topic,
            lead.slot,
            lead.locale,
            lead.details,
          ]),
        ),
      );
    }
    return 0;
  } finally {
    await pool().end();
    await embedded?.stop();
  }
}

process.exitCode = await main(process.argv.slice(2));
