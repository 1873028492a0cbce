/**
 * The back office's two roles. An owner runs the business and sees everything. An editor (a
 * copywriter, a colleague) writes the content: the content editor, its preview, the list of
 * changes and the site statistics, and never an enquiry, a booking or a person's data.
 */
export const roles = ['owner', 'editor'] as const;
export type Role = (typeof roles)[number];

export const isRole = (value: unknown): value is Role => roles.includes(value as Role);

/** Where a role lands after signing in. */
export const homeOf = (role: Role): string =>
  role === 'owner' ? '/backoffice' : '/backoffice/changes';

/**
 * The back-office paths an editor may open; every other path under `/backoffice` is the owner's.
 * An allow-list, so a new back-office page is the owner's until it is added here.
 */
const editorPrefixes = [
  '/backoffice/content',
  '/backoffice/api',
  '/backoffice/preview',
  '/backoffice/changes',
  '/backoffice/statistics',
  '/backoffice/sign-in',
  '/backoffice/setup',
] as const;

/** Whether a role may open a path (without its query). */
export function mayOpen(role: Role, path: string): boolean {
  if (role === 'owner') return true;
  return editorPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
