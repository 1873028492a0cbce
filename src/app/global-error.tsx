'use client';

import './global-error.css';

/** Last resort when even the root layout fails: German, a few rules of its own, no details. */
export default function GlobalError() {
  return (
    <html lang="de">
      <body className="global-error">
        <main>
          <h1>Oops! Etwas ist schiefgelaufen</h1>
          <p>Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.</p>
          <button type="button" onClick={() => window.location.reload()}>
            Seite neu laden
          </button>
        </main>
      </body>
    </html>
  );
}
