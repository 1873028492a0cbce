/**
 * The ROI calculator's hand-over to the contact page (SPEC §3: context, fleetSize,
 * roiPercentage, totalSavings). Each value is checked on its own; a malformed one is dropped,
 * never an error.
 */
const handoverContexts = ['fleet', 'dealership', 'bank'] as const;
export type HandoverContext = (typeof handoverContexts)[number];

export interface RoiHandover {
  readonly context?: HandoverContext;
  readonly fleetSize?: number;
  readonly roiPercentage?: number;
  readonly totalSavings?: number;
}

type Query = Pick<URLSearchParams, 'get'>;

function finiteNumber(
  raw: string | null,
  min: number,
  max: number,
  integer = false,
): number | undefined {
  if (raw === null || raw.trim() === '' || raw.length > 20) return undefined;
  if (!/^-?\d+(\.\d+)?$/.test(raw.trim())) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) return undefined;
  if (integer && !Number.isInteger(value)) return undefined;
  return value;
}

export function parseHandover(query: Query): RoiHandover {
  const rawContext = query.get('context');
  const context = handoverContexts.find((candidate) => candidate === rawContext);
  const handover: RoiHandover = {
    context,
    fleetSize: finiteNumber(query.get('fleetSize'), 1, 1_000_000, true),
    roiPercentage: finiteNumber(query.get('roiPercentage'), -100, 1e13),
    totalSavings: finiteNumber(query.get('totalSavings'), 0, 1e13),
  };
  return Object.fromEntries(
    Object.entries(handover).filter(([, value]) => value !== undefined),
  ) as RoiHandover;
}

/** Whether there is anything worth showing or storing. */
export function hasHandover(handover: RoiHandover): boolean {
  return handover.roiPercentage !== undefined || handover.totalSavings !== undefined;
}
