import { listEventStreams, NO_PORTS, StreamClaim, Tournament, User } from '@galaxia/core/server';
import { startFakeTwitch, startFakeYouTube } from '@galaxia/testkit';
import { startedBeforeAll } from '@galaxia/testkit/before-all';
import { describe, expect, it } from 'vitest';
import { createTwitchClient } from '../clients/twitch-client.ts';
import { createYouTubeClient } from '../clients/youtube-client.ts';
import { scheduledMatch } from '../test-support/competition-fixtures.ts';
import { openTestServices, snowflake } from '../test-support/test-services.ts';
import { streamViewersProcessor } from './stream-viewers.ts';

const TWITCH_APP = { clientId: 'galaxia-twitch', clientSecret: 'twitch-secret' };
const YOUTUBE_KEY = 'youtube-key';

describe('live viewer counts (fake Twitch Helix and YouTube Data API)', () => {
  const services = startedBeforeAll(() => openTestServices(), 'The test services');
  const twitch = startedBeforeAll(() => startFakeTwitch(TWITCH_APP), 'The fake Twitch');
  const youtube = startedBeforeAll(() => startFakeYouTube(YOUTUBE_KEY), 'The fake YouTube');

  /** A live match (it started a minute ago) claimed by a caster on the given platform and link. */
  async function liveClaim(platform: string, url: string) {
    const fixture = await scheduledMatch(services.orm, { scheduledTime: new Date(Date.now() - 60_000) });
    const em = services.orm.em.fork();
    const streamer = em.create(User, { discordId: snowflake(), name: `${platform} Caster` });
    em.create(StreamClaim, { match: fixture.matchId, streamer, platform, url });
    await em.flush();
    // Published, so its streams page is public.
    await em.nativeUpdate(Tournament, { id: fixture.tournamentId }, { lifecycle: 'published' });
    return fixture;
  }
  const streamsOf = (tournamentId: string) =>
    listEventStreams({ em: services.orm.em.fork(), actor: null }, tournamentId);

  it('shows the counts the platforms report, and none when a platform is not configured', async () => {
    const onTwitch = await liveClaim('Twitch', 'https://www.twitch.tv/Galaxia_Caster');
    const onYouTube = await liveClaim('YouTube', 'https://youtu.be/liveVideo01');
    const onKick = await liveClaim('Kick', 'https://kick.com/galaxia');
    twitch.setLive('galaxia_caster', 1234);
    youtube.setLive('liveVideo01', 567);

    // No platform configured: nobody is asked, nothing is counted.
    await streamViewersProcessor({ orm: services.orm, ports: NO_PORTS } as never).run(poll(), context);
    expect((await streamsOf(onTwitch.tournamentId)).streams[0]?.viewerCount).toBeNull();
    expect(twitch.requests).toHaveLength(0);

    const processor = streamViewersProcessor({
      orm: services.orm,
      ports: NO_PORTS,
      twitch: createTwitchClient({ apiUrl: twitch.apiUrl, authUrl: twitch.authUrl, ...TWITCH_APP }),
      youtube: createYouTubeClient({ apiUrl: youtube.apiUrl, apiKey: YOUTUBE_KEY }),
    } as never);
    await processor.run(poll(), context);

    expect((await streamsOf(onTwitch.tournamentId)).streams[0]).toMatchObject({
      platform: 'Twitch',
      status: 'live',
      viewerCount: 1234,
    });
    expect((await streamsOf(onYouTube.tournamentId)).streams[0]).toMatchObject({
      platform: 'YouTube',
      viewerCount: 567,
    });
    // Kick has no API here: its count stays hidden, never 0.
    expect((await streamsOf(onKick.tournamentId)).streams[0]?.viewerCount).toBeNull();

    const helix = twitch.requests.find((request) => request.path === '/helix/streams');
    expect(helix?.headers['client-id']).toBe('galaxia-twitch');
    expect(helix?.query.getAll('user_login')).toContain('galaxia_caster');

    // The channel goes offline: the next poll clears the count instead of keeping a stale one.
    twitch.setLive('galaxia_caster', null);
    await processor.run(poll(), context);
    expect((await streamsOf(onTwitch.tournamentId)).streams[0]?.viewerCount).toBeNull();
    // One app token served both polls.
    expect(twitch.requests.filter((request) => request.path === '/oauth2/token')).toHaveLength(1);
  });
});

const poll = () => ({ requestedAt: new Date().toISOString() });
const context = { attempt: 1, finalAttempt: true } as never;
