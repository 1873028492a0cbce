import type { IncomingMessage } from 'node:http';
import { routedPath, type Refusal } from '@/lib/request-screen';
import { isContentApiPath } from '@/site/content-engine';
import routerState from 'next/dist/server/app-render/parse-and-validate-flight-router-state.js';

/**
 * Whether the client router's `Next-Router-State-Tree` header, when sent, is one Next.js accepts
 * (checked by Next.js's own parser): it answers any other with a 500, the site with a 400.
 */
export function routerStateParses(header: string | string[] | undefined): boolean {
  try {
    routerState.parseAndValidateFlightRouterState(header);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads a request's body of `length` bytes (the screen has capped it) and puts it back, so that
 * Next.js reads it as sent. `undefined` when the body ends short or the client goes away.
 */
function peekBody(req: IncomingMessage, length: number): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (body: Buffer | undefined) => {
      req.off('readable', read);
      req.off('end', short);
      req.off('error', short);
      req.off('close', short);
      resolve(body);
    };
    const short = () => finish(undefined);
    function read() {
      let chunk: Buffer | null;
      // Reading stops at the declared length, before the stream's end is seen: it can be put back.
      while (size < length && (chunk = req.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        size += chunk.length;
      }
      if (size < length) return;
      const body = Buffer.concat(chunks);
      req.unshift(body);
      finish(body);
    }
    req.on('readable', read);
    req.on('end', short);
    req.on('error', short);
    req.on('close', short);
    read();
  });
}

/** The body of a request whose length the screen has capped; `undefined` when it ends short. */
export function bodyOf(req: IncomingMessage): Promise<Buffer | undefined> {
  return peekBody(req, Number(req.headers['content-length'] ?? 0));
}

/**
 * Whether a multipart form's body parses, as Next.js will parse it for a form sent without
 * JavaScript; Next.js answers one that does not with a 500, the site with a 400.
 */
async function multipartBodyParses(req: IncomingMessage): Promise<boolean> {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(type)) return true;
  const body = await peekBody(req, Number(req.headers['content-length'] ?? 0));
  if (!body) return false;
  try {
    await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
    return true;
  } catch {
    return false;
  }
}

/**
 * Why the framework could not read a request the screen let through: a router state it would
 * fail on, or a form body that does not parse (the one body read here, never longer than the
 * screen allows). A redirected post gets its redirect without its body being read (`readBody`
 * false); the content engine's API reads its own forms, after the back office's gate, so that an
 * image upload is not held before.
 */
export async function unreadable(
  req: IncomingMessage,
  readBody: boolean,
): Promise<Refusal | undefined> {
  if (!routerStateParses(req.headers['next-router-state-tree']))
    return { status: 400, reason: 'Bad Router State' };
  if (
    readBody &&
    req.method === 'POST' &&
    !isContentApiPath(routedPath(req.url ?? '/')) &&
    !(await multipartBodyParses(req))
  )
    return { status: 400, reason: 'Bad Request Body' };
  return undefined;
}
