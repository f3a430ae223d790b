import { createSingleElimination, type MatchVetoView } from '@galaxia/core';
import { createMatchRow, Match, Phase, Ruling, Team, TeamMember, Tournament } from '@galaxia/core/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrganiser, createUser, signedIn } from '../test-support/actors.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { expectAnswer, expectAnswerLike } from '../test-support/story-answers.ts';
import { useTestApp } from '../test-support/suite-app.ts';

/**
 * The map veto over HTTP: the organiser's pool and template (refusals with their messages), the public
 * read, the captains' steps with the stranger, the other captain and a stale click refused, and the
 * organiser's reset as a logged ruling.
 */
describe('map veto routes', () => {
  const app = useTestApp();
  let organiser: HttpClient;
  let first: HttpClient;
  let second: HttpClient;
  let stranger: HttpClient;
  let tournamentId = '';
  let matchId = '';

  beforeAll(async () => {
    const owner = await createOrganiser(app, 'Veto Organiser');
    organiser = await signedIn(app, owner.user);
    const em = app.em();
    const tournament = em.create(Tournament, {
      server: owner.server.id,
      eventName: 'Veto Cup',
      seasonNumber: 1,
      gameId: 'valorant',
      publishDate: '2026-01-01',
      format: 5,
      prizePool: '₹10,000',
      lifecycle: 'published',
    });
    const captains = [];
    const teams = [];
    for (const name of ['Nova', 'Orbit']) {
      const captain = await createUser(app, `${name} Captain`);
      const team = em.create(Team, { id: crypto.randomUUID(), name, gameId: 'valorant' });
      em.create(TeamMember, { team, user: captain.id, role: 'captain', status: 'active' });
      captains.push(captain);
      teams.push(team);
    }
    const state = createSingleElimination(teams.map((team) => team.id));
    const phase = em.create(Phase, {
      tournament,
      position: 0,
      name: 'Final',
      format: 'Single Elimination',
      participatingTeams: 2,
      qualifiedTeams: [],
      qualifyingTeams: [],
      isFinal: true,
      status: 'active',
      seeds: state.teams,
      bestOf: { 'r-1': 3 },
    });
    state.matches.forEach((match, playOrder) => {
      createMatchRow(em, { tournament, phase, match, playOrder });
    });
    await em.flush();
    tournamentId = tournament.id;
    matchId = (await app.em().findOneOrFail(Match, { tournament: tournament.id })).id;
    // Seed 1 (Nova) is team A and acts first.
    first = await signedIn(app, captains[0]!);
    second = await signedIn(app, captains[1]!);
    stranger = await signedIn(app, await createUser(app, 'Stranger'));
  });

  it('lets the organiser edit the pool and the BO3 template, refusing what cannot run', async () => {
    const path = `/api/organiser/tournaments/${tournamentId}/veto-settings`;
    await expectAnswerLike(organiser.get(path), 200, {
      game: 'valorant',
      settings: { firstRule: 'seed', stepSeconds: 60 },
    });
    const settings = {
      pool: ['ascent', 'bind', 'haven', 'lotus', 'sunset'],
      sequences: {},
      firstRule: 'seed',
      stepSeconds: 60,
    };
    await expectAnswerLike(
      organiser.put(path, { settings: { ...settings, pool: ['ascent', 'ascent'] } }),
      400,
      {
        error: 'Ascent is in the pool twice',
      },
    );
    await expectAnswerLike(
      organiser.put(path, {
        settings: {
          ...settings,
          sequences: {
            '3': [
              { action: 'ban', team: 'A' },
              { action: 'pick', team: 'B' },
              { action: 'pick', team: 'A' },
              { action: 'ban', team: 'B' },
              { action: 'ban', team: 'A' },
              { action: 'pick', team: 'B' },
            ],
          },
        },
      }),
      400,
      { error: 'This sequence bans or picks 6 maps but the pool has only 5' },
    );
    await expectAnswerLike(first.get(path), 404, {});
    const saved = await expectAnswer(
      organiser.put(path, {
        settings: {
          ...settings,
          sequences: {
            '3': [
              { action: 'ban', team: 'A' },
              { action: 'ban', team: 'B' },
              { action: 'pick', team: 'A' },
              { action: 'side', team: 'B' },
              { action: 'pick', team: 'B' },
              { action: 'side', team: 'A' },
              { action: 'decider' },
              { action: 'side', team: 'B' },
            ],
          },
        },
      }),
      200,
    );
    expect(saved.settings.pool).toEqual(settings.pool);
  });

  it('runs the veto: the stranger, the other captain and a stale click are refused', async () => {
    const veto = `/api/matches/${matchId}/veto`;
    await expectAnswerLike(app.client().get(veto), 200, {
      status: 'waiting',
      teams: { A: 'Nova', B: 'Orbit' },
    });
    await expectAnswerLike(first.post(`${veto}/open`), 403, { error: 'Only an organiser can do that' });
    await expectAnswerLike(organiser.post(`${veto}/open`), 200, { status: 'open', firstSide: 'A' });
    await expectAnswerLike(app.client().post(`${veto}/steps`, { step: 0, map: 'bind' }), 401, {});
    await expectAnswerLike(stranger.post(`${veto}/steps`, { step: 0, map: 'bind' }), 403, {
      error: 'Only a representative of one of the two teams can do that',
    });
    await expectAnswerLike(second.post(`${veto}/steps`, { step: 0, map: 'bind' }), 403, {
      error: 'It is the other team’s turn in the map veto',
    });
    await expectAnswerLike(first.post(`${veto}/steps`, { step: 0, map: 'bind' }), 200, {
      turn: { index: 1, team: 'B' },
    });
    await expectAnswerLike(first.post(`${veto}/steps`, { step: 0, map: 'haven' }), 409, {
      error: 'This veto step has already been taken: look at the veto again',
    });
    await expectAnswerLike(second.post(`${veto}/steps`, { step: 1, map: 'sunset' }), 200, {});
    await expectAnswerLike(first.post(`${veto}/steps`, { step: 2, map: 'lotus' }), 200, {});
    await expectAnswerLike(second.post(`${veto}/steps`, { step: 3, side: 'attack' }), 200, {});
    await expectAnswerLike(second.post(`${veto}/steps`, { step: 4, map: 'ascent' }), 200, {});
    await expectAnswerLike(first.post(`${veto}/steps`, { step: 5, side: 'defence' }), 200, {});
    await expectAnswerLike(second.post(`${veto}/steps`, { step: 7, side: 'attack' }), 200, {
      status: 'done',
    });
    const read = await app.client().get(veto);
    const view = (await read.json()) as MatchVetoView;
    expect(view.maps.map((map) => [map.name, map.pickedBy, map.sideBy, map.side])).toEqual([
      ['Lotus', 'A', 'B', 'attack'],
      ['Ascent', 'B', 'A', 'defence'],
      ['Haven', null, 'B', 'attack'],
    ]);
    expect(view.yourSide).toBeNull();
  });

  it('the organiser resets the veto with a reason, logged as a ruling', async () => {
    const reset = `/api/matches/${matchId}/veto/reset`;
    await expectAnswerLike(organiser.post(reset, { reason: '' }), 400, {});
    await expectAnswerLike(second.post(reset, { reason: 'Again' }), 403, {
      error: 'Only an organiser can do that',
    });
    await expectAnswerLike(organiser.post(reset, { reason: 'Nova misclicked their pick' }), 200, {
      status: 'open',
      maps: [],
    });
    const ruling = await app.em().findOneOrFail(Ruling, { match: matchId });
    expect(ruling).toMatchObject({ kind: 'veto-reset', reason: 'Nova misclicked their pick' });
  });
});
