import { type EventMatchDetail, embedUrlOf, messages } from '@galaxia/core';
import { useHydrated } from '../../lib/use-hydrated.ts';

const text = messages.streamPlayer;

/**
 * The live stream, played on the match page while it is on air (Twitch and YouTube embed; others link).
 * Twitch's embed names the host page, which only the browser knows: the server's HTML (and a reader without
 * JavaScript) gets a link to the stream in the player's place.
 */
export function StreamPlayer({ stream }: { stream: NonNullable<EventMatchDetail['stream']> }) {
  const hydrated = useHydrated();
  if (stream.status !== 'live') return null;
  const src = hydrated ? embedUrlOf(stream.platform, stream.url, window.location.hostname) : null;
  if (hydrated && !src) return null;
  return (
    <div className="grid aspect-video w-full place-items-center overflow-hidden rounded-xl border border-white/10 bg-black">
      {src ? (
        <iframe
          title={text.title(stream.platform)}
          src={src}
          loading="lazy"
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          className="size-full"
        />
      ) : (
        <a href={stream.url} className="font-semibold text-brand-300 underline underline-offset-4">
          {text.watch(stream.platform)}
        </a>
      )}
    </div>
  );
}
