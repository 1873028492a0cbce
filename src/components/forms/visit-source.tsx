'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { hasCampaign, SOURCE_FIELDS, visitSourceOf, type VisitSource } from '@/lib/lead-source';

/**
 * The source of this visit (src/lib/lead-source.ts), noted on its first page and kept in this
 * tab's memory only: it lasts while the visitor moves inside the site, and is gone with the tab
 * or a reload.
 */
let visit: VisitSource | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Notes where the visit began, once, and takes the campaign out of the visible address. */
export function VisitSourceNote() {
  useEffect(() => {
    if (visit) return;
    visit = visitSourceOf(window.location, document.referrer);
    if (hasCampaign(window.location.hash))
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
    for (const listener of listeners) listener();
  }, []);
  return null;
}

/** The lead form's hidden fields that send the visit's source (empty until it is noted). */
export function VisitFields() {
  const source = useSyncExternalStore(
    subscribe,
    () => visit,
    () => undefined,
  );
  return (
    <>
      {(Object.keys(SOURCE_FIELDS) as (keyof VisitSource)[]).map((key) => (
        <input key={key} type="hidden" name={SOURCE_FIELDS[key]} value={source?.[key] ?? ''} />
      ))}
    </>
  );
}
