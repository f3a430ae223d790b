import { type CompetitionPorts, type DiscordNotification, Match, MatchCheckIn } from '@galaxia/core/server';
import { dbOf, registeredSeason, startSeasonPhase } from '@galaxia/testkit';
import { startedBeforeAll } from '@galaxia/testkit/before-all';
import { describe, expect, it } from 'vitest';
import { openTestServices } from '../test-support/test-services.ts';
import { matchCheckInCloseProcessor } from './match-check-in-close.ts';

/** Issue 28: a no-show forfeit is a result like any other, so the bot posts it. */
describe('closing a match’s check-in on the workers', () => {
  const services = startedBeforeAll(() => openTestServices(), 'The test services');

  it('forfeits the team that did not check in and posts the result to Discord', async () => {
    const db = dbOf(services.orm);
    const season = await startSeasonPhase(
      db,
      await registeredSeason(
        db,
        [{ name: 'Final', format: 'Single Elimination', participatingTeams: 2, isFinal: true }],
        { eventName: 'No-show Cup', teams: ['Present', 'Absent'] },
      ),
    );
    const em = db.em();
    const match = await em.findOneOrFail(
      Match,
      { tournament: season.tournamentId },
      { populate: ['teamA', 'teamB'] },
    );
    const scheduledTime = new Date(Date.now() - 60_000);
    match.status = 'scheduled';
    match.scheduledTime = scheduledTime;
    em.create(MatchCheckIn, { match, team: match.teamA!, checkedInBy: null, checkedInAt: new Date() });
    await em.flush();

    const posts: DiscordNotification[] = [];
    const ports: CompetitionPorts = {
      notify: async (notification) => {
        posts.push(notification);
      },
    };
    const processor = matchCheckInCloseProcessor({ orm: services.orm, ports });
    await expect(
      processor.run(
        { tournamentId: season.tournamentId, matchId: match.id, scheduledTime: scheduledTime.toISOString() },
        { redis: services.redis, attempt: 1, finalAttempt: false },
      ),
    ).resolves.toEqual({ outcome: 'forfeit' });
    const stored = await db.em().findOneOrFail(Match, match.id, { populate: ['winner'] });
    expect({ status: stored.status, winner: stored.winner?.name }).toEqual({
      status: 'completed',
      winner: 'Present',
    });
    expect(posts.filter((post) => post.kind === 'match-completed')).toEqual([
      {
        kind: 'match-completed',
        tournamentId: season.tournamentId,
        matchId: match.id,
        resultVersion: expect.any(Number),
      },
    ]);
  });
});
