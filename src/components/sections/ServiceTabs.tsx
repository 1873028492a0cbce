'use client';

import { useSyncExternalStore } from 'react';
import { Tabs } from '@/components/ui/Tabs';
import type { ServicesCopy, ServiceTab } from '@/content/pages/services/sections';

const serviceTabs: readonly ServiceTab[] = ['fleets', 'automotive_retail', 'banking'];
const DEFAULT_TAB: ServiceTab = 'fleets';
const TAB_EVENT = 'service-tab-change';

function tabFromUrl(): ServiceTab {
  const requested = new URLSearchParams(window.location.search).get('tab');
  return serviceTabs.find((tab) => tab === requested) ?? DEFAULT_TAB;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(TAB_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(TAB_EVENT, onChange);
  };
}

/**
 * The three service tabs. The chosen tab lives in the URL (`?tab=banking`), so it can be linked
 * and reloaded; without JavaScript all three panels are shown one below the other.
 */
export function ServiceTabs({ copy }: { copy: ServicesCopy }) {
  const active = useSyncExternalStore(subscribe, tabFromUrl, () => DEFAULT_TAB);

  const choose = (value: ServiceTab) => {
    const url = new URL(window.location.href);
    if (value === DEFAULT_TAB) url.searchParams.delete('tab');
    else url.searchParams.set('tab', value);
    window.history.replaceState(window.history.state, '', url);
    window.dispatchEvent(new Event(TAB_EVENT));
  };

  return (
    <Tabs
      label={copy.tablistLabel}
      tabs={serviceTabs.map((value) => ({ value, label: copy.tabs[value].label }))}
      active={active}
      onChange={choose}
      panel={(tab) => {
        const panel = copy.tabs[tab];
        return (
          <div className="pt-8">
            <h2 className="text-2xl font-bold tracking-tight">{panel.label}</h2>
            <p className="mt-2 inline-block rounded-full bg-surface px-3 py-1 text-sm font-semibold text-brand-strong">
              {panel.status}
            </p>
            <p className="mt-4 max-w-3xl text-ink-soft">{panel.intro}</p>
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {panel.services.map((service) => (
                <li key={service.title} className="rounded-lg border border-line p-5">
                  <h3 className="font-semibold">{service.title}</h3>
                  <p className="mt-2 text-sm text-ink-soft">{service.text}</p>
                </li>
              ))}
            </ul>
          </div>
        );
      }}
    />
  );
}
