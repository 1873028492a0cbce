import pg from 'pg';
import type { Enquiry } from '@/lib/forms/enquiry';
import { pool } from '@/server/db/client';
import { freeSlots } from '@/server/leads/bookings';
import { accepted } from './accepted';
import { saveEnquiry } from '@/server/leads/enquiries';

/** Load helpers for the storage suite: the site's own queries, many at once, for a while. */

const OPERATION_TIMEOUT_MS = 10_000;

class Timeout extends Error {}

function withTimeout<T>(operation: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    operation,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Timeout()), OPERATION_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

const loadEnquiry = (writer: number, n: number): Enquiry => ({
  name: `Load ${writer}-${n}`,
  email: `load-${writer}-${n}@example.org`,
  company: 'Last GmbH',
  phone: '',
  audience: 'fleet',
  subject: 'Lasttest',
  message: 'Eine Anfrage unter Last.',
  consent: 'on',
});

export interface LoadResult {
  readonly acknowledged: number[];
  readonly reads: number;
  readonly errors: string[];
  readonly timeouts: number;
  /** Acknowledged enquiries that are not in the database afterwards. */
  readonly missing: number[];
}

/**
 * `writers` visitors sending enquiries and `readers` visitors opening the booking page (its query
 * of taken slots), each one after the other without pause, for `seconds`.
 */
export async function mixedLoad(writers: number, readers: number, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  const acknowledged: number[] = [];
  const errors: string[] = [];
  let reads = 0;
  let timeouts = 0;
  const loop = async (step: (n: number) => Promise<void>) => {
    for (let n = 0; Date.now() < deadline; n += 1) {
      try {
        await withTimeout(step(n));
      } catch (error) {
        if (error instanceof Timeout) timeouts += 1;
        else errors.push(String(error));
      }
    }
  };
  await Promise.all([
    ...Array.from({ length: writers }, (_, writer) =>
      loop(async (n) => {
        acknowledged.push(await saveEnquiry(accepted(loadEnquiry(writer, n)), {}, null));
      }),
    ),
    ...Array.from({ length: readers }, () =>
      loop(async () => {
        await freeSlots();
        reads += 1;
      }),
    ),
  ]);
  const { rows } = await pool().query<{ id: string }>(
    'SELECT id FROM enquiries WHERE id = ANY($1::bigint[])',
    [acknowledged],
  );
  const stored = new Set(rows.map((row) => Number(row.id)));
  return {
    acknowledged,
    reads,
    errors,
    timeouts,
    missing: acknowledged.filter((id) => !stored.has(id)),
  } satisfies LoadResult;
}

/**
 * `clients` separate connections, each asking `queries` times for a value of its own (with a
 * bound parameter, as the site's queries do); returns the answers that were not its own.
 */
export async function crossTalk(url: string, clients: number, queries: number) {
  const wrong: string[] = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const connection = new pg.Client(url);
      await connection.connect();
      try {
        for (let n = 0; n < queries; n += 1) {
          const mine = `client ${client} query ${n}`;
          const { rows } = await connection.query<{ value: string; n: number }>(
            'SELECT $1::text AS value, $2::int AS n',
            [mine, n],
          );
          if (rows.length !== 1 || rows[0]?.value !== mine || rows[0]?.n !== n)
            wrong.push(`${mine}: ${JSON.stringify(rows)}`);
        }
      } finally {
        await connection.end();
      }
    }),
  );
  return wrong;
}
