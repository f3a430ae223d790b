import {
  type CompetitionPorts,
  clockFrom,
  correctMatchResult,
  type DiscordNotification,
  loadNotificationFacts,
  Match,
  NO_PORTS,
  now,
  Phase,
  resetClock,
  setClock,
  Tournament,
} from '@galaxia/core/server';
import {
  actorOf,
  dbOf,
  groupOfFourIntoFinal,
  playSeasonMatch,
  registeredSeason,
  startSeasonPhase,
} from '@galaxia/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { notificationMessage } from '../notices/render-notice.ts';
import { useScheduledJob } from '../test-support/running-workers.ts';
import { duelPhaseCloseProcessor } from './duel-phase-close.ts';

const MINUTE = 60_000;

/** Issue 28 item 2: a duel phase completes once its last result is past the dispute window, on the shared clock. */
describe('completing duel phases on the workers timer', () => {
  const posts: DiscordNotification[] = [];
  const updates: string[] = [];
  // The pass sweeps every tournament in the database, other test files' too: only this test's one is heard.
  let watched = '';
  const ports: CompetitionPorts = {
    notify: async (notification) => {
      if (notification.tournamentId === watched) posts.push(notification);
    },
    publish: async (tournamentId, update) => {
      if (tournamentId !== watched) return;
      if (update.type === 'phase') updates.push(`phase ${update.phaseIndex} ${update.status}`);
      if (update.type === 'tournament') updates.push(`tournament ${update.lifecycle}`);
    },
  };
  const { services, pass } = useScheduledJob(({ orm }) => duelPhaseCloseProcessor({ orm, ports }));
  afterEach(() => resetClock());

  /** One group of four (the top two qualify) feeding a final; every group match played. */
  async function groupPlayed(eventName: string) {
    const db = dbOf(services.orm);
    const season = await startSeasonPhase(
      db,
      await registeredSeason(db, groupOfFourIntoFinal(), {
        eventName,
        teams: ['Alpha', 'Bravo', 'Charlie', 'Delta'],
      }),
    );
    const rank = (id: string) => season.teams.findIndex((team) => team.id === id);
    const groupMatches = await db
      .em()
      .find(Match, { tournament: season.tournamentId }, { orderBy: { playOrder: 'asc' } });
    for (const match of groupMatches) {
      // The better-registered team wins, except that Delta beats Charlie.
      const aWins = rank(match.teamA!.id) < rank(match.teamB!.id);
      const upset =
        new Set([match.teamA!.id, match.teamB!.id]).size === 2 &&
        [match.teamA!.id, match.teamB!.id].every((id) => rank(id) >= 2);
      await playSeasonMatch(db, season, match.displayId, aWins !== upset ? 'A' : 'B');
    }
    const statuses = async () =>
      (await db.em().find(Phase, { tournament: season.tournamentId }, { orderBy: { position: 'asc' } })).map(
        (phase) => phase.status,
      );
    posts.length = 0;
    updates.length = 0;
    watched = season.tournamentId;
    return { db, season, lastResult: now(), statuses };
  }

  it('keeps the groups open for 15 minutes after the last result, then starts the final', async () => {
    const { db, lastResult, statuses } = await groupPlayed('Duel Timer Open');
    await pass();
    expect(await statuses()).toEqual(['active', 'not_started']);
    setClock(clockFrom(new Date(lastResult.getTime() + 14 * MINUTE)));
    await pass();
    expect(await statuses()).toEqual(['active', 'not_started']);

    setClock(clockFrom(new Date(lastResult.getTime() + 16 * MINUTE)));
    expect(((await pass()) as { completed: number }).completed).toBeGreaterThanOrEqual(1);
    expect(await statuses()).toEqual(['completed', 'active']);
    expect(updates).toEqual(['phase 0 completed', 'phase 1 active']);
    expect(posts.map((post) => post.kind)).toEqual(['phase-started']);
    const facts = (await loadNotificationFacts(db.em(), posts[0]!))!;
    expect(notificationMessage(facts, 'https://galaxia.test').embeds?.[0]?.title).toBe('Final has started');
  });

  it('takes a correction of the last result inside the window, and completes the tournament after the final', async () => {
    const { db, season, lastResult, statuses } = await groupPlayed('Duel Timer Cup');
    const teamName = (id: string | undefined) => season.teams.find((team) => team.id === id)?.name;
    // Delta beat Charlie: Delta is third. Corrected inside the window, Charlie wins that match instead.
    const rows = await db
      .em()
      .find(Match, { tournament: season.tournamentId }, { orderBy: { playOrder: 'asc' } });
    const charlieDelta = rows.find((row) =>
      [row.teamA, row.teamB].every((team) => ['Charlie', 'Delta'].includes(teamName(team?.id) ?? '')),
    )!;
    setClock(clockFrom(new Date(lastResult.getTime() + 10 * MINUTE)));
    await correctMatchResult(
      season.ctx(actorOf(season.organiser)),
      {
        matchId: charlieDelta.id,
        ...(teamName(charlieDelta.teamA!.id) === 'Charlie'
          ? { scoreA: 2, scoreB: 0 }
          : { scoreA: 0, scoreB: 2 }),
        reason: 'Charlie won both maps',
        resetPlayed: false,
      },
      NO_PORTS,
    );
    expect(await statuses()).toEqual(['active', 'not_started']);

    setClock(clockFrom(new Date(lastResult.getTime() + 16 * MINUTE)));
    expect(((await pass()) as { completed: number }).completed).toBeGreaterThanOrEqual(1);
    const finalPhase = (
      await db.em().find(Phase, { tournament: season.tournamentId }, { orderBy: { position: 'asc' } })
    )[1]!;
    expect(finalPhase.seeds!.map(teamName)).toEqual(['Alpha', 'Bravo']);

    season.matchIds.set(
      'final',
      (await db.em().findOneOrFail(Match, { phase: finalPhase.id, displayId: 'final' })).id,
    );
    await playSeasonMatch(db, season, 'final', 'B');
    const finalResult = now();
    updates.length = 0;
    posts.length = 0;
    const lifecycle = async () =>
      (await db.em().findOneOrFail(Tournament, { id: season.tournamentId })).lifecycle;
    setClock(clockFrom(new Date(finalResult.getTime() + 14 * MINUTE)));
    await pass();
    expect(await lifecycle()).toBe('published');
    expect(updates).toEqual([]);
    setClock(clockFrom(new Date(finalResult.getTime() + 16 * MINUTE)));
    expect(((await pass()) as { completed: number }).completed).toBeGreaterThanOrEqual(1);
    expect(await lifecycle()).toBe('completed');
    expect(updates).toEqual(['phase 1 completed', 'tournament completed']);
    expect(posts.map((post) => post.kind)).toEqual(['tournament-completed']);
  });
});
