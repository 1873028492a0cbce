export function pageScripts(
  html: string,
  root: string,
): { source: string; code: Buffer; bytes: number }[];
