import { Fragment } from 'react';
import { useLocale } from 'next-intl';
import { figures, kindMarkers } from '@/content/figures';
import { pathFor } from '@/site/routes';
import { FIGURE_MARK } from '@/content/references';

const kinds = new Map(figures.map((figure) => [figure.id, figure.kind]));

/**
 * A text of the copy with each figure's marker: a short word for its kind ("Spanne", "range")
 * that links to the figure's definition on "Woher unsere Zahlen stammen", so the sentence
 * around it needs no hedge. Renders on the server only.
 */
export function Prose({ text }: { text: string }) {
  const locale = useLocale();
  const parts = text.split(FIGURE_MARK);
  if (parts.length === 1) return text;
  const figuresPath = pathFor('figures', locale);
  return parts.map((part, index) => {
    if (index % 2 === 0) return part;
    const kind = kinds.get(part);
    if (!kind || kind === 'fact') return null;
    // A narrow no-break space keeps the marker with its value, in the text as on the screen.
    return (
      <Fragment key={`${part}-${index}`}>
        {'\u202f'}
        <a href={`${figuresPath}#${part}`} className="figure-kind">
          {kindMarkers[locale][kind]}
        </a>
      </Fragment>
    );
  });
}
