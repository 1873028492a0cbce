/**
 * One image upload at a time per process. Decoding an image and making its seven sizes takes a
 * core and a few hundred MB for seconds; two or three at once took both cores and a gigabyte,
 * and the visitors' pages waited. Another upload meanwhile is let through without being read and
 * answered 503 with a message the editor shows in the account's language (the back-office gate
 * has set `Accept-Language` to it). The slot is free again when the upload's answer has gone.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { routedPath } from '@/lib/request-screen';
import { isMediaApiPath } from '@/site/content-engine';

const BUSY = {
  de: 'Gerade wird ein anderes Bild verarbeitet. Bitte versuchen Sie es gleich noch einmal.',
  en: 'Another image is being processed right now. Please try again in a moment.',
} as const;

/** Seconds after which a client may try again. */
const RETRY_AFTER_SECONDS = 5;

let uploading = false;

/** `true` when the request is answered here: an upload while another is being processed. */
export function answerBusyUpload(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'POST' && req.method !== 'PATCH') return false;
  if (!isMediaApiPath(routedPath(req.url ?? '/'))) return false;
  if (!uploading) {
    uploading = true;
    res.once('close', () => {
      uploading = false;
    });
    return false;
  }
  const english = String(req.headers['accept-language'] ?? '').startsWith('en');
  // The answer waits for the body, which is let through unread (its size was checked on arrival):
  // a browser still sending it would otherwise see the connection break, not the message.
  req.resume();
  req.once('end', () => {
    res.writeHead(503, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(RETRY_AFTER_SECONDS),
    });
    res.end(JSON.stringify({ errors: [{ message: english ? BUSY.en : BUSY.de }] }));
  });
  return true;
}
