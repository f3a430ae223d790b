import type { StreamPlatform } from '../../contracts/streams.ts';

const urlOf = (link: string): URL | null => {
  try {
    return new URL(link);
  } catch {
    return null;
  }
};

/** The channel a Twitch link plays: twitch.tv/<channel>. */
export const twitchChannelOf = (link: string): string | null => {
  const channel = urlOf(link)?.pathname.split('/').filter(Boolean)[0]?.toLowerCase();
  return channel && /^[a-z0-9_]{2,25}$/.test(channel) ? channel : null;
};

/** The video a YouTube link plays: watch?v=, youtu.be/, /live/ and /embed/ forms. */
export const youtubeVideoIdOf = (link: string): string | null => {
  const url = urlOf(link);
  if (!url) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const id = url.hostname.endsWith('youtu.be')
    ? parts[0]
    : (url.searchParams.get('v') ?? (['live', 'embed'].includes(parts[0] ?? '') ? parts[1] : undefined));
  return id && /^[A-Za-z0-9_-]{6,20}$/.test(id) ? id : null;
};

/**
 * The player to embed on the match page while the stream is live, or null for platforms without an
 * embeddable player we support. Twitch wants the embedding page's host as `parent`.
 */
export const embedUrlOf = (platform: StreamPlatform, link: string, parentHost: string): string | null => {
  if (platform === 'Twitch') {
    const channel = twitchChannelOf(link);
    return channel
      ? `https://player.twitch.tv/?channel=${channel}&parent=${encodeURIComponent(parentHost)}&muted=true`
      : null;
  }
  if (platform === 'YouTube') {
    const id = youtubeVideoIdOf(link);
    return id ? `https://www.youtube.com/embed/${id}?autoplay=0` : null;
  }
  return null;
};
