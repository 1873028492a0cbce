/**
 * Images in an S3-compatible bucket (`S3_BUCKET`): the engine makes the files as it does for the
 * folder, and these hooks put them into the bucket after the image's row is written, in the same
 * transaction's hooks, and delete them with the image (an image's file is never replaced). Keys are the stored names
 * (`src/lib/media.ts`), which the HTTP server reads back (`src/server/media-store.ts`).
 * Why not the engine's storage plugin: docs/decisions/0013-images.md.
 */
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload';
import { storedFiles, type MediaDocument } from '@/lib/media';
import type { Bucket } from '@site/core/env';
import { bucketClientConfig } from '@site/core/media-store';

type Stored = Pick<MediaDocument, 'filename' | 'mimeType' | 'sizes'>;

interface Incoming {
  readonly key: string;
  readonly body: Buffer;
  readonly type: string;
}

/** The files an upload made in this request: the image and each of its sizes. */
function incomingFiles(doc: Stored, req: PayloadRequest): Incoming[] {
  const file = req.file;
  if (!file?.data.length || !doc.filename || !doc.mimeType) return [];
  const sizes = req.payloadUploadSizes ?? {};
  return [
    { key: doc.filename, body: file.data, type: doc.mimeType },
    ...Object.entries(doc.sizes ?? {}).flatMap(([name, size]) => {
      const body = sizes[name];
      return body && size?.filename && size.mimeType
        ? [{ key: size.filename, body, type: size.mimeType }]
        : [];
    }),
  ];
}

export function bucketHooks(bucket: Bucket): {
  afterChange: CollectionAfterChangeHook;
  afterDelete: CollectionAfterDeleteHook;
} {
  const client = new S3Client(bucketClientConfig(bucket));
  return {
    afterChange: async ({ doc, req }) => {
      await Promise.all(
        incomingFiles(doc as Stored, req).map((file) =>
          client.send(
            new PutObjectCommand({
              Bucket: bucket.name,
              Key: file.key,
              Body: file.body,
              ContentType: file.type,
            }),
          ),
        ),
      );
      return doc;
    },
    // The last hook of a deletion: nothing after it can roll the deletion back.
    afterDelete: async ({ doc }) => {
      await Promise.all(
        storedFiles(doc as Stored).map((key) =>
          client.send(new DeleteObjectCommand({ Bucket: bucket.name, Key: key })),
        ),
      );
      return doc;
    },
  };
}
