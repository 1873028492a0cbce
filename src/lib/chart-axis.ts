/**
 * The value axis of a euro chart: round steps that cover the whole range (the highest tick is at
 * or above the largest value, the lowest at or below the smallest), labelled in thousands or
 * millions with just enough decimals to tell the ticks apart.
 */
export interface EuroAxis {
  ticks: number[];
  /** Tick labels are `tick / scale`. */
  scale: 1_000 | 1_000_000;
  decimals: number;
}

const niceFactors = [1, 2, 2.5, 5, 10];

export function euroAxis(min: number, max: number, steps = 4): EuroAxis {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  const raw = (high - low) / steps || 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = (niceFactors.find((factor) => factor * magnitude >= raw) ?? 10) * magnitude;
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  const ticks = Array.from({ length: last - first + 1 }, (_, index) => {
    const value = (first + index) * step;
    return Math.abs(value) < step / 1e6 ? 0 : value;
  });
  const largest = Math.max(Math.abs(ticks[0] ?? 0), Math.abs(ticks[ticks.length - 1] ?? 0));
  const scale = largest >= 10_000_000 ? 1_000_000 : 1_000;
  const decimals = [0, 1, 2, 3].find((digits) => {
    const scaled = (step / scale) * 10 ** digits;
    return Math.abs(scaled - Math.round(scaled)) < 1e-9;
  });
  return { ticks, scale, decimals: decimals ?? 3 };
}
