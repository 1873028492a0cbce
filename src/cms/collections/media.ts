import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
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
  MAX_IMAGE_PIXELS,
  MEDIA_PATH,
  SHARE_IMAGE,
  sizeName,
  STORED_IMAGE_EDGE,
  storedName,
} from '@/lib/media';
import { env } from '@site/core/env';
import { mediaDir } from '@site/core/media-store';
import { bucketHooks } from '../media-bucket';
import { fullAccess } from '../access';
import { bilingual } from '../fields';
import { inEngineTransaction, moveContentRevision } from '../publications';
import { RefusedAtFields, showRefusalAtFields } from '../publish-checks';

const english = (req: PayloadRequest) => req.i18n.language === 'en';

const refuse = (req: PayloadRequest, de: string, en: string): never => {
  const message = english(req) ? en : de;
  throw new RefusedAtFields(message, [{ path: 'file', message }]);
};

const megabytes = MAX_IMAGE_BYTES / 1_000_000;

/** How each type is written again: the same type, its quality kept. */
const reencoded = {
  'image/jpeg': (image: Sharp) => image.jpeg({ quality: 90, mozjpeg: true }),
  'image/png': (image: Sharp) => image.png({ compressionLevel: 9 }),
  'image/webp': (image: Sharp) => image.webp({ quality: 90 }),
  'image/avif': (image: Sharp) => image.avif({ quality: 70 }),
} as const;

const isReencoded = (mime: string): mime is keyof typeof reencoded => mime in reencoded;

/**
 * An upload is judged by its content, not its name: a PNG called `.jpg` is stored as the PNG it
 * is; anything but the four image types is refused (SVG too: it can carry scripts), and so is one
 * of more than `MAX_IMAGE_PIXELS`, read from its header before anything is decoded. It is written
 * again upright, without its metadata (a phone's photo carries where it was taken) and shrunk to
 * `STORED_IMAGE_EDGE`, so that its sizes are made from a smaller picture; and the
 * stored name ends in the start of the result's SHA-256, so that a file's address never shows
 * other content and can be cached for good. An image gets its file once: a new file is a new
 * image (the old one's address stays valid wherever it is used), and the engine fetches no file
 * from an address.
 */
const nameByContent: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return;
  // The engine's crop would write other content under a stored name.
  if (req.query?.uploadEdits)
    refuse(req, 'Bilder werden nicht zugeschnitten.', 'Images are not cropped here.');
  const file = req.file;
  if (operation === 'update' && file)
    refuse(
      req,
      'Eine neue Datei laden Sie als neues Bild hoch; dieses bleibt, wo es verwendet wird.',
      'Upload a new file as a new image; this one stays where it is used.',
    );
  if (!file) {
    if (operation === 'create')
      refuse(req, 'Wählen Sie eine Bilddatei aus.', 'Choose an image file.');
    return;
  }
  if (file.size > MAX_IMAGE_BYTES || file.data.length > MAX_IMAGE_BYTES)
    refuse(
      req,
      `Das Bild ist größer als ${megabytes} MB. Verkleinern Sie es und laden Sie es erneut hoch.`,
      `The image is larger than ${megabytes} MB. Make it smaller and upload it again.`,
    );
  const mime = file.data.length ? (await fileTypeFromBuffer(file.data))?.mime : undefined;
  const extension = mime && IMAGE_TYPES[mime];
  if (!mime || !extension || !isReencoded(mime))
    return refuse(
      req,
      'Diese Datei ist kein JPEG-, PNG-, WebP- oder AVIF-Bild (geprüft am Inhalt, nicht am Namen). SVG-Dateien werden nicht angenommen, weil sie Skripte enthalten können.',
      'This file is not a JPEG, PNG, WebP or AVIF image (checked by its content, not its name). SVG files are not accepted because they can contain scripts.',
    );
  let data: Buffer;
  try {
    const { width = 0, height = 0 } = await sharp(file.data).metadata();
    if (width * height > MAX_IMAGE_PIXELS)
      return refuse(
        req,
        `Das Bild hat ${width} × ${height} Pixel, mehr als ${MAX_IMAGE_PIXELS / 1_000_000} Megapixel. Verkleinern Sie es und laden Sie es erneut hoch.`,
        `The image has ${width} × ${height} pixels, more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. Make it smaller and upload it again.`,
      );
    const image = sharp(file.data, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate().resize({
      width: STORED_IMAGE_EDGE,
      height: STORED_IMAGE_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    data = await reencoded[mime](image).toBuffer();
  } catch (error) {
    if (error instanceof RefusedAtFields) throw error;
    return refuse(
      req,
      'Das Bild lässt sich nicht lesen; die Datei ist wohl beschädigt.',
      'The image cannot be read; the file seems to be damaged.',
    );
  }
  const hash = createHash('sha256').update(data).digest('hex');
  req.file = {
    ...file,
    data,
    size: data.length,
    name: storedName(file.name, hash, extension),
    mimetype: mime,
  };
};

/**
 * Pages and articles show an image through its stored files: a new image (which a text may name
 * already), a changed text or a deleted image renders them anew on every instance, which read the
 * images once per content revision.
 */
const afterChange: CollectionAfterChangeHook = async ({ req, doc }) => {
  await moveContentRevision(req);
  return doc;
};

const afterDelete: CollectionAfterDeleteHook = async ({ req, doc }) => {
  await moveContentRevision(req);
  return doc;
};

/** The image of each block of the pages' bodies that has one (`prefix`: the tables' names). */
const blockImages = (prefix: string) =>
  sql.join(
    ['hero', 'text', 'image', 'case_study'].map(
      (block) => sql`SELECT _parent_id, image_id FROM ${sql.identifier(prefix + block)}`,
    ),
    sql` UNION ALL `,
  );

/**
 * An image still shown is not deleted: by an article (above or inside its text), a page's block
 * or as the image a page is shared with, published or in its latest draft. The message names where.
 */
const refuseDeletingUsed: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const [image] = await inEngineTransaction<{ filename: string | null }>(
    req,
    sql`SELECT filename FROM media WHERE id = ${id}`,
  );
  const inText = `%${MEDIA_PATH}${image?.filename ?? '-'}%`;
  const rows = await inEngineTransaction<{ place: string }>(
    req,
    sql`SELECT '/blog/' || slug_de AS place FROM articles
         WHERE image_id = ${id} OR body_de LIKE ${inText} OR body_en LIKE ${inText}
        UNION SELECT '/blog/' || version_slug_de FROM _articles_v
         WHERE latest AND (version_image_id = ${id} OR version_body_de LIKE ${inText}
                           OR version_body_en LIKE ${inText})
        UNION SELECT p.path FROM pages p JOIN (${blockImages('pages_blocks_')}) b
            ON b._parent_id = p.id WHERE b.image_id = ${id}
        UNION SELECT p.path FROM _pages_v v JOIN (${blockImages('_pages_v_blocks_')}) b
            ON b._parent_id = v.id JOIN pages p ON p.id = v.parent_id
         WHERE v.latest AND b.image_id = ${id}
        UNION SELECT COALESCE(path, name) FROM pages WHERE image_id = ${id}
        UNION SELECT COALESCE(p.path, p.name) FROM _pages_v v JOIN pages p ON p.id = v.parent_id
         WHERE v.latest AND v.version_image_id = ${id}
        ORDER BY 1`,
  );
  if (!rows.length) return;
  const places = rows.map((row) => row.place).join(', ');
  refuse(
    req,
    `Das Bild wird noch gezeigt: ${places}. Entfernen Sie es dort zuerst (auch aus Entwürfen).`,
    `The image is still shown: ${places}. Remove it there first (drafts included).`,
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
  disableDuplicate: true,
  // A deletion removes every file of the image, whatever the request asks to read back.
  forceSelect: { filename: true, sizes: true },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'alt', 'width', 'height', 'updatedAt'],
    description: {
      de: `Bilder für Artikel und Fallstudien: JPEG, PNG, WebP oder AVIF bis ${megabytes} MB und ${MAX_IMAGE_PIXELS / 1_000_000} Megapixel. Die Website zeigt sie in passenden Größen als AVIF und WebP. Jedes Bild braucht eine Beschreibung in beiden Sprachen für Menschen, die es nicht sehen.`,
      en: `Images for articles and case studies: JPEG, PNG, WebP or AVIF up to ${megabytes} MB and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. The site shows them in fitting sizes as AVIF and WebP. Each image needs a description in both languages for people who cannot see it.`,
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
    // A new file is a new image (`nameByContent`): the editor offers no replacement.
    hideRemoveFile: true,
  },
  hooks: {
    beforeOperation: [nameByContent],
    afterChange: [...(inBucket ? [inBucket.afterChange] : []), afterChange],
    afterRead: [publicAddresses],
    beforeDelete: [refuseDeletingUsed],
    afterDelete: [afterDelete, ...(inBucket ? [inBucket.afterDelete] : [])],
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
