'use client';

import { Newspaper } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import type { NewsItem } from '@/content/pages/home/sections';
import { tickerItemFor } from '@/lib/news-ticker';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Notifies at the next UTC midnight, so an open page moves on to the next day's item. */
function subscribeToDayChange(onChange: () => void): () => void {
  const timer = window.setTimeout(onChange, DAY_MS - (Date.now() % DAY_MS) + 1000);
  return () => window.clearTimeout(timer);
}

/**
 * One English news item a day (SPEC §4). The item is chosen in the browser, never at build
 * time, so a prerendered page cannot show yesterday's item.
 */
export function NewsTicker({ label, items }: { label: string; items: readonly NewsItem[] }) {
  const itemId = useSyncExternalStore(
    subscribeToDayChange,
    () => tickerItemFor(new Date(), items)?.id ?? null,
    () => null,
  );
  const item = items.find((candidate) => candidate.id === itemId);

  return (
    <aside aria-label={label} className="border-y border-line bg-white">
      <div className="mx-auto flex min-h-14 max-w-7xl items-center gap-3 px-4 py-3 sm:px-6">
        <span className="inline-flex shrink-0 items-center gap-2 rounded bg-brand px-2 py-1 text-xs font-semibold tracking-wide text-white uppercase">
          <Newspaper aria-hidden="true" className="size-4" />
          {label}
        </span>
        {item && (
          <p lang="en" className="min-w-0 text-sm" data-ticker-item={item.id}>
            <span className="mr-2 text-ink-soft">{item.category}</span>
            <a href={item.link} className="font-medium text-ink hover:underline">
              {item.title}
            </a>
          </p>
        )}
      </div>
    </aside>
  );
}
