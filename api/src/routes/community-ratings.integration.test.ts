import {
  duelResult,
  lobbyResult,
  rateResult,
  type StartedPhase,
  type TournamentConsole,
} from '@galaxia/core';
import { CommunityRating, LobbyMatch, LobbyResult, Match } from '@galaxia/core/server';
import { bgmiSeasonAfterLobby1, playSeasonMatch, registeredSeason, startSeasonPhase } from '@galaxia/testkit';
import { describe, expect, it } from 'vitest';
import { createOrganiser, createServer, signedIn } from '../test-support/actors.ts';
import { useOrganiserApp } from '../test-support/suite-app.ts';

/**
 * Issue 33 item 6, "seed by rating": a phase started with `seeding: 'rating'` puts the teams strongest
 * first by the community ratings of their registered players; an unrated team counts as a newcomer and
 * teams rated alike keep their registration order. The first test stores ratings as openskill would; the
 * others have them computed from confirmed, corrected and lobby results.
 */
describe('seeding by community rating', () => {
  const { app, organiser, owner } = useOrganiserApp('Meera');

  it('seeds by the ratings the community holds of each roster, and only this community’s', async () => {
    const season = await registeredSeason(
      app,
      [{ name: 'Playoffs', format: 'Single Elimination', participatingTeams: 4, isFinal: true }],
      {
        eventName: 'Rated Cup',
        format: 2,
        server: { id: organiser.server.id },
        teams: ['Early Birds', 'Mid Table', 'Sharpshooters', 'Late Comers'],
      },
    );
    const team = (name: string) => season.teams.find((entry) => entry.name === name)!;
    const em = app.em();
    const rate = (teamName: string, mu: number, sigma: number, serverId = organiser.server.id) => {
      for (const player of team(teamName).players)
        em.create(CommunityRating, { server: serverId, user: player.userId, mu, sigma });
    };
    rate('Sharpshooters', 38, 1.5);
    rate('Mid Table', 29, 2);
    rate('Late Comers', 31, 2);
    // Early Birds shine in another server's community: that rating does not count here.
    rate('Early Birds', 50, 1, (await createServer(app, 'Another Server')).id);
    await em.flush();

    // The organiser's console shows the order "seed by rating" would give, each team's rating beside it.
    const consoleView = (await (
      await owner.get(`/api/organiser/tournaments/${season.tournamentId}/console`)
    ).json()) as TournamentConsole;
    expect(
      consoleView.phases[0]!.ratingSeeds.map(({ team, ordinal }) => [
        team.name,
        (Math.round(ordinal * 10) / 10 + 0).toFixed(1),
      ]),
    ).toEqual([
      ['Sharpshooters', '33.5'],
      ['Late Comers', '25.0'],
      ['Mid Table', '23.0'],
      ['Early Birds', '0.0'],
    ]);

    const started = await owner.post(`/api/organiser/tournaments/${season.tournamentId}/phases/0/start`, {
      seeding: 'rating',
    });
    expect(started.status).toBe(201);
    const phase = (await started.json()) as StartedPhase;
    // Ordinals: Sharpshooters 38 − 3·1.5, Late Comers 31 − 3·2, Mid Table 29 − 3·2; Early Birds,
    // registered first but never rated, 25 − 3·8.33 = 0.
    expect(phase.seeds.map((seed) => seed.name)).toEqual([
      'Sharpshooters',
      'Late Comers',
      'Mid Table',
      'Early Birds',
    ]);
    // Seed 1 meets seed 4 in the first round.
    const semis = await app.em().find(Match, { tournament: season.tournamentId, roundKey: { $ne: 'final' } });
    const pairs = semis.map((match) => [match.teamA?.id, match.teamB?.id].sort());
    expect(pairs).toContainEqual([team('Sharpshooters').id, team('Early Birds').id].sort());
  });

  const storedRatings = async (serverId: string) => {
    const rows = await app.em().find(CommunityRating, { server: serverId });
    return new Map(rows.map((row) => [row.user.id, { mu: Number(row.mu), sigma: Number(row.sigma) }]));
  };

  it('rates the players of a confirmed final, and a corrected final changes their ratings', async () => {
    const rater = await createOrganiser(app, 'Rhea');
    const server = rater.server;
    const season = await startSeasonPhase(
      app,
      await registeredSeason(
        app,
        [{ name: 'Final', format: 'Single Elimination', participatingTeams: 2, isFinal: true }],
        { eventName: 'Duel Cup', format: 2, server: { id: server.id }, teams: ['Ravens', 'Wolves'] },
      ),
    );
    const players = (name: string) =>
      season.teams.find((team) => team.name === name)!.players.map((player) => player.userId);
    expect(await storedRatings(server.id)).toEqual(new Map());

    const [displayId] = [...season.matchIds.keys()];
    const final = await app.em().findOneOrFail(Match, { id: season.matchIds.get(displayId!)! });
    const ravensAreA = season.teams.find((team) => team.id === final.teamA!.id)!.name === 'Ravens';
    // Ravens win 2-1, confirmed by the Wolves' captain.
    await playSeasonMatch(app, season, displayId!, ravensAreA ? 'A' : 'B');
    const won = await storedRatings(server.id);
    expect(won.size).toBe(4);
    const expectedWin = rateResult(
      new Map(),
      duelResult(players('Ravens'), players('Wolves'), { scoreA: 2, scoreB: 1 })!,
    );
    for (const userId of [...players('Ravens'), ...players('Wolves')]) {
      expect(won.get(userId)!.mu).toBeCloseTo(expectedWin.get(userId)!.mu, 9);
      expect(won.get(userId)!.sigma).toBeCloseTo(expectedWin.get(userId)!.sigma, 9);
    }
    for (const userId of players('Ravens')) expect(won.get(userId)!.mu).toBeGreaterThan(25);
    for (const userId of players('Wolves')) expect(won.get(userId)!.mu).toBeLessThan(25);

    // The final was typed the wrong way round: the Wolves won 2-0. The correction recomputes the ratings
    // from the results as they now stand: the Wolves' players are rated above the Ravens'.
    const corrected = await (await signedIn(app, rater.user)).post(
      `/api/matches/${final.id}/rulings/correct`,
      {
        scoreA: ravensAreA ? 0 : 2,
        scoreB: ravensAreA ? 2 : 0,
        reason: 'The Wolves won 2-0',
      },
    );
    expect(corrected.status).toBe(200);
    const after = await storedRatings(server.id);
    const expectedCorrected = rateResult(
      new Map(),
      duelResult(players('Wolves'), players('Ravens'), { scoreA: 2, scoreB: 0 })!,
    );
    expect(after.size).toBe(4);
    for (const userId of [...players('Ravens'), ...players('Wolves')]) {
      expect(after.get(userId)!.mu).toBeCloseTo(expectedCorrected.get(userId)!.mu, 9);
      expect(after.get(userId)!.sigma).toBeCloseTo(expectedCorrected.get(userId)!.sigma, 9);
    }
    for (const userId of players('Wolves')) expect(after.get(userId)!.mu).toBeGreaterThan(25);
    for (const userId of players('Ravens')) expect(after.get(userId)!.mu).toBeLessThan(25);
    // Another server's community is untouched.
    expect((await storedRatings(organiser.server.id)).has(players('Wolves')[0]!)).toBe(false);
  });

  it('rates every squad of an entered lobby result by its placement', async () => {
    const server = await createServer(app, 'Lobby Server');
    const season = await bgmiSeasonAfterLobby1(app, { server: { id: server.id } });
    const stored = await storedRatings(server.id);
    expect(stored.size).toBe(32 * 4);
    const rosterOf = new Map(
      season.teams.map((team) => [team.id, team.players.map((player) => player.userId)]),
    );
    let expected = new Map<string, { mu: number; sigma: number }>();
    for (const lobbyMatchId of season.lobbyMatchIds) {
      const placings = await app
        .em()
        .find(LobbyResult, { lobbyMatch: lobbyMatchId }, { orderBy: { placement: 'asc' } });
      expected = rateResult(
        expected,
        lobbyResult(
          placings.map((row) => ({ roster: rosterOf.get(row.team.id)!, placement: row.placement })),
        ),
      );
      // Within a lobby, each placement's players are rated below the squad that finished above it.
      const mus = placings.map((row) => stored.get(rosterOf.get(row.team.id)![0]!)!.mu);
      expect(mus).toEqual([...mus].sort((a, b) => b - a));
      expect(mus[0]).toBeGreaterThan(25);
      expect(mus.at(-1)).toBeLessThan(25);
    }
    for (const [userId, rating] of expected) {
      expect(stored.get(userId)!.mu).toBeCloseTo(rating.mu, 9);
      expect(stored.get(userId)!.sigma).toBeCloseTo(rating.sigma, 9);
    }
    expect(await app.em().count(LobbyMatch, { tournament: season.tournamentId, status: 'completed' })).toBe(
      2,
    );
  });
});
