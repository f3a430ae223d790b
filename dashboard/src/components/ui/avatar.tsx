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
  return src ? (
    <img
      src={src}
      alt=""
      // The class sets the shown size; these give the square shape before the file arrives.
      width={96}
      height={96}
      loading="lazy"
      decoding="async"
      className={`${className} shrink-0 rounded-full object-cover ring-2 ring-brand-500/40`}
    />
  ) : (
    <span
      aria-hidden
      className={`${className} inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-neon-400 font-bold text-ink-950`}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
