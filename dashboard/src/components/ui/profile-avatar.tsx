/** A person's picture at profile size, or their initial on a gradient when they have none. */
export function ProfileAvatar({ name, src }: { name: string; src: string | null }) {
  return src ? (
    <img src={src} alt="" className="size-24 shrink-0 rounded-full object-cover ring-4 ring-brand-500/40" />
  ) : (
    <span
      aria-hidden
      className="inline-flex size-24 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-neon-400 font-display text-4xl font-bold text-ink-950"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
