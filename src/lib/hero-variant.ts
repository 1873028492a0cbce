/** The audiences a hero can speak to. */
export type HeroVariant = 'general' | 'dealership' | 'fleet' | 'bank';

/**
 * The hero variant a path speaks to (SPEC §2): automotive or Autohaus → dealership,
 * fleet or Flotten → fleet, bank or finance → bank, anything else → general. The German
 * plural "autohaeuser" (from "Autohäuser") counts as Autohaus.
 */
export function heroVariantFor(path: string): HeroVariant {
  const lower = path.toLowerCase();
  if (/automotive|autohaus|autohaeuser|autohäuser/.test(lower)) return 'dealership';
  if (/fleet|flotten/.test(lower)) return 'fleet';
  if (/bank|finance/.test(lower)) return 'bank';
  return 'general';
}
