import { describe, expect, it } from 'vitest';
import {
  mediaContentType,
  pictureOf,
  shareImageOf,
  storedFiles,
  storedName,
  type MediaDocument,
} from '@/lib/media';
import { mediaFilesOf } from '@/server/db/media-backup';

const size = (filename: string, width: number, height: number) => ({ filename, width, height });

const photo: MediaDocument = {
  id: 3,
  alt: { de: 'Transporter im Hof', en: 'Vans in the yard' },
  filename: 'hof-0123456789ab.jpg',
  mimeType: 'image/jpeg',
  width: 1200,
  height: 800,
  sizes: {
    'w480-avif': size('hof-0123456789ab-480x320.avif', 480, 320),
    'w480-webp': size('hof-0123456789ab-480x320.webp', 480, 320),
    'w960-avif': size('hof-0123456789ab-960x640.avif', 960, 640),
    'w960-webp': size('hof-0123456789ab-960x640.webp', 960, 640),
    // Not made: the upload is narrower than 1600 pixels.
    'w1600-avif': { filename: null, width: null, height: null },
    'w1600-webp': { filename: null, width: null, height: null },
    share: size('hof-0123456789ab-1200x630.jpg', 1200, 630),
  },
};

describe('the owner’s images', () => {
  it('are stored under a safe name that ends in their content’s hash and their real type', () => {
    expect(storedName('Flotte im Hof.JPG', 'abcdef0123456789', 'png')).toBe(
      'flotte-im-hof-abcdef012345.png',
    );
    expect(storedName('Größe & Maß – Übersicht.jpeg', '0'.repeat(64), 'jpg')).toBe(
      'grosse-mass-ubersicht-000000000000.jpg',
    );
    expect(storedName('../../etc/passwd', 'f'.repeat(64), 'webp')).toBe('passwd-ffffffffffff.webp');
    expect(storedName('.jpg', '1'.repeat(64), 'avif')).toBe('bild-111111111111.avif');
  });

  it('are served only under names of that shape, with the type of their extension', () => {
    expect(mediaContentType('hof-0123456789ab-480x320.avif')).toBe('image/avif');
    expect(mediaContentType('hof-0123456789ab.jpg')).toBe('image/jpeg');
    for (const name of ['../payload.secret', 'x.svg', 'a/b.jpg', 'Hof.JPG', '.jpg', 'x.jpg.html'])
      expect(mediaContentType(name), name).toBeUndefined();
  });

  it('are shown with AVIF and WebP sources of the sizes made, the upload’s size and the text in the page’s language', () => {
    expect(pictureOf(photo, 'en')).toEqual({
      src: '/media/hof-0123456789ab-960x640.webp',
      width: 1200,
      height: 800,
      alt: 'Vans in the yard',
      sources: [
        {
          type: 'image/avif',
          srcSet:
            '/media/hof-0123456789ab-480x320.avif 480w, /media/hof-0123456789ab-960x640.avif 960w',
        },
        {
          type: 'image/webp',
          srcSet:
            '/media/hof-0123456789ab-480x320.webp 480w, /media/hof-0123456789ab-960x640.webp 960w',
        },
      ],
    });
    // Smaller than every size: the upload itself, without sources.
    expect(pictureOf({ ...photo, width: 300, height: 200, sizes: {} }, 'de')).toEqual({
      src: '/media/hof-0123456789ab.jpg',
      width: 300,
      height: 200,
      alt: 'Transporter im Hof',
      sources: [],
    });
    expect(pictureOf({ ...photo, filename: null }, 'de')).toBeUndefined();
  });

  it('give link previews their cropped size at an absolute address', () => {
    expect(shareImageOf(photo, 'de', 'https://keller.example')).toEqual({
      url: 'https://keller.example/media/hof-0123456789ab-1200x630.jpg',
      width: 1200,
      height: 630,
      alt: 'Transporter im Hof',
    });
    expect(shareImageOf({ ...photo, sizes: {} }, 'de', 'https://keller.example')).toBeUndefined();
  });

  it('name every stored file, for deletion and for backups', () => {
    expect(storedFiles(photo)).toHaveLength(6);
    const backup = JSON.stringify({
      tables: {
        media: [
          {
            id: 3,
            alt_de: 'x',
            filename: 'hof-0123456789ab.jpg',
            sizes_w480_avif_filename: 'hof-0123456789ab-480x320.avif',
            sizes_w1600_avif_filename: null,
            sizes_share_filename: '../hof-0123456789ab-1200x630.jpg',
          },
        ],
      },
    });
    expect(mediaFilesOf(backup)).toEqual([
      'hof-0123456789ab.jpg',
      'hof-0123456789ab-480x320.avif',
      'hof-0123456789ab-1200x630.jpg',
    ]);
    expect(mediaFilesOf(JSON.stringify({ tables: {} }))).toEqual([]);
  });
});
