import { clockFrom, Match, resetClock, setClock } from '@galaxia/core/server';
import { singleEliminationSemiFinalsPending } from '@galaxia/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../test-support/actors.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

/** What a caster may claim, and the stream lock that holds the teams' reports while a match is on air. */

const answer = async (response: Promise<Response>) => {
  const settled = await response;
  // biome-ignore lint/suspicious/noExplicitAny: the answers are checked field by field below.
  return { status: settled.status, body: (await settled.json()) as any };
};

describe('stream claims and the stream lock over HTTP', () => {
  let app: TestApp;
  let owner: HttpClient;
  let caster: HttpClient;
  let tournamentId: string;
  let matchIds: Map<string, string>;
  const captainOf = new Map<string, HttpClient>();

  beforeAll(async () => {
    app = await startTestApp();
    const season = await singleEliminationSemiFinalsPending(app, {
      eventName: 'Caster Cup',
      organiser: 'Meera',
      teams: ['Caster Seed 1', 'Caster Seed 2', 'Caster Seed 3', 'Caster Seed 4'],
      people: { isDemo: true },
    });
    ({ tournamentId, matchIds } = season);
    owner = await signedIn(app, { id: season.organiser.userId });
    for (const team of season.teams) captainOf.set(team.id, await signedIn(app, { id: team.captain.userId }));

    const streamer = await createUser(app, 'Ishaan Casts');
    caster = await signedIn(app, streamer);
    expect(
      (await owner.post(`/api/organiser/tournaments/${tournamentId}/streamers`, { userId: streamer.id }))
        .status,
    ).toBe(200);
  });
  afterEach(resetClock);
  afterAll(() => app.close());

  /** The two captains of a match, team A's first. */
  async function sidesOf(displayId: string): Promise<[HttpClient, HttpClient]> {
    const match = await app.em().findOneOrFail(Match, { id: matchIds.get(displayId)! });
    return [captainOf.get(match.teamA!.id)!, captainOf.get(match.teamB!.id)!];
  }

  /** The organiser sets the match an hour ahead, then the clock moves past it. */
  async function startMatch(displayId: string) {
    const at = new Date(Date.now() + 60 * 60_000);
    const set = await owner.post(`/api/matches/${matchIds.get(displayId)}/set-time`, {
      time: at.toISOString(),
    });
    expect(set.status).toBe(200);
    setClock(clockFrom(new Date(at.getTime() + 5 * 60_000)));
  }

  it('refuses a match whose teams are not known yet', async () => {
    expect(
      await answer(
        caster.post(`/api/matches/${matchIds.get('final')}/claim`, {
          platform: 'Twitch',
          url: 'https://twitch.tv/ishaan',
        }),
      ),
    ).toEqual({
      status: 409,
      body: { error: 'Both teams must be known before a match can be claimed', code: 'STREAM_TEAMS_UNKNOWN' },
    });
  });

  it('refuses a watch link on another platform’s hosts', async () => {
    const refused = await answer(
      caster.post(`/api/matches/${matchIds.get('sf-1')}/claim`, {
        platform: 'YouTube',
        url: 'https://www.twitch.tv/ishaan',
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('A YouTube watch link must be on youtube.com or youtu.be');
    expect(refused.body.fields).toEqual({ url: ['A YouTube watch link must be on youtube.com or youtu.be'] });
  });

  it('refuses a disputed match until the organiser settles it', async () => {
    await startMatch('sf-2');
    const [teamA, teamB] = await sidesOf('sf-2');
    expect(
      (await teamA.post(`/api/matches/${matchIds.get('sf-2')}/report`, { scoreA: 2, scoreB: 0 })).status,
    ).toBe(200);
    expect(
      (await teamB.post(`/api/matches/${matchIds.get('sf-2')}/dispute`, { reason: 'We won game two' }))
        .status,
    ).toBe(200);
    expect(
      await answer(
        caster.post(`/api/matches/${matchIds.get('sf-2')}/claim`, {
          platform: 'Twitch',
          url: 'https://twitch.tv/ishaan',
        }),
      ),
    ).toEqual({
      status: 409,
      body: {
        error: 'A disputed match cannot be claimed until the organiser settles it',
        code: 'STREAM_DISPUTED_MATCH',
      },
    });
  });

  it('holds the teams’ report while the caster has the match locked, until it is released', async () => {
    const id = matchIds.get('sf-1')!;
    const claimed = await answer(
      caster.post(`/api/matches/${id}/claim`, { platform: 'Twitch', url: 'https://www.twitch.tv/ishaan' }),
    );
    expect(claimed.status).toBe(201);
    expect(claimed.body.actions).toEqual(['release-stream', 'go-live', 'lock-stream']);
    expect((await answer(caster.post(`/api/matches/${id}/stream/live`))).body).toMatchObject({
      streamLive: true,
    });
    expect((await answer(caster.post(`/api/matches/${id}/stream/lock`))).body).toMatchObject({
      streamLocked: true,
    });

    await startMatch('sf-1');
    const [teamA] = await sidesOf('sf-1');
    expect(await answer(teamA.post(`/api/matches/${id}/report`, { scoreA: 2, scoreB: 1 }))).toEqual({
      status: 409,
      body: {
        error:
          'The caster has locked this match while it is on stream. Results can be reported once they release it.',
        code: 'STREAM_LOCKED_FOR_CAST',
      },
    });
    const stored = await app.em().findOneOrFail(Match, { id });
    expect(stored.report ?? null).toBeNull();

    // Another streamer cannot lift it; the caster can.
    const other = await createUser(app, 'Someone Else');
    const stranger = await signedIn(app, other);
    expect((await stranger.delete(`/api/matches/${id}/stream/lock`)).status).toBe(403);
    expect((await answer(caster.delete(`/api/matches/${id}/stream/lock`))).body).toMatchObject({
      streamLocked: false,
    });
    expect((await teamA.post(`/api/matches/${id}/report`, { scoreA: 2, scoreB: 1 })).status).toBe(200);
  });

  it('lets the organiser lift a lock the caster forgot', async () => {
    const id = matchIds.get('sf-1')!;
    expect((await caster.post(`/api/matches/${id}/stream/lock`)).status).toBe(200);
    expect((await answer(owner.delete(`/api/matches/${id}/stream/lock`))).body).toMatchObject({
      streamLocked: false,
    });
  });
});
