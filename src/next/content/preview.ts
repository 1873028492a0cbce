import { cookies, draftMode } from 'next/headers';
import { env } from '@site/core/env';
import { isStaffSession, readSession, SESSION_COOKIE } from '@site/core/backoffice/sessions';

/**
 * The session whose preview this request is: only in the framework's draft mode, which only the
 * back office's preview link turns on (`src/app/backoffice/preview/route.ts`), and still the
 * session of a signed-in account, checked again here, so that a draft-mode cookie alone shows
 * nothing.
 */
export async function previewSession(): Promise<string | undefined> {
  if (!(await draftMode()).isEnabled) return undefined;
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const session = await readSession(token, env().sessionIdleSeconds * 1000);
  return isStaffSession(session) ? session.id : undefined;
}

/** Whether this request shows drafts (`previewSession`). */
export async function previewing(): Promise<boolean> {
  return (await previewSession()) !== undefined;
}
