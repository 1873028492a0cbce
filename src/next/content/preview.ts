import { cookies, draftMode } from 'next/headers';
import { env } from '@site/core/env';
import { isStaffSession, readSession, SESSION_COOKIE } from '@site/core/backoffice/sessions';

/**
 * Whether this request shows drafts: the framework's draft mode, which only the back office's
 * preview link turns on (`src/app/backoffice/preview/route.ts`), and still the session of a
 * signed-in account, checked again here, so that a draft-mode cookie alone shows nothing.
 */
export async function previewing(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false;
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return isStaffSession(await readSession(token, env().sessionIdleSeconds * 1000));
}
