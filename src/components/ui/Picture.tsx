import type { Picture as PictureData } from '@/lib/media';

/**
 * One of the owner's images: AVIF and WebP in the sizes made at upload, the browser choosing by
 * `sizes`; width and height reserve its place before it loads (no layout shift). Below the fold
 * it loads when scrolled near; `priority` loads it at once (the top of a page).
 */
export function Picture({
  picture,
  sizes,
  priority = false,
  className,
}: {
  picture: PictureData;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {/* Sizes and formats are made at upload; next/image would make them again per request. */}
      <img
        src={picture.src}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        sizes={sizes}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'auto' : 'async'}
        className={`h-auto w-full rounded-lg bg-slate-100 ${className ?? ''}`}
      />
    </picture>
  );
}
