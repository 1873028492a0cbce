/**
 * The repository's content is the seed of a new site: on start, every document the repository has
 * and the engine never received is imported, published, once. What was imported once is recorded
 * (`content_seeds`), so that a later start or a newer release imports only what is new, and never
 * overwrites, or brings back, what the owner changed or deleted.
 */
import type { Payload } from 'payload';
import { seedArticles } from '@/content/blog/articles';
import { figures } from '@/content/figures';
import { contentKeys, rawSeedPageFile } from '@/content/pages';
import { pool } from '@/server/db/client';
import { pathFor } from '@/site/routes';
import { articleDocumentData } from './article-document';
import { figureDocumentData } from './figure-document';
import { pageDocumentData } from './page-document';

async function importedBefore(): Promise<Set<string>> {
  const { rows } = await pool().query<{ kind: string; key: string }>(
    'SELECT kind, key FROM content_seeds',
  );
  return new Set(rows.map(({ kind, key }) => `${kind}:${key}`));
}

async function markImported(kind: string, key: string): Promise<void> {
  await pool().query(
    'INSERT INTO content_seeds (kind, key) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [kind, key],
  );
}

/** Imports what is new; answers the documents imported (`page:home`). */
export async function importRepositoryContent(payload: Payload): Promise<string[]> {
  const before = await importedBefore();
  const imported: string[] = [];
  for (const key of contentKeys) {
    if (before.has(`page:${key}`)) continue;
    const { totalDocs } = await payload.count({
      collection: 'pages',
      where: { key: { equals: key } },
      overrideAccess: true,
    });
    if (!totalDocs)
      await payload.create({
        collection: 'pages',
        data: {
          key,
          path: pathFor(key, 'de'),
          ...pageDocumentData(rawSeedPageFile(key, 'de'), rawSeedPageFile(key, 'en')),
          _status: 'published',
        },
        overrideAccess: true,
        context: { import: true },
      });
    await markImported('page', key);
    imported.push(`page:${key}`);
  }
  for (const article of seedArticles()) {
    if (before.has(`article:${article.id}`)) continue;
    const { totalDocs } = await payload.count({
      collection: 'articles',
      where: { key: { equals: article.id } },
      overrideAccess: true,
    });
    if (!totalDocs)
      await payload.create({
        collection: 'articles',
        data: { ...articleDocumentData(article), _status: 'published' },
        overrideAccess: true,
        context: { import: true },
      });
    await markImported('article', article.id);
    imported.push(`article:${article.id}`);
  }
  for (const figure of figures) {
    if (before.has(`figure:${figure.id}`)) continue;
    const { totalDocs } = await payload.count({
      collection: 'figures',
      where: { key: { equals: figure.id } },
      overrideAccess: true,
    });
    if (!totalDocs)
      await payload.create({
        collection: 'figures',
        data: { ...figureDocumentData(figure), _status: 'published' },
        overrideAccess: true,
        context: { import: true },
      });
    await markImported('figure', figure.id);
    imported.push(`figure:${figure.id}`);
  }
  return imported;
}
