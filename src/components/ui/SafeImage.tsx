'use client';

import { useState } from 'react';

/**
 * An image with fixed dimensions (no layout shift) that turns into a grey box saying the image
 * is unavailable when it cannot be loaded (SPEC §8).
 */
export function SafeImage({
  src,
  alt,
  width,
  height,
  unavailable,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  unavailable: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div
        role="img"
        aria-label={`${alt} – ${unavailable}`}
        style={{ width, height }}
        className={`grid place-items-center bg-slate-200 p-4 text-center text-sm text-slate-700 ${className ?? ''}`}
      >
        {unavailable}
      </div>
    );
  }
  return (
    // Local SVG and raster images at fixed sizes; next/image adds nothing for these.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
