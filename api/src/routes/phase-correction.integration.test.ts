import { completeFinalDuelPhases, Match, now, Phase, Ruling } from '@galaxia/core/server';
import { groupOfFourIntoFinal, playSeasonMatch, registeredSeason, startSeasonPhase } from '@galaxia/testkit';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../test-support/actors.ts';
import { useTestApp } from '../test-support/suite-app.ts';

/**
 * Issue 28 item 2 over HTTP: a group stage's last result can be corrected inside its dispute window, and a
 * correction after the groups completed re-derives the final's entrants until the final has a result.
 */
describe('correcting the result that decides who qualifies', () => {
  const app = useTestApp();
  const MINUTE = 60_000;

  /** One group of four, the top two into a final; the better-registered team wins every group match. */
  async function groupsPlayed(eventName: string) {
    const season = await startSeasonPhase(
      app,
      await registeredSeason(app, groupOfFourIntoFinal(), {
        eventName,
        teams: ['Alpha', 'Bravo', 'Charlie', 'Delta'],
        people: { isDemo: true },
      }),
    );
    const rank = (id: string) => season.teams.findIndex((team) => team.id === id);
    const rows = await app
      .em()
      .find(Match, { tournament: season.tournamentId }, { orderBy: { playOrder: 'asc' } });
    for (const row of rows)
      await playSeasonMatch(
        app,
        season,
        row.displayId,
        rank(row.teamA!.id) < rank(row.teamB!.id) ? 'A' : 'B',
      );
    const nameOf = (id: string | undefined) => season.teams.find((team) => team.id === id)?.name;
    const bravoCharlie = rows.find((row) =>
      [row.teamA, row.teamB].every((team) => ['Bravo', 'Charlie'].includes(nameOf(team?.id) ?? '')),
    )!;
    const owner = await signedIn(app, { id: season.organiser.userId });
    /** Charlie beat Bravo after all: Charlie is the group's runner-up instead of Bravo. */
    const correction = () =>
      owner.post(`/api/matches/${bravoCharlie.id}/rulings/correct`, {
        ...(nameOf(bravoCharlie.teamA!.id) === 'Charlie'
          ? { scoreA: 2, scoreB: 0 }
          : { scoreA: 0, scoreB: 2 }),
        reason: 'Charlie won both maps; the captain typed it the wrong way round',
      });
    const phases = async () =>
      app.em().find(Phase, { tournament: season.tournamentId }, { orderBy: { position: 'asc' } });
    const finalSeeds = async () => ((await phases())[1]!.seeds ?? []).map(nameOf);
    const passWindow = () =>
      completeFinalDuelPhases(
        app.em(),
        {},
        {
          at: new Date(now().getTime() + 16 * MINUTE),
          tournamentId: season.tournamentId,
        },
      );
    return { season, owner, correction, phases, finalSeeds, passWindow, bravoCharlie, nameOf };
  }

  it('takes a correction of the last group result inside its window; the final starts from it after the window', async () => {
    const { correction, phases, finalSeeds, passWindow } = await groupsPlayed('Window Cup');
    expect((await phases()).map((phase) => phase.status)).toEqual(['active', 'not_started']);
    const answer = await correction();
    expect([answer.status, await answer.json()]).toMatchObject([200, { status: 'completed' }]);
    expect((await phases()).map((phase) => phase.status)).toEqual(['active', 'not_started']);

    expect(await passWindow()).toHaveLength(1);
    expect((await phases()).map((phase) => phase.status)).toEqual(['completed', 'active']);
    expect(await finalSeeds()).toEqual(['Alpha', 'Charlie']);
  });

  it('re-derives the final after the groups completed, and announces who is in and who is out', async () => {
    const { season, correction, finalSeeds, passWindow, bravoCharlie } = await groupsPlayed('Rederive Cup');
    await passWindow();
    expect(await finalSeeds()).toEqual(['Alpha', 'Bravo']);

    expect((await correction()).status).toBe(200);
    expect(await finalSeeds()).toEqual(['Alpha', 'Charlie']);
    const announcements = await app.client().get(`/api/events/${season.tournamentId}/announcements`);
    expect(announcements.status).toBe(200);
    expect(JSON.stringify(await announcements.json())).toContain(
      `A ruling on ${bravoCharlie.name} changed who qualifies from Groups. In: Charlie. Out: Bravo. Final starts again with the new qualifiers.`,
    );
    const queued = await app.queues
      .queue('discord-notifications')
      .getJobs(['waiting', 'delayed', 'completed']);
    expect(
      queued.filter(
        (job) => job.data.tournamentId === season.tournamentId && job.data.kind === 'announcement',
      ),
    ).toEqual([expect.objectContaining({ data: expect.objectContaining({ log: true }) })]);
  });

  it('refuses the correction with 409 once the final has a result, storing nothing', async () => {
    const { season, correction, finalSeeds, passWindow, bravoCharlie, nameOf } =
      await groupsPlayed('Final Cup');
    await passWindow();
    season.matchIds.set(
      'final',
      (await app.em().findOneOrFail(Match, { tournament: season.tournamentId, displayId: 'final' })).id,
    );
    await playSeasonMatch(app, season, 'final', 'A');

    const answer = await correction();
    expect([answer.status, await answer.json()]).toEqual([
      409,
      {
        error:
          'This changes who qualifies from Groups, but the next phase already has played results (Final). Who qualified can no longer change: correct the result only to a score that keeps the same qualifiers.',
        code: 'QUALIFIERS_FINAL',
        fields: { played: ['Final'] },
      },
    ]);
    const stored = await app.em().findOneOrFail(Match, { id: bravoCharlie.id }, { populate: ['winner'] });
    expect(nameOf(stored.winner?.id)).toBe('Bravo');
    expect(await app.em().count(Ruling, { tournament: season.tournamentId })).toBe(0);
    expect(await finalSeeds()).toEqual(['Alpha', 'Bravo']);
  });
});
