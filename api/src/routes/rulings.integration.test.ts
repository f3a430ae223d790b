import { type RulingLog, rulingLogSchema } from '@galaxia/core';
import { singleEliminationSemiFinalsPending } from '@galaxia/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../test-support/actors.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

/** The rulings over HTTP: who may rule, what a refused ruling answers, and the log the console reads. */

const json = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('rulings over HTTP', () => {
  let app: TestApp;
  let owner: HttpClient;
  let captain: HttpClient;
  let tournamentId: string;
  let matchIds: Map<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    const season = await singleEliminationSemiFinalsPending(app, {
      eventName: 'Rulings Cup',
      organiser: 'Aditi',
      people: { isDemo: true },
    });
    ({ tournamentId, matchIds } = season);
    owner = await signedIn(app, { id: season.organiser.userId });
    captain = await signedIn(app, { id: season.teams[0]!.captain.userId });
  });

  afterAll(() => app.close());

  it('answers 403 to a captain and 400 without a reason', async () => {
    const path = `/api/matches/${matchIds.get('sf-1')}/rulings/forfeit`;
    expect(await json(await captain.post(path, { forfeiting: 'B', reason: 'They left' }))).toEqual({
      status: 403,
      body: { error: 'Only an organiser can do that', code: 'MATCH_ORGANISER_ONLY' },
    });
    expect(await json(await owner.post(path, { forfeiting: 'B', reason: '  ' }))).toMatchObject({
      status: 400,
      body: { error: 'Say why you are making this ruling' },
    });
  });

  it('forfeits, refuses a correction that would undo a played final with its list, and logs both', async () => {
    const sf1 = matchIds.get('sf-1')!;
    const sf2 = matchIds.get('sf-2')!;
    expect(
      await json(
        await owner.post(`/api/matches/${sf1}/rulings/forfeit`, { forfeiting: 'B', reason: 'No-show' }),
      ),
    ).toMatchObject({ status: 200, body: { status: 'completed', scoreA: 1, scoreB: 0, winner: 'A' } });
    await owner.post(`/api/matches/${sf2}/rulings/forfeit`, { forfeiting: 'A', reason: 'No-show' });
    await owner.post(`/api/matches/${matchIds.get('final')}/rulings/forfeit`, {
      forfeiting: 'B',
      reason: 'Late',
    });

    expect(
      await json(
        await owner.post(`/api/matches/${sf1}/rulings/correct`, {
          scoreA: 0,
          scoreB: 2,
          reason: 'Wrong side',
        }),
      ),
    ).toEqual({
      status: 409,
      body: {
        error: 'This would undo matches already played: Final. Confirm to send them back to be played again.',
        code: 'RULING_WOULD_UNDO',
        fields: { undone: ['Final'] },
      },
    });

    const answer = await owner.get(`/api/organiser/tournaments/${tournamentId}/rulings`);
    expect(answer.status).toBe(200);
    const log: RulingLog = rulingLogSchema.parse(await answer.json());
    expect(log.rulings.map((r) => [r.kind, r.matchName])).toEqual([
      ['forfeit', 'Final'],
      ['forfeit', 'Semi-final 2'],
      ['forfeit', 'Semi-final 1'],
    ]);
    expect(log.rulings[0]).toMatchObject({ organiser: 'Aditi', reason: 'Late' });
    expect((await captain.get(`/api/organiser/tournaments/${tournamentId}/rulings`)).status).toBe(404);
  });
});
