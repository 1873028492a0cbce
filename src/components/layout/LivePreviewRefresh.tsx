'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** How long the typing pauses before the preview follows it. */
const TYPING_PAUSE_MS = 250;

/**
 * In the editor's live preview: tells the editor the page is ready, then renders the page again
 * from the server as the owner types (the form's values, kept for her session alone by
 * `/backoffice/preview/live`) and each time she saves a draft. The messages are the content
 * engine's live-preview protocol, accepted from the site's own origin only
 * (docs/decisions/0019-live-preview.md).
 */
export function LivePreviewRefresh() {
  const router = useRouter();
  useEffect(() => {
    const origin = window.location.origin;
    let pause: ReturnType<typeof setTimeout> | undefined;
    // One request at a time, so that the values are kept in the order they were typed; the
    // values typed meanwhile wait for it, and the page renders again after the last.
    let sending = false;
    let waiting: unknown;
    const follow = async (values: unknown) => {
      if (sending) {
        waiting = values;
        return;
      }
      sending = true;
      const body = new FormData();
      body.set('data', JSON.stringify(values));
      const response = await fetch('/backoffice/preview/live', { method: 'POST', body }).catch(
        () => undefined,
      );
      sending = false;
      if (waiting !== undefined) {
        const next = waiting;
        waiting = undefined;
        void follow(next);
      } else if (response?.ok) router.refresh();
    };
    const listen = (event: MessageEvent<unknown>) => {
      if (event.origin !== origin || typeof event.data !== 'object' || event.data === null) return;
      const message = event.data as { type?: unknown; collectionSlug?: unknown; data?: unknown };
      if (message.type === 'payload-document-event') router.refresh();
      else if (
        message.type === 'payload-live-preview' &&
        message.collectionSlug === 'pages' &&
        message.data
      ) {
        clearTimeout(pause);
        pause = setTimeout(() => void follow(message.data), TYPING_PAUSE_MS);
      }
    };
    window.addEventListener('message', listen);
    // A preview opened as a window reports to its opener, one in the editor to its frame's parent.
    const editor = (window.opener as Window | null) ?? window.parent;
    editor.postMessage({ type: 'payload-live-preview', ready: true }, origin);
    return () => {
      clearTimeout(pause);
      window.removeEventListener('message', listen);
    };
  }, [router]);
  return null;
}
