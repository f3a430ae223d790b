import type { ReactNode } from 'react';

/**
 * An uploaded picture, or a stand-in drawn in its place when there is none. Both classes carry the
 * size; the picture's width and height only give it its square shape before the file arrives.
 */
export function Picture({
  src,
  alt = '',
  className,
  fallbackClassName,
  fallback,
}: {
  src: string | null | undefined;
  alt?: string;
  className: string;
  fallbackClassName: string;
  fallback: ReactNode;
}) {
  return src ? (
    <img src={src} alt={alt} width={96} height={96} loading="lazy" decoding="async" className={className} />
  ) : (
    <span aria-hidden className={fallbackClassName}>
      {fallback}
    </span>
  );
}
