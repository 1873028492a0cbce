export interface BuiltScript {
  source: string;
  code: Buffer;
  bytes: number;
}

export function pageScripts(html: string, root: string): BuiltScript[];

export function builtScripts(sources: readonly string[], root: string): BuiltScript[];
