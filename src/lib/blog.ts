import { formatterFor } from '@/i18n/format';
import type { Locale, Localized } from '@/i18n/locales';
/** Blog list rules (SPEC §2, §5): pure functions over posts of both kinds. */

export const blogCategories = [
  'dealerships',
  'fleets',
  'banks',
  'techProviders',
  'vehicleTrading',
] as const;
export type BlogCategory = (typeof blogCategories)[number];

export interface BlogListItem {
  readonly id: string;
  readonly kind: 'internal' | 'external';
  readonly title?: string;
  readonly excerpt?: string;
  readonly author?: string;
  readonly date?: string;
  readonly readTime: number;
  readonly category: BlogCategory;
  readonly language: Locale;
  readonly featured: boolean;
  /** Article path inside its language (`/blog/<slug>`), or the post's external URL. */
  readonly href: string;
}

export type CompleteBlogItem = BlogListItem &
  Required<Pick<BlogListItem, 'title' | 'excerpt' | 'author' | 'date'>>;

function isComplete(item: BlogListItem): item is CompleteBlogItem {
  return Boolean(
    item.title?.trim() && item.excerpt?.trim() && item.author?.trim() && item.date?.trim(),
  );
}

/**
 * The posts a page in `locale` lists: only complete posts (title, excerpt, author and date)
 * in the page's language; featured first, then newest first.
 */
export function visiblePosts(items: readonly BlogListItem[], locale: Locale): CompleteBlogItem[] {
  return items
    .filter(isComplete)
    .filter((item) => item.language === locale)
    .sort((a, b) => Number(b.featured) - Number(a.featured) || b.date.localeCompare(a.date));
}

/** The categories present among the posts, in the fixed category order. */
export function categoriesOf(items: readonly Pick<BlogListItem, 'category'>[]): BlogCategory[] {
  const present = new Set(items.map((item) => item.category));
  return blogCategories.filter((category) => present.has(category));
}

/** A category named in a URL, or `undefined` for "all" (unknown values included). */
export function parseCategory(value: string | null | undefined): BlogCategory | undefined {
  return blogCategories.find((category) => category === value);
}

export function postsIn(
  items: readonly CompleteBlogItem[],
  category: BlogCategory | undefined,
): CompleteBlogItem[] {
  return category ? items.filter((item) => item.category === category) : [...items];
}

/** Reading time in whole minutes at 200 words a minute, at least one. */
export function readingTimeMinutes(text: string, wordsPerMinute = 200): number {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

/**
 * An internal article, as the content engine holds it (the repository's first articles are in
 * `src/content/blog/articles.ts`, their bodies in Markdown beside it).
 */
export interface Article {
  /** Its key: names its Open Graph image, never changes. */
  readonly id: string;
  /** Path segment after `/blog/`, per language. */
  readonly slug: Localized<string>;
  readonly title: Localized<string>;
  /** Search title without the brand, at most 46 characters. */
  readonly seoTitle: Localized<string>;
  readonly metaDescription: Localized<string>;
  readonly excerpt: Localized<string>;
  readonly author: string;
  /** Publication date, ISO `YYYY-MM-DD`. */
  readonly date: string;
  readonly category: BlogCategory;
  /** The series it belongs to, named above its title; most articles belong to none. */
  readonly series?: Localized<string>;
  readonly featured: boolean;
  /** The text in Markdown, company facts as placeholders (`{brand}`). */
  readonly body: Localized<string>;
  /** The number of its image (shown above the text and when shared), if it has one. */
  readonly image?: number;
}

/** An article's date (`2025-09-16`) as read: "16. September 2025" / "16 September 2025". */
export function formatArticleDate(isoDate: string, locale: Locale): string {
  return formatterFor(locale).dateTime(new Date(`${isoDate}T00:00:00Z`), 'article');
}
