/** A LinkedIn post's teaser as the engine stores it and as the blog lists it (`ExternalPost`). */
import type { ExternalPost } from '@/content/blog/posts';
import { dayOf, engineDate } from './days';
import type { Post as PostDocument } from './payload-types';

export type PostDocumentData = Omit<PostDocument, 'id' | 'updatedAt' | 'createdAt'>;

export function postDocumentData(post: ExternalPost): PostDocumentData {
  return {
    key: post.id,
    language: post.language,
    title: post.title,
    excerpt: post.excerpt,
    url: post.externalUrl,
    author: post.author,
    date: engineDate(post.date),
    readTime: post.readTime,
    category: post.category,
    featured: post.featured,
  };
}

export function postOfDocument(doc: PostDocumentData): ExternalPost {
  return {
    id: doc.key ?? '',
    title: doc.title,
    excerpt: doc.excerpt,
    externalUrl: doc.url,
    author: doc.author,
    date: dayOf(doc.date),
    readTime: doc.readTime,
    category: doc.category,
    language: doc.language,
    featured: Boolean(doc.featured),
    platform: 'LinkedIn',
  };
}
