import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditFilter } from '@/lib/audit-filter';
import { likePattern } from '@/lib/inbox-filter';
import { db, type Transaction } from '../db/client';
import { auditLog } from '../db/schema';
import { dayStart } from './inbox';

export type { AuditAction };

export interface AuditEntry {
  /** The account acting (its e-mail address); absent for a visitor who is not signed in. */
  readonly actor?: string;
  /** What the action was about: an account's address, a lead (`enquiry:12`), a filter. */
  readonly subject?: string;
  readonly address?: string;
}

/** Appends one entry. The log is only ever appended to. */
export async function audit(action: AuditAction, entry: AuditEntry = {}): Promise<void> {
  await auditIn(db(), action, entry);
}

/** Appends one entry inside the caller's transaction, so that it stands or falls with the change. */
export async function auditIn(
  tx: Pick<Transaction, 'insert'>,
  action: AuditAction,
  entry: AuditEntry = {},
): Promise<void> {
  await tx.insert(auditLog).values({
    action,
    actor: entry.actor ?? null,
    subject: entry.subject ?? null,
    address: entry.address ?? null,
  });
}

/** The newest entry of an action, if any. */
export async function lastAudit(action: AuditAction) {
  const [row] = await db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return row;
}

/** One page of the audit log under a filter, newest first. */
export async function findAudit(filter: AuditFilter) {
  const parts: SQL[] = [];
  if (filter.action) parts.push(eq(auditLog.action, filter.action));
  if (filter.actor) parts.push(ilike(auditLog.actor, likePattern(filter.actor)));
  if (filter.from) parts.push(sql`${auditLog.at} >= ${dayStart(filter.from)}`);
  if (filter.to) parts.push(sql`${auditLog.at} < ${dayStart(filter.to, 1)}`);
  const where = parts.length ? and(...parts) : undefined;
  const [counted] = await db().select({ total: count() }).from(auditLog).where(where);
  const total = counted?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(filter.page, pages);
  const items = await db()
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return { items, total, page, pages };
}
