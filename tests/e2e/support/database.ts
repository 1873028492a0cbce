import { Pool } from 'pg';
import { afterAll, inject } from 'vitest';

/** The running site's database, read as the owner would; closed after the test file. */
export function siteDatabase() {
  const pool = new Pool({ connectionString: inject('databaseUrl'), max: 2 });
  afterAll(() => pool.end());
  const rowsOf = async (table: 'enquiries' | 'bookings', email: string) =>
    (await pool.query(`SELECT * FROM ${table} WHERE email = $1`, [email])).rows;
  return {
    pool,
    enquiriesFrom: (email: string) => rowsOf('enquiries', email),
    bookingsFrom: (email: string) => rowsOf('bookings', email),
  };
}
