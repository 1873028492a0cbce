import { randomUUID } from 'node:crypto';
import type { Locale } from '@/i18n/locales';
import { NO_SOURCE } from '@/lib/lead-source';
import type { Accepted } from '@/server/leads/verdict';

/** A lead as the screening lets it through, from a client of its own unless `client` is given. */
export const accepted = <Lead>(
  lead: Lead,
  locale: Locale = 'de',
  client = `test-client ${randomUUID()}`,
): Accepted<Lead> => ({ stage: 'accepted', lead, context: { locale, source: NO_SOURCE, client } });
