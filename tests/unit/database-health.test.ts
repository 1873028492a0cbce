import { EventEmitter } from 'node:events';
import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseHealth } from '@/server/db/health';

/** A connection whose server answers every statement with `code` (or accepts it when undefined). */
function connection(code: string | undefined, released: (Error | undefined)[]) {
  return Object.assign(new EventEmitter(), {
    query: async () => {
      if (code) throw Object.assign(new Error('refused'), { code });
    },
    release: (error?: Error) => void released.push(error),
  });
}

/** A pool that hands out one connection per code in `codes`, in order, then ones answering `then`. */
function poolOf(codes: string[], then?: string) {
  const released: (Error | undefined)[] = [];
  const waiting = [...codes];
  const pool = {
    get totalCount() {
      return waiting.length;
    },
    connect: async () => connection(waiting.length ? waiting.shift() : then, released),
  };
  return { pool: pool as unknown as Pool, released };
}

describe('the database health check', () => {
  it('discards every connection the database ended (57P01) and writes on a fresh one', async () => {
    const { pool, released } = poolOf(['57P01', '57P01', '57P01', '57P01']);
    expect(await databaseHealth(pool)).toEqual({ ok: true });
    expect(released.filter(Boolean)).toHaveLength(4);
  });

  it('reports a refused write as not writable, and a lost server as unreachable', async () => {
    expect(await databaseHealth(poolOf(['25006']).pool)).toEqual({
      ok: false,
      problem: 'notWritable',
    });
    expect(await databaseHealth(poolOf(['08006', '08006'], '08006').pool)).toEqual({
      ok: false,
      problem: 'unreachable',
    });
  });
});
