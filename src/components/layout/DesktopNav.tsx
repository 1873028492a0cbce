'use client';

import { ChevronDown } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { Link } from '@/i18n/navigation';
import { timing } from '@/site/timing';
import { hrefOf, keyOf, type ResolvedNavEntry } from './nav-types';
import { useIsCurrent } from './use-public-path';

const itemClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium text-ink-soft hover:bg-surface hover:text-ink aria-[current=page]:font-semibold aria-[current=page]:text-brand-strong';

/**
 * Desktop navigation (from 1024 px), a row of links and disclosure menus. A menu opens 100 ms
 * after the pointer rests on it and closes 150 ms after the pointer leaves; a click opens it (and a
 * pointer click on a menu the hover has just opened keeps it open), Enter and Space toggle it,
 * Escape closes it and returns to its button, and choosing a link, clicking elsewhere or moving
 * the focus out of the menu closes it.
 */
export function DesktopNav({
  label,
  entries,
}: {
  label: string;
  entries: readonly ResolvedNavEntry[];
}) {
  const isCurrent = useIsCurrent();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const baseId = useId();

  const openNow = (menu: string | null) => {
    window.clearTimeout(timer.current);
    setOpenMenu(menu);
  };
  const openLater = (menu: string | null, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpenMenu(menu), ms);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (openMenu === null) return;
    const onPointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) openNow(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [openMenu]);

  const onTriggerClick = (menu: string) => (event: MouseEvent<HTMLButtonElement>) => {
    // A pointer click follows the hover that opened the menu: it must not close it again.
    if (event.detail > 0) openNow(menu);
    else openNow(openMenu === menu ? null : menu);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || openMenu === null) return;
    const trigger = nav.current?.querySelector<HTMLButtonElement>(`button[aria-expanded="true"]`);
    openNow(null);
    trigger?.focus();
  };

  /** Focus moving out of a menu (its button and links) closes it. */
  const onMenuBlur = (menu: string) => (event: FocusEvent<HTMLLIElement>) => {
    if (openMenu === menu && !event.currentTarget.contains(event.relatedTarget as Node | null))
      openNow(null);
  };

  return (
    <nav ref={nav} aria-label={label} onKeyDown={onKeyDown} className="relative hidden lg:block">
      <ul className="flex items-center gap-0.5">
        {entries.map((entry, index) => {
          if (entry.kind === 'link') {
            return (
              <li key={keyOf(entry)}>
                <Link
                  href={hrefOf(entry)}
                  aria-current={isCurrent(entry) ? 'page' : undefined}
                  className={itemClass}
                >
                  {entry.label}
                </Link>
              </li>
            );
          }
          const menu = entry.label;
          const isOpen = openMenu === menu;
          const panelId = `${baseId}-${index}`;
          return (
            <li
              key={menu}
              className="relative"
              onBlur={onMenuBlur(menu)}
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse') return;
                // Moving from one open menu to the next switches at once.
                if (openMenu !== null) openNow(menu);
                else openLater(menu, timing.submenuOpenMs);
              }}
              onPointerLeave={(event) => {
                if (event.pointerType === 'mouse') openLater(null, timing.dropdownCloseMs);
              }}
            >
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={onTriggerClick(menu)}
                className={`${itemClass} group`}
              >
                {menu}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-aria-expanded:rotate-180"
                />
              </button>
              <div id={panelId} hidden={!isOpen} className="absolute top-full left-0 z-50 pt-2">
                <ul className="flex min-w-60 flex-col rounded-lg border border-line bg-white p-2 shadow-lg">
                  {entry.items.map((item) => (
                    <li key={keyOf(item)}>
                      <Link
                        href={hrefOf(item)}
                        onClick={() => openNow(null)}
                        aria-current={isCurrent(item) ? 'page' : undefined}
                        className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-surface aria-[current=page]:font-semibold"
                      >
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
