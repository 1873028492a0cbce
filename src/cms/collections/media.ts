import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterReadHook,
  CollectionBeforeDeleteHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  ImageSize,
  PayloadRequest,
} from 'payload';
import {
  IMAGE_FORMATS,
  IMAGE_TYPES,
  IMAGE_WIDTHS,
  MAX_IMAGE_BYTES,
  MEDIA_PATH,
  SHARE_IMAGE,
  sizeName,
  storedName,
} from '@/lib/media';
import { env } from '@/server/env';
import { mediaDir } from '@/server/media-store';
import { bucketHooks } from '../media-bucket';
import { fullAccess } from '../access';
import { bilingual } from '../fields';
import { inEngineTransaction } from '../publications';
import { RefusedAtFields, showRefusalAtFields } from '../publish-checks';

const english = (req: PayloadRequest) => req.i18n.language === 'en';

const refuse = (req: PayloadRequest, de: string, en: string): never => {
  const message = english(req) ? en : de;
  throw new RefusedAtFields(message, [{ path: 'file', message }]);
};

const megabytes = MAX_IMAGE_BYTES / 1024 / 1024;

/**
 * An upload is judged by its content, not its name: a PNG called `.jpg` is stored as the PNG it
 * is; anything but the four image types is refused (SVG too: it can carry scripts). The stored
 * name ends in the start of the content's SHA-256, so that a file's address never shows other
 * content and can be cached for good.
 */
const nameByContent: CollectionBeforeOperationHook = async ({ operation, req }) => {
  const file = req.file;
  if (!file || (operation !== 'create' && operation !== 'update')) return;
  if (file.size > MAX_IMAGE_BYTES || file.data.length > MAX_IMAGE_BYTES)
    refuse(
      req,
      `Das Bild ist größer als ${megabytes} MB. Verkleinern Sie es und laden Sie es erneut hoch.`,
      `The image is larger than ${megabytes} MB. Make it smaller and upload it again.`,
    );
  const type = file.data.length ? await fileTypeFromBuffer(file.data) : undefined;
  const extension = type && IMAGE_TYPES[type.mime];
  if (!type || !extension)
    return refuse(
      req,
      'Diese Datei ist kein JPEG-, PNG-, WebP- oder AVIF-Bild (geprüft am Inhalt, nicht am Namen). SVG-Dateien werden nicht angenommen, weil sie Skripte enthalten können.',
      'This file is not a JPEG, PNG, WebP or AVIF image (checked by its content, not its name). SVG files are not accepted because they can contain scripts.',
    );
  const hash = createHash('sha256').update(file.data).digest('hex');
  file.name = storedName(file.name, hash, extension);
  file.mimetype = type.mime;
};

/**
 * Pages and articles show an image through its stored files: a changed text or file, or a deleted
 * image, renders them anew on every instance.
 */
async function moveRevision(req: PayloadRequest): Promise<void> {
  await inEngineTransaction(
    req,
    sql`UPDATE site_state SET content_revision = content_revision + 1`,
  );
}

const afterChange: CollectionAfterChangeHook = async ({ operation, req, doc }) => {
  if (operation === 'update') await moveRevision(req);
  return doc;
};

const afterDelete: CollectionAfterDeleteHook = async ({ req, doc }) => {
  await moveRevision(req);
  return doc;
};

/** An image still shown by an article or a page is not deleted; the message names where. */
const refuseDeletingUsed: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const rows = await inEngineTransaction<{ place: string }>(
    req,
    sql`SELECT '/blog/' || slug_de AS place FROM articles WHERE image_id = ${id}
        UNION SELECT p.path FROM pages_sections s JOIN pages p ON p.id = s._parent_id WHERE s.image_id = ${id}
        ORDER BY 1`,
  );
  if (!rows.length) return;
  const places = rows.map((row) => row.place).join(', ');
  refuse(
    req,
    `Das Bild wird noch gezeigt: ${places}. Entfernen Sie es dort zuerst.`,
    `The image is still shown: ${places}. Remove it there first.`,
  );
};

/**
 * The editor links and shows the files where visitors get them, `/media/<file>`, whether they lie
 * in the folder or the bucket.
 */
const publicAddresses: CollectionAfterReadHook = ({ doc }) => {
  const address = (filename: unknown) =>
    typeof filename === 'string' && filename ? `${MEDIA_PATH}${filename}` : null;
  const stored = doc as { filename?: unknown; sizes?: Record<string, { filename?: unknown }> };
  return {
    ...doc,
    url: address(stored.filename),
    sizes: Object.fromEntries(
      Object.entries(stored.sizes ?? {}).map(([name, size]) => [
        name,
        { ...size, url: address(size.filename) },
      ]),
    ),
  };
};

const { bucket } = env();
const inBucket = bucket && bucketHooks(bucket);

const sizes: ImageSize[] = [
  ...IMAGE_WIDTHS.flatMap((width) =>
    IMAGE_FORMATS.map((format): ImageSize => ({
      name: sizeName(width, format),
      width,
      formatOptions: { format, options: format === 'avif' ? { quality: 55 } : { quality: 78 } },
    })),
  ),
  {
    name: SHARE_IMAGE.name,
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    // Link previews need this size exactly: a smaller upload is enlarged.
    withoutEnlargement: false,
    formatOptions: { format: 'jpeg', options: { quality: 82, mozjpeg: true } },
  },
];

/**
 * The owner's images, each with its description in both languages (required: a page shows no
 * image without one). The engine stores the upload and its sizes in the modern formats; the site
 * serves them under `/media/` (`src/server/media-store.ts`).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: { de: 'Bild', en: 'Image' },
    plural: { de: 'Bilder', en: 'Images' },
  },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'alt', 'width', 'height', 'updatedAt'],
    description: {
      de: `Bilder für Artikel und Fallstudien: JPEG, PNG, WebP oder AVIF bis ${megabytes} MB. Die Website zeigt sie in passenden Größen als AVIF und WebP. Jedes Bild braucht eine Beschreibung in beiden Sprachen für Menschen, die es nicht sehen.`,
      en: `Images for articles and case studies: JPEG, PNG, WebP or AVIF up to ${megabytes} MB. The site shows them in fitting sizes as AVIF and WebP. Each image needs a description in both languages for people who cannot see it.`,
    },
  },
  access: fullAccess,
  upload: {
    staticDir: mediaDir(env()),
    // With a bucket, the files go there (`../media-bucket.ts`) instead of into the folder.
    disableLocalStorage: Boolean(bucket),
    mimeTypes: Object.keys(IMAGE_TYPES),
    imageSizes: sizes,
    adminThumbnail: ({ doc }) => {
      const small = (doc.sizes as Record<string, { filename?: string }> | undefined)?.[
        sizeName(IMAGE_WIDTHS[0], 'webp')
      ];
      return `${MEDIA_PATH}${small?.filename ?? String(doc.filename)}`;
    },
    focalPoint: false,
    crop: false,
    // The server fetches no image from an address given to it: uploads come from the editor.
    pasteURL: false,
    // The engine's own file address is for the editor; visitors get `/media/<file>`.
    hideRemoveFile: true,
  },
  hooks: {
    beforeOperation: [nameByContent],
    afterChange: [...(inBucket ? [inBucket.afterChange] : []), afterChange],
    afterRead: [publicAddresses],
    beforeDelete: [refuseDeletingUsed],
    afterDelete: [...(inBucket ? [inBucket.afterDelete] : []), afterDelete],
    afterError: [showRefusalAtFields],
  },
  fields: [
    bilingual(
      'alt',
      { de: 'Bildbeschreibung (Alternativtext)', en: 'Image description (alternative text)' },
      {
        validate: (value, language) =>
          value.trim().length <= 200 ||
          (language === 'en'
            ? `At most 200 characters (now ${value.trim().length}).`
            : `Höchstens 200 Zeichen (jetzt ${value.trim().length}).`),
      },
    ),
  ],
};
