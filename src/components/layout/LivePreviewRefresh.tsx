'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * In the editor's live preview: tells the editor the page is ready, then renders the page again,
 * with the draft, from the server each time the editor saves it ("Entwurf speichern").
 * The messages are the content engine's live-preview protocol, accepted from the site's own
 * origin only (docs/decisions/0019-live-preview.md).
 */
export function LivePreviewRefresh() {
  const router = useRouter();
  useEffect(() => {
    const origin = window.location.origin;
    const refreshOnSave = (event: MessageEvent<unknown>) => {
      const { data } = event;
      if (
        event.origin === origin &&
        typeof data === 'object' &&
        data !== null &&
        (data as { type?: unknown }).type === 'payload-document-event'
      )
        router.refresh();
    };
    window.addEventListener('message', refreshOnSave);
    // A preview opened as a window reports to its opener, one in the editor to its frame's parent.
    const editor = (window.opener as Window | null) ?? window.parent;
    editor.postMessage({ type: 'payload-live-preview', ready: true }, origin);
    return () => window.removeEventListener('message', refreshOnSave);
  }, [router]);
  return null;
}
