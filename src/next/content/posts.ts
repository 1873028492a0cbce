/**
 * The teasers of LinkedIn posts as the content engine holds them: published ones, or every
 * latest draft in a preview (`./preview.ts`).
 */
import config from '@payload-config';
import { connection } from 'next/server';
import { getPayload } from 'payload';
import { cache } from 'react';
import { externalPosts, type ExternalPost } from '@/content/blog/posts';
import { postOfDocument } from '@/cms/post-document';
import { logDatabaseError } from '@site/core/db/errors';
import { previewing } from './preview';
import { publishedOnce } from './snapshot';

/** How many teasers the blog reads at most, the newest. */
const MAX_POSTS = 600;

/**
 * The teasers last read: what is shown while the database is away. Each bundle of
 * Next.js that renders them keeps its own.
 */
let lastRead: readonly ExternalPost[] = externalPosts;

export const postsNow = cache(async (): Promise<readonly ExternalPost[]> => {
  await connection();
  try {
    const draft = await previewing();
    const find = async () => {
      const payload = await getPayload({ config });
      const { docs } = await payload.find({
        collection: 'posts',
        where: draft ? {} : { _status: { equals: 'published' } },
        sort: '-date',
        limit: MAX_POSTS,
        depth: 0,
        draft,
        overrideAccess: true,
      });
      return docs.map(postOfDocument);
    };
    if (draft) return await find();
    lastRead = await publishedOnce('posts', find);
    return lastRead;
  } catch (error) {
    logDatabaseError('Reading the LinkedIn posts (shown as last read meanwhile)', error);
    return lastRead;
  }
});
