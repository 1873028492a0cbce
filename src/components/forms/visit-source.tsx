'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { hasCampaign, SOURCE_FIELDS, visitSourceOf, type VisitSource } from '@/lib/visit-source';

/**
 * The source of this visit (src/lib/visit-source.ts), noted when the page is loaded and kept in
 * its memory only: it lasts while the visitor moves inside the site, and is gone with the tab or
 * the next load of a page.
 */
let visit: VisitSource | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Notes where the visit began, once per page load, and takes the campaign out of the visible
 * address: after the framework's router has mounted (its effects run after this child's), so that
 * the router's own `replaceState` keeps its history entry and learns the address.
 */
export function VisitSourceNote() {
  useEffect(() => {
    if (visit) return;
    const [navigation] = performance.getEntriesByType('navigation');
    const loadedAgain =
      navigation instanceof PerformanceNavigationTiming &&
      (navigation.type === 'reload' || navigation.type === 'back_forward');
    visit = visitSourceOf(window.location, document.referrer, loadedAgain);
    for (const listener of listeners) listener();
    if (hasCampaign(window.location.hash))
      setTimeout(() =>
        window.history.replaceState(null, '', window.location.pathname + window.location.search),
      );
  }, []);
  return null;
}

/**
 * The lead form's hidden fields that send the visit's source, once it is noted: a form sent
 * without them (no JavaScript) leaves the source unknown.
 */
export function VisitFields() {
  const source = useSyncExternalStore(
    subscribe,
    () => visit,
    () => undefined,
  );
  if (!source) return null;
  return (
    <>
      {(Object.keys(SOURCE_FIELDS) as (keyof VisitSource)[]).map((key) => (
        <input key={key} type="hidden" name={SOURCE_FIELDS[key]} value={source[key]} />
      ))}
    </>
  );
}
