import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLiveUpdates } from '../use-live-updates.ts';

const hex = (value: string | null, fallback: string) =>
  value && /^[0-9a-f]{6}$/i.test(value) ? `#${value}` : fallback;

/** The accent a caster picked in Stream Tools (`?accent=22d3ee`), else the brand purple. */
export const useOverlayAccent = () => hex(useSearchParams()[0].get('accent'), '#a855f7');

/**
 * A chrome-free page for an OBS browser source: transparent, laid out for 1920×1080 inside a 64 px
 * safe margin, and kept current by the event's live updates (no reload, no polling).
 */
export function OverlayFrame({ eventId, children }: { eventId: string; children: ReactNode }) {
  useLiveUpdates(eventId);
  useEffect(() => {
    const root = document.documentElement;
    const previous = [root.style.background, document.body.style.background];
    root.style.background = 'transparent';
    document.body.style.background = 'transparent';
    return () => {
      [root.style.background, document.body.style.background] = previous as [string, string];
    };
  }, []);
  return (
    <main className="pointer-events-none fixed inset-0 overflow-hidden p-16 font-display text-white">
      {children}
    </main>
  );
}

/** A team's logo, or its initials on the accent when it has none. */
export function OverlayLogo({ name, src, accent }: { name: string; src: string | null; accent: string }) {
  if (src) return <img src={src} alt="" className="size-16 rounded-lg object-cover" />;
  const initials = name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      aria-hidden
      className="flex size-16 items-center justify-center rounded-lg text-2xl font-bold"
      style={{ background: accent }}
    >
      {initials}
    </span>
  );
}
