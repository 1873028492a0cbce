/**
 * Applies the engine's migrations that have not run yet, each in its own transaction, recorded
 * in the engine's migration log as its own runner records them. Its runner ends the process when
 * a migration fails; in a running site that would take every page down with a database that is
 * briefly away, so here a failure throws, nothing of that migration stays, and the start is
 * tried again (`./start.ts`).
 */
import type { MigrateUpArgs, PostgresAdapter } from '@payloadcms/db-postgres';
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload';
import { sql } from 'drizzle-orm';
import { db } from '@site/core/db/client';

export interface EngineMigration {
  readonly name: string;
  readonly up: (args: MigrateUpArgs) => Promise<void>;
}

/** The engine's database connection of the request's transaction. */
async function transactionOf(payload: Payload, req: PayloadRequest): Promise<MigrateUpArgs['db']> {
  const adapter = payload.db as unknown as PostgresAdapter;
  const session = req.transactionID ? adapter.sessions[await req.transactionID] : undefined;
  return (session?.db ?? adapter.drizzle) as MigrateUpArgs['db'];
}

async function appliedBefore(payload: Payload): Promise<{ names: Set<string>; batch: number }> {
  const { rows } = await db().execute<{ present: boolean }>(
    sql`SELECT to_regclass('payload_migrations') IS NOT NULL AS present`,
  );
  if (!rows[0]?.present) return { names: new Set(), batch: 0 };
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  });
  return {
    names: new Set(docs.flatMap((doc) => (doc.name ? [doc.name] : []))),
    batch: Math.max(0, ...docs.map((doc) => Number(doc.batch) || 0)),
  };
}

/** Answers the migrations it applied. */
export async function applyEngineMigrations(
  payload: Payload,
  migrations: readonly EngineMigration[],
): Promise<string[]> {
  const before = await appliedBefore(payload);
  const applied: string[] = [];
  for (const migration of migrations) {
    if (before.names.has(migration.name)) continue;
    const req = await createLocalReq({}, payload);
    await initTransaction(req);
    try {
      await migration.up({ db: await transactionOf(payload, req), payload, req });
      await payload.create({
        collection: 'payload-migrations',
        data: { name: migration.name, batch: before.batch + 1 },
        req,
        overrideAccess: true,
      });
      await commitTransaction(req);
    } catch (error) {
      await killTransaction(req);
      throw error;
    }
    applied.push(migration.name);
  }
  return applied;
}
