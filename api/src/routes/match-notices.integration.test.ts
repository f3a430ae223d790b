import { seriesWonBy } from '@galaxia/core';
import { clockFrom, Match, resetClock, setClock } from '@galaxia/core/server';
import { playSeasonMatch, type Season, singleEliminationSemiFinalsPending } from '@galaxia/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../test-support/actors.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

interface Notice {
  kind: string;
  title: string;
  body: string;
  link: string | null;
}

/** What a match move asks of the other team reaches its captain's notification centre. */
describe('match notices in the notification centre', () => {
  let app: TestApp;
  let owner: HttpClient;
  let tournamentId: string;
  let matchIds: Map<string, string>;
  let season: Season;
  const captainOf = new Map<string, HttpClient>();

  beforeAll(async () => {
    app = await startTestApp();
    season = await singleEliminationSemiFinalsPending(app, {
      eventName: 'Notice Cup',
      teams: ['Night Owls', 'Storm Riders', 'Sky Lions', 'Sea Wolves'],
      people: { isDemo: true },
    });
    ({ tournamentId, matchIds } = season);
    owner = await signedIn(app, { id: season.organiser.userId });
    for (const team of season.teams)
      captainOf.set(team.name, await signedIn(app, { id: team.captain.userId }));
  });
  afterAll(async () => {
    resetClock();
    await app.close();
  });

  const noticesOf = async (team: string): Promise<Notice[]> => {
    const answer = await captainOf.get(team)!.get('/api/notifications');
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { notifications: Notice[] }).notifications;
  };
  const post = async (client: HttpClient, path: string, body?: unknown) => {
    const answer = await client.post(path, body);
    expect(answer.status, await answer.clone().text()).toBe(200);
  };

  it('tells the other captain of a proposed time, of a counter, of a reported score and of a settled dispute', async () => {
    const sf1 = matchIds.get('sf-1')!;
    const match = await app.em().findOneOrFail(Match, { id: sf1 }, { populate: ['teamA', 'teamB'] });
    expect([match.teamA!.name, match.teamB!.name]).toEqual(['Night Owls', 'Sea Wolves']);
    const link = `/events/${tournamentId}/matches/${sf1}`;
    const first = new Date(Date.now() + 26 * 3_600_000);
    first.setUTCMinutes(30, 0, 0);
    const second = new Date(first.getTime() + 2 * 3_600_000);

    await post(captainOf.get('Night Owls')!, `/api/matches/${sf1}/propose`, { time: first.toISOString() });
    const proposed = (await noticesOf('Sea Wolves')).filter((notice) => notice.kind === 'match-proposal');
    expect(proposed).toEqual([
      expect.objectContaining({
        title: 'New time proposed: Semi-final 1',
        body: expect.stringMatching(
          /^Night Owls proposed \d{1,2} \w{3}, \d{2}:\d{2} [ap]m IST\. Accept it or offer another time on the match page\.$/,
        ),
        link,
      }),
    ]);
    // Night Owls heard only that their semi-final was ready when the phase started.
    expect((await noticesOf('Night Owls')).map((notice) => [notice.kind, notice.title])).toEqual([
      ['match-ready', 'Match ready: Semi-final 1'],
    ]);

    await post(captainOf.get('Sea Wolves')!, `/api/matches/${sf1}/propose`, { time: second.toISOString() });
    expect(
      (await noticesOf('Night Owls'))
        .filter((notice) => notice.kind === 'match-proposal')
        .map((notice) => notice.title),
    ).toEqual(['New time proposed: Semi-final 1']);
    await post(captainOf.get('Night Owls')!, `/api/matches/${sf1}/accept`);

    setClock(clockFrom(new Date(second.getTime() + 40 * 60_000)));
    await post(captainOf.get('Sea Wolves')!, `/api/matches/${sf1}/report`, {
      // The semi-final is a best of 3: reported as its games, 1–2.
      games: seriesWonBy(3, 'B'),
    });
    const toConfirm = (await noticesOf('Night Owls')).filter((notice) => notice.kind === 'result-to-confirm');
    expect(toConfirm).toEqual([
      {
        id: expect.any(String),
        kind: 'result-to-confirm',
        title: 'Confirm the score: Semi-final 1',
        body: 'Sea Wolves reported Night Owls 1–2 Sea Wolves. Confirm it or dispute it on the match page.',
        link,
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);

    await post(captainOf.get('Night Owls')!, `/api/matches/${sf1}/dispute`, { reason: 'We won 2–1' });
    await post(owner, `/api/matches/${sf1}/resolve`, { scoreA: 2, scoreB: 1 });
    for (const team of ['Night Owls', 'Sea Wolves'])
      expect((await noticesOf(team)).filter((notice) => notice.kind === 'dispute-outcome')).toEqual([
        expect.objectContaining({
          title: 'Dispute settled: Semi-final 1',
          body: 'The organisers settled the result at Night Owls 2–1 Sea Wolves.',
          link,
        }),
      ]);
    // The ruling is in the log with the dispute's reason, and nobody got a second notice of it.
    const log = await owner.get(`/api/organiser/tournaments/${tournamentId}/rulings`);
    expect(log.status).toBe(200);
    expect(((await log.json()) as { rulings: unknown[] }).rulings).toEqual([
      expect.objectContaining({
        kind: 'dispute',
        matchName: 'Semi-final 1',
        reason: 'Disputed: We won 2–1',
        before: expect.objectContaining({ status: 'disputed' }),
        after: expect.objectContaining({ status: 'completed', scoreA: 2, scoreB: 1, winner: 'Night Owls' }),
      }),
    ]);
    expect((await noticesOf('Night Owls')).filter((notice) => notice.kind === 'ruling')).toEqual([]);
    resetClock();
  });

  it('tells nobody who switched event reminders off', async () => {
    const sf2 = matchIds.get('sf-2')!;
    const settings = await captainOf.get('Sky Lions')!.put('/api/settings', {
      emailNotifications: true,
      eventReminders: false,
      teamInvites: true,
      profilePrivacy: 'public',
      preferredGames: [],
      timeZone: 'Asia/Kolkata',
    });
    expect(settings.status).toBe(200);
    const time = new Date(Date.now() + 30 * 3_600_000);
    time.setUTCMinutes(0, 0, 0);
    await post(captainOf.get('Storm Riders')!, `/api/matches/${sf2}/propose`, { time: time.toISOString() });
    expect((await noticesOf('Sky Lions')).filter((notice) => notice.kind === 'match-proposal')).toEqual([]);
  });

  it("tells both finalists' captains that the final is ready once the second semi-final is decided", async () => {
    await playSeasonMatch(app, season, 'sf-2', 'A');
    const final = matchIds.get('final')!;
    for (const team of ['Night Owls', 'Storm Riders'])
      expect((await noticesOf(team)).filter((notice) => notice.title === 'Match ready: Final')).toEqual([
        expect.objectContaining({
          kind: 'match-ready',
          body: 'Night Owls vs Storm Riders: both teams are known. Agree a time on the match page before the round closes.',
          link: `/events/${tournamentId}/matches/${final}`,
        }),
      ]);
    expect((await noticesOf('Sea Wolves')).filter((notice) => notice.title === 'Match ready: Final')).toEqual(
      [],
    );
  });
});
