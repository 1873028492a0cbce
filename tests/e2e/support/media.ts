import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';

/** A photo-like image of its own (a gradient in colours drawn at random), as JPEG or PNG. */
export async function testImage(
  format: 'jpeg' | 'png',
  width = 2000,
  height = 1200,
): Promise<Buffer> {
  const colour = () => `rgb(${randomInt(256)},${randomInt(256)},${randomInt(256)})`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="${colour()}"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'jpeg' ? image.jpeg({ quality: 85 }).toBuffer() : image.png().toBuffer();
}

/** An SVG that would run a script where it is opened. */
export const SCRIPTED_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

export interface StoredImage {
  readonly id: number;
  readonly filename: string;
  readonly mimeType: string;
  readonly width: number;
  readonly height: number;
  readonly sizes: Record<string, { filename: string | null; width: number | null }>;
}

export interface UploadAnswer {
  readonly status: number;
  readonly doc?: StoredImage;
  readonly errors: string[];
}

/**
 * Uploads a file through the content engine's API from a signed-in page, as the editor does: the
 * file under the name given, the alternative texts beside it.
 */
export async function uploadImage(
  page: Page,
  baseUrl: string,
  file: { bytes: Buffer; name: string; type: string },
  alt: { de?: string; en?: string } = { de: 'Ein Testbild', en: 'A test image' },
): Promise<UploadAnswer> {
  return page.evaluate(
    async ({ url, base64, name, type, alt }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const form = new FormData();
      form.append('file', new File([bytes], name, { type }));
      form.append('_payload', JSON.stringify({ alt }));
      const response = await fetch(url, { method: 'POST', body: form });
      const json = (await response.json()) as {
        doc?: StoredImage;
        errors?: { message: string; data?: { errors?: { message: string }[] } }[];
      };
      return {
        status: response.status,
        doc: json.doc,
        errors: (json.errors ?? []).flatMap((error) => [
          error.message,
          ...(error.data?.errors ?? []).map((field) => field.message),
        ]),
      };
    },
    {
      url: `${baseUrl}/backoffice/api/media?depth=0`,
      base64: file.bytes.toString('base64'),
      name: file.name,
      type: file.type,
      alt,
    },
  );
}
