import { logDatabaseError } from './db/errors';
import { siteStateRow, writeMaintenance } from './stores/site';

/** Maintenance mode as every server instance reads it from the database. */
export interface Maintenance {
  readonly on: boolean;
  readonly message: { readonly de: string; readonly en: string };
}

/** Maintenance mode off, as a site without a state row has it. */
export const MAINTENANCE_OFF: Maintenance = { on: false, message: { de: '', en: '' } };

/** How long an instance trusts what it read: a switch reaches every instance within this. */
const FRESH_MS = 2000;

/** The last state this process read (the module is loaded once per process). */
const cached: { value: Maintenance; readAt: number; reading?: Promise<Maintenance> } = {
  value: MAINTENANCE_OFF,
  readAt: 0,
};

async function read(): Promise<Maintenance> {
  const row = await siteStateRow();
  return row
    ? { on: row.maintenance, message: { de: row.messageDe, en: row.messageEn } }
    : MAINTENANCE_OFF;
}

/**
 * The current state, read at most every two seconds per process (requests in between share the
 * last answer). While the database cannot be read the last known state holds.
 */
export async function maintenance(now = Date.now()): Promise<Maintenance> {
  if (now - cached.readAt < FRESH_MS) return cached.value;
  cached.reading ??= read()
    .then((value) => {
      cached.value = value;
      return value;
    })
    .catch((error: unknown) => {
      logDatabaseError('Reading maintenance mode', error);
      return cached.value;
    })
    .finally(() => {
      cached.readAt = Date.now();
      cached.reading = undefined;
    });
  return cached.reading;
}

/** The state read now, with when and by whom it was last switched, for the back office. */
export async function maintenanceDetails(): Promise<
  Maintenance & { readonly changedAt: Date; readonly changedBy: string | null }
> {
  const row = await siteStateRow();
  return {
    on: row?.maintenance ?? false,
    message: { de: row?.messageDe ?? '', en: row?.messageEn ?? '' },
    changedAt: row?.changedAt ?? new Date(0),
    changedBy: row?.changedBy ?? null,
  };
}

/** Switches maintenance mode (audited); this instance reads the new state at once. */
export async function setMaintenance(
  on: boolean,
  message: { de: string; en: string },
  actor: string,
): Promise<void> {
  await writeMaintenance(on, message, actor);
  cached.readAt = 0;
}
