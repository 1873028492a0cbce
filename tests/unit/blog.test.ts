import { describe, expect, it } from 'vitest';
import { seedArticles } from '@/content/blog/articles';
import { externalPosts } from '@/content/blog/posts';
import { articleMetadata } from '@/lib/article-seo';
import {
  categoriesOf,
  parseCategory,
  postsIn,
  readingTimeMinutes,
  visiblePosts,
  type BlogListItem,
} from '@/lib/blog';
import { escapeXml, rssFeed } from '@/lib/feed';
import { articleBody } from '@/server/articles';
import { blogItemsOf } from '@/server/blog';
import { siteUrl } from '@/site/config';

/** The repository's articles, as the content engine imports them on a fresh start. */
const articles = seedArticles();

const post = (overrides: Partial<BlogListItem>): BlogListItem => ({
  id: 'p',
  kind: 'external',
  title: 'Title',
  excerpt: 'Excerpt',
  author: 'Thomas Keller',
  date: '2025-05-01',
  readTime: 3,
  category: 'fleets',
  language: 'de',
  featured: false,
  href: 'https://www.linkedin.com/posts/x',
  ...overrides,
});

describe('blog list rule', () => {
  it('keeps only complete posts in the page’s language', () => {
    const items = [
      post({ id: 'ok' }),
      post({ id: 'no-title', title: '' }),
      post({ id: 'no-excerpt', excerpt: undefined }),
      post({ id: 'no-author', author: '  ' }),
      post({ id: 'no-date', date: undefined }),
      post({ id: 'english', language: 'en' }),
    ];
    expect(visiblePosts(items, 'de').map((item) => item.id)).toEqual(['ok']);
    expect(visiblePosts(items, 'en').map((item) => item.id)).toEqual(['english']);
  });

  it('puts featured posts first, then the newest', () => {
    const items = [
      post({ id: 'old', date: '2025-01-01' }),
      post({ id: 'new', date: '2025-09-01' }),
      post({ id: 'featured-old', date: '2024-12-01', featured: true }),
    ];
    expect(visiblePosts(items, 'de').map((item) => item.id)).toEqual([
      'featured-old',
      'new',
      'old',
    ]);
  });

  it('derives the filter from the categories present, in a fixed order', () => {
    expect(
      categoriesOf([
        post({ category: 'banks' }),
        post({ category: 'dealerships' }),
        post({ category: 'banks' }),
      ]),
    ).toEqual(['dealerships', 'banks']);
    expect(categoriesOf([])).toEqual([]);
  });

  it('reads a category from the URL and ignores unknown ones', () => {
    expect(parseCategory('fleets')).toBe('fleets');
    expect(parseCategory('Fleets')).toBeUndefined();
    expect(parseCategory('<script>')).toBeUndefined();
    expect(parseCategory(null)).toBeUndefined();
    const items = visiblePosts([post({ id: 'a', category: 'banks' }), post({ id: 'b' })], 'de');
    expect(postsIn(items, 'banks').map((item) => item.id)).toEqual(['a']);
    expect(postsIn(items, undefined)).toHaveLength(2);
  });
});

describe('reading time', () => {
  const words = (n: number) => Array.from({ length: n }, () => 'Wort').join(' ');

  it('counts 200 words a minute, rounding up, at least one minute', () => {
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
    expect(readingTimeMinutes(words(1000))).toBe(5);
  });

  it('does not count Markdown symbols as words', () => {
    expect(readingTimeMinutes(`## ${words(200)}\n\n- | --- | |`)).toBe(1);
  });
});

describe('blog content', () => {
  it('has about 20 professional-network posts over both languages and the five categories', () => {
    expect(externalPosts.length).toBeGreaterThanOrEqual(18);
    expect(new Set(externalPosts.map((item) => item.language))).toEqual(new Set(['de', 'en']));
    expect(categoriesOf(externalPosts)).toHaveLength(5);
    for (const item of externalPosts)
      expect(item.externalUrl).toMatch(/^https:\/\/www\.linkedin\.com\//);
  });

  it('lists the articles in both languages, and each language its own categories', () => {
    const german = visiblePosts(blogItemsOf(articles, externalPosts, 'de'), 'de');
    const english = visiblePosts(blogItemsOf(articles, externalPosts, 'en'), 'en');
    expect(german.filter((item) => item.kind === 'internal')).toHaveLength(articles.length);
    expect(english.filter((item) => item.kind === 'internal')).toHaveLength(articles.length);
    expect(categoriesOf(german)).toHaveLength(5);
    expect(categoriesOf(english)).not.toContain('vehicleTrading');
  });

  it.each(
    articles.flatMap((article) =>
      (['de', 'en'] as const).map((locale) => [article.id, locale, article] as const),
    ),
  )('%s (%s) is a full article with its metadata', (_id, locale, article) => {
    const body = articleBody(article, locale);
    expect(body.markdown.split(/\s+/).length).toBeGreaterThanOrEqual(900);
    expect(body.html).toContain('<h2');
    expect(body.html).not.toMatch(/<script/i);
    expect(body.readTime).toBe(readingTimeMinutes(body.markdown));
    expect(article.seoTitle[locale].length).toBeLessThanOrEqual(46);
    const meta = articleMetadata(article, locale);
    expect(meta.alternates?.languages).toEqual({
      de: `${siteUrl}/blog/${article.slug.de}`,
      en: `${siteUrl}/en/blog/${article.slug.en}`,
      'x-default': `${siteUrl}/blog/${article.slug.de}`,
    });
  });
});

describe('RSS feed', () => {
  it('escapes text and lists items newest first', () => {
    const xml = rssFeed({
      title: 'A & B',
      url: 'https://x.example/blog',
      selfUrl: 'https://x.example/rss/de.xml',
      description: '<Beschreibung>',
      language: 'de-DE',
      items: [
        {
          title: 'Alt',
          url: 'https://x.example/a',
          description: 'a',
          date: '2025-01-01',
          category: 'c',
          author: 'T',
        },
        {
          title: 'Neu "x"',
          url: 'https://x.example/b',
          description: 'b',
          date: '2025-06-01',
          category: 'c',
          author: 'T',
        },
      ],
    });
    expect(xml).toContain('<title>A &amp; B</title>');
    expect(xml).toContain('<description>&lt;Beschreibung&gt;</description>');
    expect(xml.indexOf('Neu &quot;x&quot;')).toBeLessThan(xml.indexOf('<title>Alt</title>'));
    expect(xml).toContain('<pubDate>Sun, 01 Jun 2025 08:00:00 GMT</pubDate>');
    expect(escapeXml(`'`)).toBe('&apos;');
  });
});
