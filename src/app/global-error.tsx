'use client';

/** Last resort when even the root layout fails: German, no framework styles, no details. */
export default function GlobalError() {
  return (
    <html lang="de">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, color: '#0f1f33' }}>
        <main
          style={{ maxWidth: 560, margin: '15vh auto', padding: '0 24px', textAlign: 'center' }}
        >
          <h1 style={{ fontSize: 28 }}>Oops! Etwas ist schiefgelaufen</h1>
          <p style={{ fontSize: 18, lineHeight: 1.5 }}>
            Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.
          </p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            style={{
              marginTop: 16,
              padding: '12px 20px',
              fontSize: 16,
              fontWeight: 600,
              color: '#fff',
              background: '#0b4f6c',
              border: 0,
              borderRadius: 6,
              cursor: 'pointer',
            }}
          >
            Seite neu laden
          </button>
        </main>
      </body>
    </html>
  );
}
