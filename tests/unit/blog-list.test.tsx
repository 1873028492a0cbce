// @vitest-environment jsdom
import { cleanup, fireEvent, render as renderUi, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import de from '@messages/de.json';
import en from '@messages/en.json';
import { BlogList, type BlogCard, type BlogListLabels } from '@/components/sections/BlogList';

afterEach(cleanup);

/** Renders in a language, as the site's layout does. */
function render(ui: ReactElement, locale: 'de' | 'en' = 'de') {
  return renderUi(<NextIntlClientProvider locale={locale}>{ui}</NextIntlClientProvider>);
}

function labelsFrom(messages: typeof de): BlogListLabels {
  return messages.Blog;
}

const card = (
  id: string,
  category: BlogCard['category'],
  kind: BlogCard['kind'] = 'external',
): BlogCard => ({
  id,
  kind,
  title: `Post ${id}`,
  excerpt: 'Excerpt',
  author: 'Thomas Keller',
  date: '2025-05-01',
  displayDate: '1. Mai 2025',
  readTime: 4,
  category,
  language: 'de',
  featured: false,
  href: kind === 'external' ? 'https://www.linkedin.com/posts/x' : '/blog/x',
});

describe('BlogList', () => {
  it('shows the SPEC empty message in German for a category without posts', () => {
    render(
      <BlogList
        items={[card('a', 'fleets')]}
        categories={['fleets']}
        initialCategory="banks"
        labels={labelsFrom(de)}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Keine Artikel in dieser Kategorie verfügbar.',
    );
  });

  it('shows the SPEC empty message in English', () => {
    render(
      <BlogList
        items={[]}
        categories={[]}
        initialCategory="vehicleTrading"
        labels={labelsFrom(en)}
      />,
      'en',
    );
    expect(screen.getByRole('status').textContent).toBe('No articles available in this category.');
  });

  it('filters without a page load and writes the category into the URL', () => {
    window.history.replaceState(null, '', '/blog');
    render(
      <BlogList
        items={[card('a', 'fleets'), card('b', 'banks'), card('c', 'banks', 'internal')]}
        categories={['fleets', 'banks']}
        labels={labelsFrom(de)}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    const banks = screen.getByRole('link', { name: 'Banken & Finanzierer' });
    expect(banks.getAttribute('href')).toBe('/blog?category=banks');
    fireEvent.click(banks);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Post b', 'Post c']);
    expect(window.location.search).toBe('?category=banks');
    expect(banks.getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: 'Alle' }));
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(window.location.search).toBe('');
  });

  it('links the filters and internal articles in the page language', () => {
    render(
      <BlogList
        items={[card('c', 'banks', 'internal')]}
        categories={['banks']}
        labels={labelsFrom(en)}
      />,
      'en',
    );
    expect(screen.getByRole('link', { name: 'Banks & Financiers' }).getAttribute('href')).toBe(
      '/en/blog?category=banks',
    );
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/en/blog');
    expect(screen.getByRole('link', { name: /Read article/ }).getAttribute('href')).toBe(
      '/en/blog/x',
    );
  });

  it('opens external posts in a new tab without handing over the opener', () => {
    render(
      <BlogList items={[card('a', 'fleets')]} categories={['fleets']} labels={labelsFrom(de)} />,
    );
    const link = screen.getByRole('link', { name: /Auf LinkedIn lesen/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
