/**
 * The back office's roles, enforced before the framework sees a request (as well as by each
 * page, action and download, `requireOwner`):
 * - The content engine (Payload, `src/cms`) answers a signed-in account only. Without one its API
 *   answers 401 and runs no engine code at all, and the editor sends the browser to the sign-in.
 *   With one, the editor speaks the account's language. (The engine checks the same session again
 *   through its own auth strategy.)
 * - An editor gets 403 on every back-office path that is not theirs (`mayOpen`): pages, downloads
 *   and the actions posted to them alike.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { homeOf, isRole, mayOpen } from '@/lib/roles';
import { isContentApiPath, isContentEnginePath } from '@/site/content-engine';
import { isStaffSession, SIGN_IN_PATH, type SessionState } from './backoffice/sessions';

const refusal = {
  de: {
    title: 'Kein Zugriff',
    text: 'Dieser Bereich des Backoffice ist der Inhaberin oder dem Inhaber vorbehalten. Als Redakteurin oder Redakteur bearbeiten Sie die Inhalte der Website und sehen die Statistik.',
    home: 'Zu den Änderungen',
  },
  en: {
    title: 'No access',
    text: 'This part of the back office is for the owner only. As an editor you edit the content of the website and see its statistics.',
    home: 'Go to the changes',
  },
} as const;

function refuse(res: ServerResponse, locale: 'de' | 'en', home: string): void {
  const t = refusal[locale];
  res.writeHead(403, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
  });
  res.end(
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title></head>` +
      `<body><main><h1>${t.title}</h1><p>${t.text}</p><p><a href="${home}">${t.home}</a></p></main></body></html>`,
  );
}

function pathOf(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://site').pathname;
  } catch {
    return url ?? '/';
  }
}

/** `true` when the request is answered here. */
export async function answerBackofficeGate(
  req: IncomingMessage,
  res: ServerResponse,
  session: () => Promise<SessionState>,
): Promise<boolean> {
  // The path as the framework will route it: dot segments (`/x/%2e%2e/y`) resolved.
  const path = pathOf(req.url);
  if (path !== '/backoffice' && !path.startsWith('/backoffice/')) return false;
  const engine = isContentEnginePath(path);
  const state = await session().catch((): SessionState => ({ state: 'none' }));
  if (isStaffSession(state)) {
    const { role, locale } = state.account;
    if (!isRole(role)) return false;
    if (!mayOpen(role, path)) {
      refuse(res, locale, homeOf(role));
      return true;
    }
    if (engine) req.headers['accept-language'] = locale;
    return false;
  }
  if (!engine) return false;
  const page = !isContentApiPath(path) && (req.method === 'GET' || req.method === 'HEAD');
  if (page) {
    const expired = state.state === 'expired' ? '?expired=1' : '';
    res.writeHead(303, {
      Location: `${SIGN_IN_PATH}${expired}`,
      'Content-Length': '0',
      'Cache-Control': 'no-store',
    });
    res.end();
    return true;
  }
  res.writeHead(401, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify({ errors: [{ message: 'Sign in to the back office first.' }] }));
  return true;
}
