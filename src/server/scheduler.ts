import { company } from '@/site/company';
import { env } from './env';

/** The external scheduling page: `SCHEDULER_URL`, else the company module's; only https URLs count. */
export function schedulerUrl(): URL | null {
  const raw = env().schedulerUrl ?? company.schedulerUrl;
  if (!raw) return null;
  try {
    const url = new URL(raw);
    const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    return url.protocol === 'https:' || (local && url.protocol === 'http:') ? url : null;
  } catch {
    return null;
  }
}
