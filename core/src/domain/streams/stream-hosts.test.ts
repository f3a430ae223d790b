import { describe, expect, it } from 'vitest';
import { claimStreamPayloadSchema } from '../../contracts/matches.ts';
import { isPlatformHost } from './stream-hosts.ts';

describe('watch links on their platform', () => {
  it('accepts each platform’s own hosts and their subdomains', () => {
    expect(isPlatformHost('Twitch', 'https://www.twitch.tv/galaxiacasts')).toBe(true);
    expect(isPlatformHost('YouTube', 'https://youtu.be/dQw4w9WgXcQ')).toBe(true);
    expect(isPlatformHost('YouTube', 'https://m.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(true);
    expect(isPlatformHost('Facebook', 'https://fb.gg/galaxia')).toBe(true);
    expect(isPlatformHost('Kick', 'https://kick.com/galaxia')).toBe(true);
  });

  it('refuses look-alikes and other platforms', () => {
    expect(isPlatformHost('YouTube', 'https://evil.example/youtube.com')).toBe(false);
    expect(isPlatformHost('YouTube', 'https://notyoutube.com/watch')).toBe(false);
    expect(isPlatformHost('Twitch', 'https://www.youtube.com/@caster')).toBe(false);
    expect(isPlatformHost('Twitch', 'not a url')).toBe(false);
  });

  it('names the platform’s hosts when a claim points elsewhere', () => {
    const parsed = claimStreamPayloadSchema.safeParse({
      platform: 'YouTube',
      url: 'https://twitch.tv/caster',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('A YouTube watch link must be on youtube.com or youtu.be');
    expect(parsed.error?.issues[0]?.path).toEqual(['url']);
  });
});
