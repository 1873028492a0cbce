'use client';

import './globals.css';

/** Last resort when even the root layout fails: German, the site's stylesheet, no details. */
export default function GlobalError() {
  return (
    <html lang="de">
      <body className="m-0 font-sans text-[#0f1f33]">
        <main className="mx-auto mt-[15vh] max-w-[560px] px-6 text-center">
          <h1 className="text-[28px] font-semibold">Oops! Etwas ist schiefgelaufen</h1>
          <p className="mt-4 text-lg leading-normal">
            Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.
          </p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="mt-4 cursor-pointer rounded-md border-0 bg-[#0b4f6c] px-5 py-3 text-base font-semibold text-white"
          >
            Seite neu laden
          </button>
        </main>
      </body>
    </html>
  );
}
