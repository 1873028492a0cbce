/**
 * The repository's content is the seed of a new site: on start, every document the repository has
 * and the engine never received is imported, published, once. What was imported once is recorded
 * (`content_seeds`), so that a later start or a newer release imports only what is new, and never
 * overwrites, or brings back, what the owner changed or deleted.
 */
import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload';
import { seedArticles } from '@/content/blog/articles';
import { figures } from '@/content/figures';
import { heroes } from '@/content/heroes';
import { externalPosts } from '@/content/blog/posts';
import { contentKeys, rawSeedPageFile } from '@/content/pages';
import { pageSections, seedSectionTexts } from '@/content/sections';
import { importedSeeds, markSeedImported } from '@site/core/stores/site';
import { pathFor } from '@/site/routes';
import { seedCompanyFacts } from '@/site/company';
import { articleDocumentData } from './article-document';
import { companyDocumentData } from './company-document';
import { figureDocumentData } from './figure-document';
import { heroDocumentData } from './hero-document';
import { postDocumentData } from './post-document';
import { layoutTextsData, pageDocumentData } from './page-document';

/** The collections the repository seeds, each with the kind its seeds are recorded under. */
const kinds = {
  pages: 'page',
  articles: 'article',
  posts: 'post',
  figures: 'figure',
  heroes: 'hero',
  company: 'company',
} as const satisfies Partial<Record<CollectionSlug, string>>;

interface Seed<C extends keyof typeof kinds> {
  readonly collection: C;
  readonly key: string;
  readonly data: () => RequiredDataFromCollectionSlug<C>;
}

/** Every document the repository holds, by collection; its data is made only when it is imported. */
function seeds(): Seed<keyof typeof kinds>[] {
  return [
    ...contentKeys.map((key) => ({
      collection: 'pages' as const,
      key,
      data: () => ({
        key,
        path: pathFor(key, 'de'),
        ...pageDocumentData(
          rawSeedPageFile(key, 'de'),
          rawSeedPageFile(key, 'en'),
          seedSectionTexts(key),
        ),
      }),
    })),
    ...seedArticles().map((article) => ({
      collection: 'articles' as const,
      key: article.id,
      data: () => articleDocumentData(article),
    })),
    ...externalPosts.map((post) => ({
      collection: 'posts' as const,
      key: post.id,
      data: () => postDocumentData(post),
    })),
    ...figures.map((figure) => ({
      collection: 'figures' as const,
      key: figure.id,
      data: () => figureDocumentData(figure),
    })),
    ...Object.entries(heroes).map(([key, hero]) => ({
      collection: 'heroes' as const,
      key,
      data: () => heroDocumentData(key, hero),
    })),
    { collection: 'company', key: 'company', data: () => companyDocumentData(seedCompanyFacts) },
  ];
}

/** Imports what is new; answers the documents imported (`page:home`). */
export async function importRepositoryContent(payload: Payload): Promise<string[]> {
  const before = await importedSeeds();
  const imported: string[] = [];
  for (const { collection, key, data } of seeds()) {
    const kind = kinds[collection];
    if (before.has(`${kind}:${key}`)) continue;
    const { totalDocs } = await payload.count({
      collection,
      where: { key: { equals: key } },
      overrideAccess: true,
    });
    if (!totalDocs)
      await payload.create({
        collection,
        data: { ...data(), _status: 'published' },
        overrideAccess: true,
        context: { import: true },
      });
    await markSeedImported(kind, key);
    imported.push(`${kind}:${key}`);
  }
  imported.push(...(await keepSectionTextsInStep(payload)));
  return imported;
}

/**
 * The texts of the pages' structured sections, kept in step with their structure in code: a page
 * imported before its texts were content receives them, and when a release adds, moves or removes
 * a card, its rows follow, each text the owner wrote kept at its place. The published page is
 * published again with the new rows; a page whose rows match the code is left alone. Answers the
 * pages changed (`sections:home`).
 */
async function keepSectionTextsInStep(payload: Payload): Promise<string[]> {
  const changed: string[] = [];
  for (const key of Object.keys(pageSections)) {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { key: { equals: key }, _status: { equals: 'published' } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    });
    const page = docs[0];
    if (!page) continue;
    const rows = page.layoutTexts ?? [];
    const seed = seedSectionTexts(key);
    if (rows.length === seed.length && rows.every((row, index) => row.place === seed[index]?.place))
      continue;
    const kept = new Map(rows.map(({ place, text }) => [place, text]));
    const { title, description, heading, lead, updated, layout } = page;
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: {
        title,
        description,
        heading,
        lead,
        updated,
        layout,
        layoutTexts: layoutTextsData(seed.map((text) => ({ ...text, ...kept.get(text.place) }))),
        _status: 'published',
      },
      overrideAccess: true,
      context: { import: true },
    });
    changed.push(`sections:${key}`);
  }
  return changed;
}
