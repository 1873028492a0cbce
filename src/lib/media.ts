/**
 * The owner's images (the content engine's media collection, `src/cms/collections/media.ts`): what
 * may be uploaded, the files made of each upload, their public addresses, and what a page needs to
 * show one.
 */
import type { Locale, Localized } from '@/i18n/locales';

/** The image types an upload may have, judged by its content, with the extension each gets. */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** The largest image the editor takes: 10 MB. */
export const MAX_IMAGE_BYTES = 10_000_000;

/**
 * The most pixels an upload may have: a 24-megapixel camera's photo. Decoding holds three to four
 * bytes a pixel, and the site shows no image wider than 1600 pixels (docs/decisions/0018).
 */
export const MAX_IMAGE_PIXELS = 24_000_000;

/** The longest side an upload is kept at: twice the widest size shown, for sharp screens. */
export const STORED_IMAGE_EDGE = 3200;

/** The widths each upload is also stored in, in each of the modern formats. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The Open Graph image made of an upload: the size link previews show. */
export const SHARE_IMAGE = { name: 'share', width: 1200, height: 630 } as const;

/** The name of one stored size: `w960-avif`. */
export function sizeName(width: number, format: ImageFormat): string {
  return `w${width}-${format}`;
}

/** Where the site serves its images from; the files are named by their content. */
export const MEDIA_PATH = '/media/';

/**
 * A stored file's name: the upload's name made safe, the start of its content's SHA-256 and the
 * extension of its type; the sizes add `-<width>x<height>`. A name never changes its content.
 */
const MEDIA_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(jpg|png|webp|avif)$/;

const contentTypes: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(IMAGE_TYPES).map(([type, extension]) => [extension, type]),
);

/** The content type of a file the site serves under `MEDIA_PATH`, or `undefined` for no such name. */
export function mediaContentType(name: string): string | undefined {
  const extension = MEDIA_FILE.exec(name)?.[1];
  return extension ? contentTypes[extension] : undefined;
}

/** The stored name of an upload called `original` whose content hashes to `hash` (hex). */
export function storedName(original: string, hash: string, extension: string): string {
  const base =
    (original.split(/[\\/]/).pop() ?? '')
      .replace(/\.[^.]*$/, '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'bild';
  return `${base}-${hash.slice(0, 12)}.${extension}`;
}

interface StoredSize {
  readonly filename?: string | null;
  readonly mimeType?: string | null;
  readonly width?: number | null;
  readonly height?: number | null;
}

/** An image as the engine stores it (the fields the site reads). */
export interface MediaDocument {
  readonly id: number;
  readonly alt: Localized<string>;
  readonly filename?: string | null;
  readonly mimeType?: string | null;
  readonly width?: number | null;
  readonly height?: number | null;
  readonly sizes?: Readonly<Record<string, StoredSize | undefined>> | null;
}

/** What a page needs to show an image: sources per format, a fallback, its size and its text. */
export interface Picture {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  /** `srcset` per modern format, smallest first. */
  readonly sources: readonly { readonly type: string; readonly srcSet: string }[];
}

const urlOf = (filename: string) => `${MEDIA_PATH}${filename}`;

/** An image in a language, or `undefined` when it has no stored file. */
export function pictureOf(doc: MediaDocument, locale: Locale): Picture | undefined {
  if (!doc.filename || !doc.width || !doc.height) return undefined;
  const sources = IMAGE_FORMATS.map((format) => {
    const candidates = IMAGE_WIDTHS.flatMap((width) => {
      const size = doc.sizes?.[sizeName(width, format)];
      return size?.filename && size.width ? [`${urlOf(size.filename)} ${size.width}w`] : [];
    });
    return { type: `image/${format}`, srcSet: candidates.join(', ') };
  }).filter((source) => source.srcSet);
  // The fallback is the largest WebP, else the upload itself (smaller than the smallest width).
  const webp = [...IMAGE_WIDTHS]
    .reverse()
    .map((width) => doc.sizes?.[sizeName(width, 'webp')]?.filename)
    .find(Boolean);
  return {
    src: urlOf(webp ?? doc.filename),
    width: doc.width,
    height: doc.height,
    alt: doc.alt[locale],
    sources,
  };
}

/** How wide an image of an article or a page's body is shown: the text column, or the screen. */
export const BODY_IMAGE_SIZES = '(min-width: 48rem) 45rem, calc(100vw - 2rem)';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An image inside an article's text, as HTML (the text is rendered from Markdown): the same
 * sources, size and text as `components/ui/Picture.tsx`, loaded when scrolled near.
 */
export function pictureHtml(picture: Picture, alt = picture.alt): string {
  const sizes = escapeHtml(BODY_IMAGE_SIZES);
  const sources = picture.sources
    .map(
      (source) =>
        `<source type="${source.type}" srcset="${escapeHtml(source.srcSet)}" sizes="${sizes}">`,
    )
    .join('');
  return `<picture>${sources}<img src="${escapeHtml(picture.src)}" alt="${escapeHtml(alt)}" width="${picture.width}" height="${picture.height}" sizes="${sizes}" loading="lazy" decoding="async"></picture>`;
}

/** The stored images a Markdown text shows (`![…](/media/<file>)`), by file name. */
export function mediaNamesIn(markdown: string): string[] {
  const names = [...markdown.matchAll(/!\[[^\]]*\]\(\s*<?\/media\/([^\s)>]+)/g)].map(
    ([, name]) => name ?? '',
  );
  return [...new Set(names)].filter((name) => mediaContentType(name));
}

/** The Open Graph image made of an upload, as an absolute address, if it was made. */
export function shareImageOf(
  doc: MediaDocument,
  locale: Locale,
  siteUrl: string,
): { url: string; width: number; height: number; alt: string } | undefined {
  const share = doc.sizes?.[SHARE_IMAGE.name];
  if (!share?.filename || !share.width || !share.height) return undefined;
  return {
    url: new URL(urlOf(share.filename), siteUrl).href,
    width: share.width,
    height: share.height,
    alt: doc.alt[locale],
  };
}

/** Every file stored for an image: the upload and its sizes. */
export function storedFiles(doc: Pick<MediaDocument, 'filename' | 'sizes'>): string[] {
  return [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)].filter(
    (name): name is string => Boolean(name),
  );
}
