import { Picture } from './picture.tsx';

/**
 * A person's picture, or their initial on a gradient when they have none. `className` sizes it
 * (`size-8 text-sm` in lists and the header, `size-24 text-4xl ring-4` on a profile).
 */
export function Avatar({
  name,
  src,
  className = 'size-8 text-sm',
}: {
  name: string;
  src: string | null;
  className?: string;
}) {
  return (
    <Picture
      src={src}
      className={`${className} shrink-0 rounded-full object-cover ring-2 ring-brand-500/40`}
      fallbackClassName={`${className} inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-neon-400 font-bold text-ink-950`}
      fallback={name.slice(0, 1).toUpperCase()}
    />
  );
}
