/** How far the owner has dealt with a lead, in the order the inbox offers them. */
export const leadStatuses = ['new', 'in_progress', 'done', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** The two kinds of lead: an enquiry from the contact form, a booked call. */
export const leadKinds = ['enquiry', 'booking'] as const;
export type LeadKind = (typeof leadKinds)[number];

/** A database id from a form field or a path segment: a positive whole number, else `undefined`. */
export function parseId(value: unknown): number | undefined {
  const text = typeof value === 'string' ? value : '';
  const id = /^\d{1,15}$/.test(text) ? Number(text) : 0;
  return id > 0 ? id : undefined;
}

/** A lead named by its kind and id (a page's path, a form's hidden fields). */
export function parseLeadRef(
  kind: unknown,
  id: unknown,
): { kind: LeadKind; id: number } | undefined {
  const known = leadKinds.find((candidate) => candidate === kind);
  const number = parseId(id);
  return known && number ? { kind: known, id: number } : undefined;
}

/**
 * The mailbox an address reaches: lower case, without a `+tag` in its local part, as the common
 * mail services deliver `name+tag@example.org` to `name@example.org`. The limits per address count
 * by it (`mailboxSql` in src/server/db/mailbox.ts says the same in SQL).
 */
export const mailboxOf = (email: string) => email.toLowerCase().replace(/\+[^@]*@/, '@');
