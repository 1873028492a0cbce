'use client';

import { ArrowUpRight, Star } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { Link } from '@/i18n/navigation';
import type { BlogCategory, CompleteBlogItem } from '@/lib/blog';
import { internalPath } from '@/site/routes';

export interface BlogCard extends CompleteBlogItem {
  /** Date in the page's language, formatted on the server. */
  readonly displayDate: string;
}

export interface BlogListLabels {
  readonly filterLabel: string;
  readonly all: string;
  readonly empty: string;
  readonly readArticle: string;
  readonly readOnLinkedIn: string;
  readonly newTab: string;
  readonly featured: string;
  readonly internal: string;
  readonly categories: Readonly<Record<BlogCategory, string>>;
  /** `{minutes}` is replaced. */
  readonly readTime: string;
}

/**
 * Category filter and post grid. Each filter is a link to `?category=…`, which the server
 * answers with that category's prerendered view; with JavaScript the filter needs no page load.
 */
export function BlogList({
  items,
  categories,
  initialCategory,
  labels,
}: {
  items: readonly BlogCard[];
  categories: readonly BlogCategory[];
  initialCategory?: BlogCategory;
  labels: BlogListLabels;
}) {
  const [category, setCategory] = useState<BlogCategory | undefined>(initialCategory);
  const shown = category ? items.filter((item) => item.category === category) : items;

  const choose = (next: BlogCategory | undefined) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    setCategory(next);
    const url = new URL(window.location.href);
    if (next) url.searchParams.set('category', next);
    else url.searchParams.delete('category');
    window.history.replaceState(window.history.state, '', url);
  };

  const filters: Array<[BlogCategory | undefined, string]> = [
    [undefined, labels.all],
    ...categories.map((value): [BlogCategory, string] => [value, labels.categories[value]]),
  ];

  return (
    <div>
      <nav aria-label={labels.filterLabel}>
        <ul className="flex flex-wrap gap-2">
          {filters.map(([value, label]) => (
            <li key={value ?? 'all'}>
              <Link
                href={{ pathname: internalPath('blog'), query: value ? { category: value } : {} }}
                prefetch={false}
                onClick={choose(value)}
                aria-current={value === category ? 'true' : undefined}
                className="inline-block rounded-full border border-line px-4 py-2 text-sm font-medium text-ink-soft hover:border-brand hover:text-ink aria-[current=true]:border-brand aria-[current=true]:bg-brand aria-[current=true]:text-white"
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shown.length === 0 ? (
        <p role="status" className="mt-10 rounded-lg bg-surface p-6 text-ink-soft">
          {labels.empty}
        </p>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-blog-grid>
          {shown.map((item) => (
            <li
              key={item.id}
              className="flex flex-col rounded-lg border border-line bg-white p-6"
              data-post={item.kind}
            >
              <p className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide text-brand uppercase">
                <span>{labels.categories[item.category]}</span>
                <span aria-hidden="true">·</span>
                <span>{item.kind === 'internal' ? labels.internal : 'LinkedIn'}</span>
                {item.featured && (
                  <span className="inline-flex items-center gap-1 rounded bg-accent px-1.5 py-0.5 text-white normal-case">
                    <Star aria-hidden="true" className="size-3" />
                    {labels.featured}
                  </span>
                )}
              </p>
              <h2 className="mt-3 text-lg font-semibold">{item.title}</h2>
              <p className="mt-2 flex-1 text-sm text-ink-soft">{item.excerpt}</p>
              <p className="mt-4 text-xs text-ink-soft">
                {item.author} · <time dateTime={item.date}>{item.displayDate}</time> ·{' '}
                {labels.readTime.replace('{minutes}', String(item.readTime))}
              </p>
              {item.kind === 'internal' ? (
                <Link
                  href={item.href}
                  className="mt-4 font-semibold text-brand-strong hover:underline"
                >
                  {labels.readArticle}
                  <span className="sr-only">: {item.title}</span>
                </Link>
              ) : (
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-strong hover:underline"
                >
                  {labels.readOnLinkedIn}
                  <span className="sr-only">
                    : {item.title} {labels.newTab}
                  </span>
                  <ArrowUpRight aria-hidden="true" className="size-4" />
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
