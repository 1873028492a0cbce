/**
 * The parts of a page's document that its page shows: the editor offers only these, so that no
 * field stands there whose text would appear nowhere.
 */
import { isRouteKey, longFormKeys, type RouteKey } from '@/site/routes';
import { legalDocuments } from './legal';
import { hasSections } from './sections';

export interface PageParts {
  /** The heading above the lead (the home page shows its hero's headline instead). */
  readonly heading: boolean;
  /** The date of a legal text. */
  readonly updated: boolean;
  /** Blocks below the hero (the figures page builds its body from the figures). */
  readonly body: boolean;
  /** The texts of the page's cards, tabs, phases and lists. */
  readonly layoutTexts: boolean;
}

const legal: ReadonlySet<string> = new Set(legalDocuments);
const bodyPages: ReadonlySet<string> = new Set([
  ...longFormKeys.filter((key: RouteKey) => key !== 'figures'),
  ...legalDocuments,
]);

/** The parts of a page's document; a page the owner added (no key of the registry) is blocks. */
export function pageParts(key: string): PageParts {
  return {
    heading: key !== 'home',
    updated: legal.has(key),
    body: bodyPages.has(key) || !isRouteKey(key),
    layoutTexts: hasSections(key),
  };
}
