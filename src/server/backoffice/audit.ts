import { db } from '../db/client';
import { auditLog } from '../db/schema';

/** What the audit log records: sign-ins and their failures, sign-outs, account, lead and booking changes. */
export type AuditAction =
  | 'sign-in'
  | 'sign-in.password-failed'
  | 'sign-in.code-failed'
  | 'sign-in.throttled'
  | 'sign-in.recovery-code-used'
  | 'sign-out'
  | 'sign-out.everywhere'
  | 'session.expired'
  | 'account.added'
  | 'account.set-up'
  | 'account.reset'
  | 'account.removed'
  | 'account.language'
  | 'lead.status'
  | 'lead.note'
  | 'leads.exported'
  | 'booking.cancelled'
  | 'booking.moved'
  | 'time.blocked'
  | 'time.unblocked';

export interface AuditEntry {
  /** The account acting (its e-mail address); absent for a visitor who is not signed in. */
  readonly actor?: string;
  /** What the action was about: an account's address, a lead (`enquiry:12`), a filter. */
  readonly subject?: string;
  readonly address?: string;
}

/** Appends one entry. The log is only ever appended to. */
export async function audit(action: AuditAction, entry: AuditEntry = {}): Promise<void> {
  await db()
    .insert(auditLog)
    .values({
      action,
      actor: entry.actor ?? null,
      subject: entry.subject ?? null,
      address: entry.address ?? null,
    });
}
