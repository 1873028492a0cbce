export const HOW_TO_GET_CHROMIUM: string;
export const CHROMIUM_FLAGS: string[];
export function findChromium(): string | null;
export function ensureChromium(): string | null;
