/**
 * The content engine (Payload, `src/cms`) answers a signed-in owner only. Before the framework
 * sees a request for the editor or its API, the session is read as the back office reads it:
 * without an owner's session the API answers 401 and runs no engine code at all, and the editor
 * sends the browser to the back office's sign-in. With one, the editor speaks the account's
 * language. (The engine checks the same session again through its own auth strategy.)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isContentApiPath, isContentEnginePath } from '@/site/content-engine';
import { isOwnerSession, SIGN_IN_PATH, type SessionState } from './backoffice/sessions';

/** `true` when the request is answered here. */
export async function answerContentGate(
  req: IncomingMessage,
  res: ServerResponse,
  session: () => Promise<SessionState>,
): Promise<boolean> {
  const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
  if (!isContentEnginePath(path)) return false;
  const state = await session().catch((): SessionState => ({ state: 'none' }));
  if (isOwnerSession(state)) {
    req.headers['accept-language'] = state.account.locale;
    return false;
  }
  const page = !isContentApiPath(path) && (req.method === 'GET' || req.method === 'HEAD');
  if (page) {
    const expired = state.state === 'expired' ? '?expired=1' : '';
    res.writeHead(303, { Location: `${SIGN_IN_PATH}${expired}`, 'Content-Length': '0' });
    res.end();
    return true;
  }
  res.writeHead(401, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ errors: [{ message: 'Sign in to the back office first.' }] }));
  return true;
}
