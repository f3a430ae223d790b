import type { StreamPlatform } from '../../contracts/streams.ts';

/**
 * Where each platform serves its streams. A watch link must be on its platform's own hosts (or a
 * subdomain such as www. or m.), so a "YouTube" stream cannot send viewers to any https site.
 */
export const streamPlatformHosts: Record<StreamPlatform, readonly string[]> = {
  Twitch: ['twitch.tv'],
  YouTube: ['youtube.com', 'youtu.be'],
  Kick: ['kick.com'],
  Facebook: ['facebook.com', 'fb.gg', 'fb.watch'],
};

export const isPlatformHost = (platform: StreamPlatform, url: string): boolean => {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return streamPlatformHosts[platform].some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
};
