import type { BuildOptions, BuildResult } from 'esbuild';

export const NODE_BUNDLE: BuildOptions & { metafile: true };

export function bundle(
  entry: string,
  outfile: string,
  options: { core: 'package' | 'source'; write?: boolean },
): Promise<BuildResult<{ metafile: true }>>;
