import { type EventMatchDetail, embedUrlOf } from '@galaxia/core';

/** The live stream, played on the match page while it is on air (Twitch and YouTube embed; others link). */
export function StreamPlayer({ stream }: { stream: NonNullable<EventMatchDetail['stream']> }) {
  if (stream.status !== 'live') return null;
  const src = embedUrlOf(stream.platform, stream.url, window.location.hostname);
  if (!src) return null;
  return (
    <div className="aspect-video w-full overflow-hidden rounded-xl border border-white/10 bg-black">
      <iframe
        title={`Live on ${stream.platform}`}
        src={src}
        loading="lazy"
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        className="size-full"
      />
    </div>
  );
}
