import { Tabs } from 'radix-ui';

/** The row of tab buttons inside a Radix `Tabs.Root`; hidden without JavaScript (see globals.css). */
export function TabBar({
  label,
  tabs,
}: {
  label: string;
  tabs: readonly { readonly value: string; readonly label: string }[];
}) {
  return (
    <Tabs.List
      aria-label={label}
      data-tabs-list
      className="flex flex-wrap gap-2 border-b border-line"
    >
      {tabs.map((tab) => (
        <Tabs.Trigger
          key={tab.value}
          value={tab.value}
          className="-mb-px border-b-2 border-transparent px-4 py-3 font-semibold text-ink-soft hover:text-ink data-[state=active]:border-brand data-[state=active]:text-brand-strong"
        >
          {tab.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
