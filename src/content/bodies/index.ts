import type { Locale } from '@/i18n/locales';
import type { RouteKey } from '@/site/routes';
import type { Localized, PageBody } from '../types';
import { audienceBodies } from './audiences';
import { consultingBodies } from './consulting';
import { fleetBodies } from './fleet';
import { industryBodies } from './industries';
import { knowledgeBodies } from './knowledge';

const bodies: Partial<Record<RouteKey, Localized<PageBody>>> = {
  ...consultingBodies,
  ...fleetBodies,
  ...industryBodies,
  ...audienceBodies,
  ...knowledgeBodies,
};

/** The long-form body of a page below its hero, if it has one. */
export function bodyFor(key: RouteKey, locale: Locale): PageBody | undefined {
  return bodies[key]?.[locale];
}
