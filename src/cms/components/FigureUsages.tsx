import type { UIFieldServerProps } from 'payload';
import { CONTENT_EDITOR_PATH } from '@/site/content-engine';
import { figureUsages, type FigureUsage } from '@/cms/figure-usages';

/**
 * In a figure's edit view, before the owner publishes it: every page, article, hero and news item
 * whose copy refers to the figure, with its addresses on the site and in the editor, so she knows
 * what a new value changes.
 */
export async function FigureUsages({ data, payload, i18n }: UIFieldServerProps) {
  const english = i18n.language === 'en';
  const key = typeof data?.key === 'string' ? data.key : '';
  if (!key) return null;
  const usages: FigureUsage[] = await figureUsages(payload, key);
  return (
    <section className="figure-usages" aria-labelledby="figure-usages-heading">
      <h3 id="figure-usages-heading">{english ? 'Used on' : 'Verwendet auf'}</h3>
      {usages.length === 0 ? (
        <p>
          {english
            ? 'No text refers to this figure yet.'
            : 'Noch kein Text verweist auf diese Kennzahl.'}
        </p>
      ) : (
        <>
          <p>
            {english
              ? `Publishing a new value changes these ${usages.length} documents in both languages:`
              : `Ein neuer Wert ändert nach dem Veröffentlichen diese ${usages.length} Dokumente in beiden Sprachen:`}
          </p>
          <ul>
            {usages.map((usage) => (
              <li key={`${usage.collection}:${usage.id}`}>
                <a href={`${CONTENT_EDITOR_PATH}/collections/${usage.collection}/${usage.id}`}>
                  {usage.title}
                </a>
                {usage.paths.map((path) => (
                  <span key={path}>
                    {' · '}
                    <a href={path} target="_blank" rel="noopener">
                      {path}
                    </a>
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
