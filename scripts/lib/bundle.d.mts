import type { BuildResult } from 'esbuild';

export function bundle(
  entry: string,
  outfile: string,
  options: { core: 'package' | 'source'; write?: boolean },
): Promise<BuildResult<{ metafile: true }>>;
