import { BODY_IMAGE_SIZES, type Picture as PictureData } from '@/lib/media';

/**
 * One of the owner's images, as wide as the text column: AVIF and WebP in the sizes made at
 * upload, the browser choosing by its width; width and height reserve its place before it loads
 * (no layout shift). Below the fold it loads when scrolled near; `priority` loads it at once (the
 * top of a page). Images inside an article's text get the same from `pictureHtml`.
 */
export function Picture({
  picture,
  priority = false,
}: {
  picture: PictureData;
  priority?: boolean;
}) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={BODY_IMAGE_SIZES}
        />
      ))}
      {/* Sizes and formats are made at upload; next/image would make them again per request. */}
      <img
        src={picture.src}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        sizes={BODY_IMAGE_SIZES}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'auto' : 'async'}
        className="h-auto w-full rounded-lg bg-slate-100"
      />
    </picture>
  );
}
