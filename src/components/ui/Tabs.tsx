import { useId, type KeyboardEvent, type ReactNode } from 'react';

interface TabsProps<T extends string> {
  readonly label: string;
  readonly tabs: readonly { readonly value: T; readonly label: string }[];
  readonly active: T;
  readonly onChange: (value: T) => void;
  readonly panel: (value: T) => ReactNode;
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Tabs with every panel in the HTML: without JavaScript the row of tabs is hidden and the panels
 * stand one below the other (see globals.css). Arrow keys, Home and End move between the tabs and
 * select the one they reach.
 */
export function Tabs<T extends string>({ label, tabs, active, onChange, panel }: TabsProps<T>) {
  const id = useId();
  const tabId = (value: T) => `${id}-tab-${value}`;
  const panelId = (value: T) => `${id}-panel-${value}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = NEXT_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.value === active);
    const next = tabs[move(index, tabs.length)];
    if (!next) return;
    onChange(next.value);
    document.getElementById(tabId(next.value))?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        data-tabs-list
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-2 border-b border-line"
      >
        {tabs.map((tab) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={tabId(tab.value)}
            aria-selected={tab.value === active}
            aria-controls={panelId(tab.value)}
            tabIndex={tab.value === active ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className="-mb-px border-b-2 border-transparent px-4 py-3 font-semibold text-ink-soft hover:text-ink aria-selected:border-brand aria-selected:text-brand-strong"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={panelId(tab.value)}
          aria-labelledby={tabId(tab.value)}
          tabIndex={0}
          data-tab-panel
          data-state={tab.value === active ? 'active' : 'inactive'}
        >
          {panel(tab.value)}
        </div>
      ))}
    </div>
  );
}
