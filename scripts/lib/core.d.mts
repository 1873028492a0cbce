import type { BuildOptions } from 'esbuild';

export const CORE_PACKAGE_DIR: string;
export function coreModules(): string[];
export function coreBuildOptions(
  outdir: string,
  modules?: string[],
): BuildOptions & { metafile: true };
