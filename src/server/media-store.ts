/**
 * Where the owner's images are kept: the folder `media` in `DATA_DIR`, or an S3-compatible bucket
 * when `S3_BUCKET` is set, so that several instances share them. The content engine writes and
 * deletes the files (`src/cms/collections/media.ts`); the HTTP server reads them for visitors.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { MEDIA_PATH, mediaContentType } from '@/lib/media';
import { NOINDEX } from '@/lib/url-rules';
import type { Bucket, Env } from './env';

/** The folder of the images when no bucket is set. */
export function mediaDir(settings: Pick<Env, 'dataDir'>): string {
  return path.resolve(settings.dataDir, 'media');
}

/** The client settings of a bucket: path-style addresses for a service of its own address. */
export function bucketClientConfig(bucket: Bucket): S3ClientConfig {
  return {
    region: bucket.region,
    credentials: { accessKeyId: bucket.accessKeyId, secretAccessKey: bucket.secretAccessKey },
    ...(bucket.endpoint && { endpoint: bucket.endpoint, forcePathStyle: true }),
    // Checksums only where the protocol needs them: not every S3-compatible service checks others.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

interface Stored {
  readonly body: Readable;
  readonly length?: number;
}

type Reader = (name: string) => Promise<Stored | undefined>;

function folderReader(folder: string): Reader {
  return async (name) => {
    const file = path.join(folder, name);
    try {
      const { size, isFile } = await stat(file).then((info) => ({
        size: info.size,
        isFile: info.isFile(),
      }));
      return isFile ? { body: createReadStream(file), length: size } : undefined;
    } catch {
      return undefined;
    }
  };
}

function bucketReader(bucket: Bucket): Reader {
  const client = new S3Client(bucketClientConfig(bucket));
  return async (name) => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket.name, Key: name }));
      if (!(object.Body instanceof Readable)) return undefined;
      return { body: object.Body, length: object.ContentLength };
    } catch (error) {
      if (error instanceof Error && ['NoSuchKey', 'NotFound'].includes(error.name))
        return undefined;
      throw error;
    }
  };
}

/** Reads stored images for the HTTP server, from the folder or the bucket the settings name. */
export function mediaReader(settings: Pick<Env, 'dataDir' | 'bucket'>): Reader {
  return settings.bucket ? bucketReader(settings.bucket) : folderReader(mediaDir(settings));
}

/**
 * Answers `GET /media/<file>`: the stored file with its type, cached for a year (a file's name
 * names its content, so it never changes), or 404. `false` leaves other paths alone.
 */
export async function answerMedia(
  read: Reader,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const urlPath = req.url?.split('?', 1)[0] ?? '';
  if (!urlPath.startsWith(MEDIA_PATH) || (req.method !== 'GET' && req.method !== 'HEAD'))
    return false;
  const name = urlPath.slice(MEDIA_PATH.length);
  const type = mediaContentType(name);
  let stored: Stored | undefined;
  try {
    stored = type ? await read(name) : undefined;
  } catch (error) {
    console.error('Reading a stored image failed', name, error);
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '10' });
    res.end('Service Unavailable\n');
    return true;
  }
  if (!type || !stored) {
    res.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': NOINDEX,
    });
    res.end('Not Found\n');
    return true;
  }
  res.writeHead(200, {
    'Content-Type': type,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ...(stored.length !== undefined && { 'Content-Length': stored.length }),
  });
  if (req.method === 'HEAD') {
    stored.body.destroy();
    res.end();
    return true;
  }
  await pipeline(stored.body, res).catch(() => res.destroy());
  return true;
}
