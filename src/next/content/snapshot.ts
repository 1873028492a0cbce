/**
 * The published content as this process holds it: each reading of it (a page's document, the
 * figures, the heroes, the articles, an image) is made once per content revision and shared by
 * every render until the revision moves, so that rendering a published page makes no round trip
 * to the database for its content. The HTTP server names the revision before it empties its page
 * cache for it (`publishedRevision`); a render that began before keeps what it read, and its page
 * is not kept. A reading that fails is not kept: the next render tries again, and shows meanwhile
 * what its reader last read. While the database cannot be read, the revision stays, and with it
 * the content read for it. A preview's drafts are never read through here.
 */
import { publishedRevision } from '@site/core/published';

let held:
  { readonly revision: number; readonly readings: Map<string, Promise<unknown>> } | undefined;

/** What `read` answers for the published content, read once for the current revision under `name`. */
export function publishedOnce<T>(name: string, read: () => Promise<T>): Promise<T> {
  const revision = publishedRevision.value;
  // Outside the HTTP server (a build), every render reads for itself.
  if (revision === undefined) return read();
  if (held?.revision !== revision) held = { revision, readings: new Map() };
  const { readings } = held;
  const kept = readings.get(name) as Promise<T> | undefined;
  if (kept) return kept;
  const reading = read();
  readings.set(name, reading);
  reading.catch(() => {
    if (readings.get(name) === reading) readings.delete(name);
  });
  return reading;
}
