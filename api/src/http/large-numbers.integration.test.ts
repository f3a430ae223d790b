import { Phase, Tournament } from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganiser, signedIn } from '../test-support/actors.ts';
import { createEventThroughApi } from '../test-support/event-setup.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

/** The probe's inputs that used to reach int4 columns or the calendar planner and answer 500. */
describe('large numbers', () => {
  let app: TestApp;
  let owner: HttpClient;
  let serverId: string;
  beforeAll(async () => {
    app = await startTestApp();
    const organiser = await createOrganiser(app, 'Big Numbers');
    serverId = organiser.server.id;
    owner = await signedIn(app, organiser.user);
  });
  afterAll(() => app.close());

  const answer = async (response: Promise<Response>) => {
    const settled = await response;
    // The body also names the field (`fields`); what a person reads is `error`.
    const { error } = (await settled.json()) as { error: string };
    return [settled.status, { error }];
  };

  const newDraft = (eventName: string, gameId: string) =>
    createEventThroughApi(owner, { eventName, seasonNumber: 1, gameId, serverId, publishDate: '2026-12-01' });

  it('refuses season 3000000000 with 400 and stores nothing', async () => {
    const eventName = `Season Overflow ${crypto.randomUUID()}`;
    const payload = {
      eventName,
      seasonNumber: 3_000_000_000,
      gameId: 'bgmi',
      serverId,
      publishDate: '2026-12-01',
    };
    expect(await answer(owner.post('/api/createEvent', payload))).toEqual([
      400,
      { error: 'Season number can be at most 9999' },
    ]);
    expect(await app.em().count(Tournament, { eventName })).toBe(0);
  });

  it('refuses numberOfGroups 524288 and a 5,000-team phase with 400; the calendar still reads', async () => {
    const id = await newDraft('Group Overflow', 'bgmi');
    const groups = {
      name: 'Groups',
      format: 'Group Stage',
      invitedTeams: 0,
      participatingTeams: 1024,
      numberOfGroups: 524_288,
      qualifyingTeams: [2],
    };
    expect(await answer(owner.put(`/api/updateEvent/roadmap/${id}`, { phases: [groups] }))).toEqual([
      400,
      { error: 'A group stage can have at most 256 groups' },
    ]);
    const open = { name: 'Open', format: 'Single Elimination', invitedTeams: 0, participatingTeams: 5000 };
    expect(await answer(owner.put(`/api/updateEvent/roadmap/${id}`, { phases: [open] }))).toEqual([
      400,
      { error: 'Team counts can be at most 4096' },
    ]);
    expect(await app.em().count(Phase, { tournament: id })).toBe(0);
    expect((await owner.get(`/api/getEvent/calendar/${id}`)).status).toBe(200);
  });

  it('refuses scores and kills above int4 with 400 before looking at the match', async () => {
    const matchId = crypto.randomUUID();
    expect(
      await answer(owner.post(`/api/matches/${matchId}/report`, { scoreA: 2 ** 31, scoreB: 0 })),
    ).toEqual([400, { error: 'Scores must be at most 9999' }]);
    const line = { userId: crypto.randomUUID(), kills: 2 ** 31, deaths: 0 };
    expect(
      await answer(
        owner.post(`/api/matches/${matchId}/report`, { scoreA: 1, scoreB: 0, playerStats: [line] }),
      ),
    ).toEqual([400, { error: 'Player stats must be whole numbers from 0 to 1000000' }]);
    expect(
      await answer(owner.post(`/api/matches/${matchId}/resolve`, { scoreA: 0, scoreB: 3_000_000_000 })),
    ).toEqual([400, { error: 'Scores must be at most 9999' }]);
  });

  it('refuses a Town Hall count above int4 with 400', async () => {
    const id = await newDraft('Breakdown Overflow', 'coc');
    expect(
      await answer(owner.put(`/api/tournaments/${id}/breakdown`, { breakdown: { '12': 2 ** 31 } })),
    ).toEqual([400, { error: 'Town Hall counts must be at most 10000' }]);
  });
});
