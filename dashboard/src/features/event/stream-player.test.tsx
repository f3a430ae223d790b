import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StreamPlayer } from './stream-player.tsx';

describe('the live stream on a match page rendered by the server', () => {
  it('links to the stream where the browser will embed the player', () => {
    const html = renderToString(
      <StreamPlayer stream={{ platform: 'Twitch', url: 'https://twitch.tv/caster_one', status: 'live' }} />,
    );
    expect(html).toContain('<a href="https://twitch.tv/caster_one"');
    expect(html).toContain('Watch live on Twitch</a>');
  });
});
