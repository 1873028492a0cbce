/**
 * Where the content engine (Payload, `src/cms`) answers inside the back office: its editor, and
 * the API the editor calls. Both are private paths (`isPrivatePath`), and the HTTP server lets
 * only a signed-in account reach them (`src/server/backoffice-gate.ts`).
 */
export const CONTENT_EDITOR_PATH = '/backoffice/content';
export const CONTENT_API_PATH = '/backoffice/api';

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Whether a path (without its query) belongs to the content engine's API. */
export function isContentApiPath(path: string): boolean {
  return under(path, CONTENT_API_PATH);
}

/** Whether a path (without its query) belongs to the content engine, editor or API. */
export function isContentEnginePath(path: string): boolean {
  return under(path, CONTENT_EDITOR_PATH) || isContentApiPath(path);
}

/** Whether a path (without its query) is the engine's images, where uploads go. */
export function isMediaApiPath(path: string): boolean {
  return under(path, `${CONTENT_API_PATH}/media`);
}
