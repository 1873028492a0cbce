/**
 * An address below `/backoffice` that is no page of it: a plain 404 in both languages with the
 * way back, answered here rather than by a page, whose 404 the framework would send empty.
 */
const PAGE = `<!DOCTYPE html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Seite nicht gefunden · Page not found</title></head>
<body>
<main>
<h1>Seite nicht gefunden</h1>
<p>Diese Adresse gehört zu keiner Seite des Backoffice. <a href="/backoffice">Zum Eingang</a></p>
<h2 lang="en">Page not found</h2>
<p lang="en">This address is no page of the back office. <a href="/backoffice">To the inbox</a></p>
</main>
</body>
</html>
`;

function notFound(): Response {
  return new Response(PAGE, {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

export const GET = notFound;
export const POST = notFound;
