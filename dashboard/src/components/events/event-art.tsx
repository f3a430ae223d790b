import { Gamepad2 } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The event's poster, or a drawn panel with its game's name when the organiser uploaded none.
 * `priority`: the poster is the page's largest paint (the event page's hero), so it loads first, not lazily.
 */
export function EventArt({
  image,
  alt,
  game,
  priority = false,
  children,
}: {
  image: string | null;
  /** The poster's description (the API's `imageAlt`): a poster carries the event's details in its words. */
  alt: string | null;
  game: string;
  priority?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="relative aspect-video w-full overflow-hidden bg-gradient-to-br from-brand-600/40 via-ink-800 to-neon-400/20">
      {image ? (
        <img
          src={image}
          alt={alt ?? ''}
          width={1280}
          height={720}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-slate-200/80">
          <Gamepad2 className="size-10" aria-hidden />
          <span className="font-display text-lg font-bold uppercase tracking-widest">{game}</span>
        </div>
      )}
      {children}
    </div>
  );
}
