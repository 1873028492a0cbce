/**
 * The owner's command line beside the back office:
 *   npm run leads -- list                         newest enquiries and bookings
 *   npm run leads -- export --csv                 all of them as CSV on standard output
 *   npm run leads -- backup FILE                  a consistent backup, also while the site runs
 *   npm run leads -- restore FILE                 a backup back into an empty database
 *   npm run leads -- purge [--dry-run]            deletes what the retention periods say is due
 *   npm run leads -- export-person EMAIL [--csv]  everything stored about a person (JSON or CSV)
 *   npm run leads -- erase EMAIL                  deletes everything stored about a person
 * It uses PostgreSQL when DATABASE_URL is set, the running server's embedded database (never
 * starting a second server on its files), or starts the embedded database itself when none runs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { toCsv } from '@/lib/csv';
import { printable, printableExport } from '@/lib/printable';
import { createBackup, restoreBackup } from '../db/backup';
import { backUpMedia, mediaFilesOf, mediaFolderOf, restoreMedia } from '../db/media-backup';
import { mediaDir } from '../media-store';
import { env } from '../env';
import { withDatabase } from '../db/open';
import { latestBookings, type BookingRow } from '../stores/bookings';
import { latestEnquiries, type EnquiryRow } from '../stores/leads';
import { auditExport, personCsv, personEmail, personJson } from '../privacy/person';
import {
  erasePerson,
  personRecords,
  purge,
  purgeSummary,
  type PurgeReport,
} from '../stores/privacy';

/** Who the audit log names for what the command line does. */
const ACTOR = 'command line';

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

/** What an enquiry and a booking both record about the person asking. */
function personOf(row: EnquiryRow | BookingRow) {
  return {
    id: row.id,
    createdAt: row.createdAt,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone ?? '',
    locale: row.locale,
  };
}

async function leads(limit: number): Promise<Lead[]> {
  const enquiries = (await latestEnquiries(limit)).map((row): Lead => ({
    kind: 'enquiry',
    ...personOf(row),
    topic: row.subject,
    slot: '',
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
    ...personOf(row),
    topic: row.topic,
    slot: row.slotStart.toISOString(),
    details: row.status,
  }));
  return [...enquiries, ...bookings].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

const USAGE =
  'Usage: npm run leads -- list | export --csv | backup FILE | restore FILE | purge [--dry-run] | export-person EMAIL [--csv] | erase EMAIL';

function printList(rows: readonly Lead[]): void {
  if (rows.length === 0) console.log('No enquiries or bookings yet.');
  for (const lead of rows) {
    const when = lead.createdAt.toISOString().slice(0, 16).replace('T', ' ');
    const what =
      lead.kind === 'booking' ? `call ${lead.slot.slice(0, 16).replace('T', ' ')} UTC` : lead.topic;
    console.log(
      `${when}  ${lead.kind.padEnd(7)}  #${lead.id}  ${printable(`${lead.name} <${lead.email}>, ${lead.company}: ${what}`)}`,
    );
  }
}

/** Exports go to a file unchanged; on a terminal, control characters are shown as escapes. */
function writeExport(text: string): void {
  process.stdout.write(process.stdout.isTTY ? printableExport(text) : text);
}

function csvOf(rows: readonly Lead[]): string {
  return toCsv(
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
  );
}

function printPurge(report: PurgeReport, dryRun: boolean): void {
  if (!report.ran) {
    console.log('Another purge is running; nothing was done.');
    return;
  }
  const refs = (list: PurgeReport['expired']) =>
    list.map((lead) => `${lead.kind} #${lead.id}`).join(', ') || 'none';
  console.log(
    `${dryRun ? 'Would delete' : 'Deleted'}, last contact too long ago: ${refs(report.expired)}`,
  );
  console.log(`${dryRun ? 'Would delete' : 'Deleted'}, old spam: ${refs(report.spam)}`);
  console.log(
    `ROI values ${dryRun ? 'to clear' : 'cleared'}: ${report.roiCleared.map((id) => `enquiry #${id}`).join(', ') || 'none'}`,
  );
  console.log(`${dryRun ? 'Dry run, nothing changed' : 'Done'}: ${purgeSummary(report)}.`);
}

async function run(command: string, file: string | undefined, flags: string[]): Promise<void> {
  if (command === 'purge') {
    const dryRun = flags.includes('--dry-run');
    printPurge(await purge({ dryRun, actor: ACTOR }), dryRun);
  } else if (command === 'export-person' && file) {
    const records = await personRecords(file);
    writeExport(flags.includes('--csv') ? personCsv(records) : personJson(records));
    await auditExport(records, ACTOR);
  } else if (command === 'erase' && file) {
    const erased = await erasePerson(file, ACTOR);
    console.log(
      `Erased ${erased.enquiries} enquiries, ${erased.bookings} bookings, ${erased.notes} notes and ${erased.mails} mails of ${file}.`,
    );
  } else if (command === 'list') printList(await leads(50));
  else if (command === 'export') writeExport(csvOf(await leads(100_000)));
  else if (command === 'backup' && file) {
    // 'wx': an existing file is never overwritten; the umask keeps the backup private.
    const backup = await createBackup();
    writeFileSync(file, backup, { flag: 'wx', mode: 0o600 });
    console.error(`Backup written to ${file}.`);
    const media = await backUpMedia(env(), backup, file);
    if (!media) console.error('The images are in the bucket (S3_BUCKET) and stay there.');
    else {
      console.error(`${media.copied} image files copied to ${mediaFolderOf(file)}.`);
      if (media.missing.length)
        console.error(`Not found in the media folder: ${media.missing.join(', ')}.`);
    }
  } else if (command === 'restore' && file) {
    // The content engine's tables, which a site makes on its first start, are made here first.
    const { migrateContentEngine } = await import('../../cms/start');
    await migrateContentEngine();
    const backup = readFileSync(file, 'utf8');
    const restored = await restoreBackup(backup);
    console.error(
      `Restored ${Object.entries(restored)
        .map(([table, rows]) => `${rows} ${table}`)
        .join(', ')}.`,
    );
    const images = await restoreMedia(env(), file);
    const named = mediaFilesOf(backup).length;
    if (env().bucket) {
      if (named)
        console.error(
          `The backup's ${named} image files are expected in the bucket (S3_BUCKET); ${mediaFolderOf(file)} is not copied there.`,
        );
    } else if (images === undefined && named)
      console.error(
        `The backup names ${named} image files, but ${mediaFolderOf(file)} is missing: the images show once their files are in ${mediaDir(env())}.`,
      );
    else if (images !== undefined)
      console.error(
        `Restored ${images} image files${images < named ? `; the backup names ${named}, the others are missing from ${mediaFolderOf(file)}` : ''}.`,
      );
  }
}

async function main(args: string[]): Promise<number> {
  const flags = args.filter((arg) => arg.startsWith('--'));
  const [command, given] = args.filter((arg) => !arg.startsWith('--'));
  const person = command === 'export-person' || command === 'erase';
  const file = person ? personEmail(given) : given;
  const valid =
    command === 'list' ||
    command === 'export' ||
    command === 'purge' ||
    ((command === 'backup' || command === 'restore' || person) && Boolean(file));
  if (!valid) {
    console.error(USAGE);
    return 2;
  }
  process.umask(0o077);
  return withDatabase(async () => {
    await run(command, file, flags);
    return 0;
  });
}

// Ends the process even when the content engine (loaded by `restore`) keeps a connection open.
process.exit(await main(process.argv.slice(2)));
