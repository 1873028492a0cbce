'use client';

import { useEffect } from 'react';
import { METRICS, VITALS_PATH, type Beacon, type Metric } from '@/lib/vitals-beacon';

/** The browser asks not to be tracked (Do Not Track) or for its privacy (Global Privacy Control). */
function optedOut(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.doNotTrack === '1' || browser.globalPrivacyControl === true;
}

/** Runs `task` once the page has loaded and the browser is idle. */
function whenIdle(task: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(task, { timeout: 10_000 });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, 2_000);
      cancel = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
  return () => {
    removeEventListener('load', idle);
    cancel();
  };
}

/**
 * Measures the page's Core Web Vitals in the visitor's browser and tells the site, once, when the
 * page is first hidden or left (docs/decisions/0022-web-vitals.md). The library loads only once the page
 * is idle, and not at all when the browser asks not to be tracked; the beacon carries the page it
 * was loaded as, the viewport's width and the values: no cookie, no identifier. Once it measures,
 * the page says so (`data-vitals="measuring"` on its root).
 */
export function WebVitals() {
  useEffect(() => {
    if (optedOut() || typeof navigator.sendBeacon !== 'function') return;
    const page = location.pathname;
    const values: Partial<Record<Metric, number>> = {};
    let sent = false;
    let stopped = false;
    const send = () => {
      if (sent || document.visibilityState !== 'hidden' || !Object.keys(values).length) return;
      sent = true;
      const beacon: Beacon = { page, width: innerWidth, values };
      navigator.sendBeacon(VITALS_PATH, JSON.stringify(beacon));
    };
    const cancel = whenIdle(() => {
      void import('web-vitals').then((library) => {
        if (stopped) return;
        const listeners = {
          LCP: library.onLCP,
          INP: library.onINP,
          CLS: library.onCLS,
          FCP: library.onFCP,
          TTFB: library.onTTFB,
        } satisfies Record<Metric, unknown>;
        for (const metric of METRICS)
          listeners[metric]((measured) => {
            values[metric] = measured.value;
          });
        // After the library's own listeners, which report the last values when the page is hidden
        // (also when it is left: a page becomes hidden before it unloads).
        document.addEventListener('visibilitychange', send);
        document.documentElement.dataset.vitals = 'measuring';
      });
    });
    return () => {
      stopped = true;
      cancel();
      document.removeEventListener('visibilitychange', send);
    };
  }, []);
  return null;
}
