import { describe, expect, it } from 'vitest';
import { streamSchema } from './streams.ts';

const stream = {
  matchId: 'sf-1',
  teams: ['Team Alpha', 'Team Beta'],
  streamer: 'CasterOne',
  streamerAvatar: '/avatars/caster.png',
  platform: 'Twitch',
  viewerCount: 1520,
  status: 'live',
  streamUrl: 'https://twitch.tv/casterone',
  scheduledTime: '2025-03-15T18:00:00+05:30',
};

describe('streamSchema', () => {
  it('accepts a live stream card', () => {
    expect(streamSchema.parse(stream)).toEqual(stream);
  });

  it('refuses bad fields, naming each', () => {
    const bad = streamSchema.safeParse({
      ...stream,
      teams: ['Team Alpha'],
      platform: 'Vimeo',
      viewerCount: -3,
      status: 'offline',
      streamUrl: 'http://twitch.tv/casterone',
    });
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'teams',
      'platform',
      'viewerCount',
      'status',
      'streamUrl',
    ]);
  });
});
