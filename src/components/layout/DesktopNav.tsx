'use client';

import { ChevronDown } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { NavigationMenu } from 'radix-ui';
import type { MouseEvent } from 'react';
import { timing } from '@/site/timing';
import { isCurrent, type ResolvedNavEntry } from './nav-types';

/**
 * A pointer that rests on a trigger has already opened its menu; the click that usually
 * follows must not close it again. Keyboard activation (`detail === 0`) still toggles.
 */
function keepOpenOnPointerClick(event: MouseEvent<HTMLButtonElement>) {
  if (event.detail > 0 && event.currentTarget.dataset.state === 'open') event.preventDefault();
}

const itemClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium text-ink-soft hover:bg-surface hover:text-ink data-[active]:text-brand-strong data-[active]:font-semibold';

/**
 * Desktop navigation (from 1024 px). Dropdowns open on hover after 100 ms and on keyboard,
 * close 150 ms after the pointer leaves, on Escape and when a link is chosen.
 */
export function DesktopNav({
  label,
  entries,
}: {
  label: string;
  entries: readonly ResolvedNavEntry[];
}) {
  const pathname = usePathname();
  return (
    <NavigationMenu.Root
      aria-label={label}
      delayDuration={timing.submenuOpenMs}
      className="relative hidden lg:block"
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <NavigationMenu.Item key={entry.href}>
              <NavigationMenu.Link asChild active={isCurrent(entry.href, pathname)}>
                <Link
                  href={entry.href}
                  aria-current={isCurrent(entry.href, pathname) ? 'page' : undefined}
                  className={itemClass}
                >
                  {entry.label}
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={entry.label} value={entry.label} className="relative">
              <NavigationMenu.Trigger
                className={`${itemClass} group`}
                onClick={keepOpenOnPointerClick}
              >
                {entry.label}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute top-full left-0 z-50 mt-2 min-w-60 rounded-lg border border-line bg-white p-2 shadow-lg">
                <ul className="flex flex-col">
                  {entry.items.map((item) => (
                    <li key={item.href}>
                      <NavigationMenu.Link asChild active={isCurrent(item.href, pathname)}>
                        <Link
                          href={item.href}
                          aria-current={isCurrent(item.href, pathname) ? 'page' : undefined}
                          className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-surface data-[active]:font-semibold"
                        >
                          {item.label}
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
