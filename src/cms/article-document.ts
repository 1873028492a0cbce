/**
 * An article as the engine stores it and as the site reads it (`Article`, `src/lib/blog.ts`):
 * the same fields, the date as a day (`./days.ts`).
 */
import type { Article } from '@/lib/blog';
import { dayOf, engineDate } from './days';
import type { Article as ArticleDocument } from './payload-types';

export type ArticleDocumentData = Omit<ArticleDocument, 'id' | 'updatedAt' | 'createdAt' | 'name'>;

export function articleDocumentData(article: Article): ArticleDocumentData {
  return {
    key: article.id,
    title: { ...article.title },
    slug: { ...article.slug },
    excerpt: { ...article.excerpt },
    body: { ...article.body },
    seoTitle: { ...article.seoTitle },
    metaDescription: { ...article.metaDescription },
    author: article.author,
    date: engineDate(article.date),
    category: article.category,
    series: { de: article.series?.de ?? '', en: article.series?.en ?? '' },
    featured: article.featured,
  };
}

export function articleOfDocument(doc: ArticleDocumentData): Article {
  return {
    id: doc.key ?? '',
    title: { de: doc.title.de, en: doc.title.en },
    slug: { de: doc.slug.de, en: doc.slug.en },
    excerpt: { de: doc.excerpt.de, en: doc.excerpt.en },
    body: { de: doc.body.de, en: doc.body.en },
    seoTitle: { de: doc.seoTitle.de, en: doc.seoTitle.en },
    metaDescription: { de: doc.metaDescription.de, en: doc.metaDescription.en },
    author: doc.author,
    date: dayOf(doc.date),
    category: doc.category,
    ...(doc.series?.de && doc.series.en && { series: { de: doc.series.de, en: doc.series.en } }),
    featured: Boolean(doc.featured),
    ...(doc.image && { image: typeof doc.image === 'number' ? doc.image : doc.image.id }),
  };
}
