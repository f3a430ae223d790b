import { describe, expect, it } from 'vitest';
import { embedUrlOf, twitchChannelOf, youtubeVideoIdOf } from './watch-links.ts';

describe('watch links', () => {
  it('reads the Twitch channel', () => {
    expect(twitchChannelOf('https://www.twitch.tv/GalaxiaCasts')).toBe('galaxiacasts');
    expect(twitchChannelOf('https://twitch.tv/')).toBeNull();
  });

  it('reads the YouTube video from every link form', () => {
    expect(youtubeVideoIdOf('https://www.youtube.com/watch?v=abcDEF12345')).toBe('abcDEF12345');
    expect(youtubeVideoIdOf('https://youtu.be/abcDEF12345')).toBe('abcDEF12345');
    expect(youtubeVideoIdOf('https://youtube.com/live/abcDEF12345?feature=share')).toBe('abcDEF12345');
    expect(youtubeVideoIdOf('https://www.youtube.com/@channel')).toBeNull();
  });

  it('builds the embeddable players', () => {
    expect(embedUrlOf('Twitch', 'https://twitch.tv/caster_one', 'galaxia.gg')).toBe(
      'https://player.twitch.tv/?channel=caster_one&parent=galaxia.gg&muted=true',
    );
    expect(embedUrlOf('YouTube', 'https://youtu.be/abcDEF12345', 'galaxia.gg')).toBe(
      'https://www.youtube.com/embed/abcDEF12345?autoplay=0',
    );
    expect(embedUrlOf('Kick', 'https://kick.com/caster', 'galaxia.gg')).toBeNull();
  });
});
