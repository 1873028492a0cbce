import { Icon } from '@/components/ui/Icon';
import { TitledSection } from './TitledSection';

export interface Feature {
  readonly title: string;
  readonly text: string;
  readonly icon?: string;
  readonly points?: readonly string[];
}

/** A titled grid of cards: why-us points, approach steps, values, capabilities. */
export function FeatureGrid({
  id,
  title,
  intro,
  items,
  numbered = false,
  tone = 'white',
  columns = 3,
}: {
  id: string;
  title: string;
  intro?: string;
  items: readonly Feature[];
  numbered?: boolean;
  tone?: 'white' | 'surface';
  columns?: 2 | 3 | 4;
}) {
  const grid = {
    2: 'md:grid-cols-2',
    3: 'md:grid-cols-2 lg:grid-cols-3',
    4: 'md:grid-cols-2 lg:grid-cols-4',
  }[columns];
  const List = numbered ? 'ol' : 'ul';
  return (
    <TitledSection
      id={id}
      title={title}
      intro={intro}
      titleStyle="large"
      className={tone === 'surface' ? 'bg-surface py-16' : 'py-16'}
    >
      <List className={`mt-8 grid gap-6 ${grid}`}>
        {items.map((item, index) => (
          <li key={item.title} className="flex flex-col rounded-lg border border-line bg-white p-6">
            <div className="flex items-center gap-3 text-brand">
              {item.icon && <Icon name={item.icon} />}
              {numbered && (
                <span className="text-sm font-semibold" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
              )}
            </div>
            <h3 className="mt-3 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-ink-soft">{item.text}</p>
            {item.points && (
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink-soft">
                {item.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </List>
    </TitledSection>
  );
}
