import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * `mailboxOf` (src/lib/leads.ts) in SQL, for an address column or value: lower case, without a
 * `+tag` in its local part.
 */
export const mailboxSql = (address: SQLWrapper | string) =>
  sql`regexp_replace(lower(${address}::text), '\\+[^@]*@', '@')`;
