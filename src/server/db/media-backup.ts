/**
 * The image files of a backup (`npm run leads -- backup FILE`): the database holds each image's
 * texts and file names, the files lie in `DATA_DIR/media`. A backup copies them into the folder
 * `FILE.media` beside it, and a restore copies them back. Images in a bucket stay there: the bucket
 * is kept by its provider (README, "Images").
 */
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../env';
import { mediaDir } from '../media-store';

/** The folder beside a backup that holds its images. */
export function mediaFolderOf(backupFile: string): string {
  return `${backupFile}.media`;
}

/** Every stored file name the backup's images name (the upload and each of its sizes). */
export function mediaFilesOf(backup: string): string[] {
  const parsed = JSON.parse(backup) as { tables?: { media?: Record<string, unknown>[] } };
  return (parsed.tables?.media ?? []).flatMap((row) =>
    Object.entries(row)
      .filter(([column, value]) => column.endsWith('filename') && typeof value === 'string')
      .map(([, value]) => path.basename(String(value))),
  );
}

export interface MediaCopy {
  readonly copied: number;
  readonly missing: readonly string[];
}

/** Copies the backup's images beside it; the names of files that were not there are returned. */
export async function backUpMedia(
  settings: Pick<Env, 'dataDir' | 'bucket'>,
  backup: string,
  backupFile: string,
): Promise<MediaCopy | undefined> {
  if (settings.bucket) return undefined;
  const names = mediaFilesOf(backup);
  const folder = mediaFolderOf(backupFile);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const missing: string[] = [];
  for (const name of names)
    await copyFile(path.join(mediaDir(settings), name), path.join(folder, name)).catch(() =>
      missing.push(name),
    );
  return { copied: names.length - missing.length, missing };
}

/** Copies a backup's images into the media folder; `undefined` when the backup has none. */
export async function restoreMedia(
  settings: Pick<Env, 'dataDir' | 'bucket'>,
  backupFile: string,
): Promise<number | undefined> {
  const folder = mediaFolderOf(backupFile);
  const names = await readdir(folder).catch(() => undefined);
  if (!names || settings.bucket) return undefined;
  await mkdir(mediaDir(settings), { recursive: true });
  for (const name of names)
    await copyFile(path.join(folder, name), path.join(mediaDir(settings), name));
  return names.length;
}
