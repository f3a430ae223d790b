import {
  Announcement,
  completeFinalDuelPhases,
  DiscordServer,
  Match,
  now,
  type Orm,
} from '@galaxia/core/server';
import { dbOf, playSeasonMatch, registeredSeason, type Season, startSeasonPhase } from '@galaxia/testkit';

export interface MatchFixture {
  serverId: string;
  tournamentId: string;
  matchId: string;
  captains: { teamName: string; discordId: string }[];
}

/**
 * A tournament with one match between two captained teams (the testkit's two-team season, started),
 * which the organiser scheduled for `scheduledTime`.
 */
export async function scheduledMatch(
  orm: Orm,
  options: { scheduledTime: Date; notificationChannelId?: string | null },
): Promise<MatchFixture> {
  const db = dbOf(orm);
  const season = await startSeasonPhase(
    db,
    await registeredSeason(db, [{ name: 'Playoffs', format: 'Single Elimination', participatingTeams: 2 }], {
      eventName: 'Monsoon Cup',
      teams: ['Night Owls', 'Storm Riders'],
      server: { name: 'Reminder Server' },
    }),
  );
  if (options.notificationChannelId) {
    await orm.em
      .fork()
      .nativeUpdate(
        DiscordServer,
        { id: season.serverId },
        { notificationChannelId: options.notificationChannelId },
      );
  }
  seasons.set(season.tournamentId, season);
  const matchId = season.matchIds.get('final')!;
  // Written as the organiser's time, without the reminder job the set-time use case would queue.
  await orm.em
    .fork()
    .nativeUpdate(Match, { id: matchId }, { status: 'scheduled', scheduledTime: options.scheduledTime });
  return {
    serverId: season.serverId,
    tournamentId: season.tournamentId,
    matchId,
    captains: season.teams.map((team) => ({ teamName: team.name, discordId: team.captain.discordId })),
  };
}

const seasons = new Map<string, Season>();

/**
 * Plays the final of a `scheduledMatch` tournament through the use cases, then runs the workers' timer
 * past its dispute window: the tournament completes.
 */
export async function playFinal(orm: Orm, tournamentId: string, winner: 'A' | 'B'): Promise<void> {
  await playSeasonMatch(dbOf(orm), seasons.get(tournamentId)!, 'final', winner);
  const pastDisputeWindow = new Date(now().getTime() + 16 * 60_000);
  await completeFinalDuelPhases(orm.em.fork(), {}, { at: pastDisputeWindow, tournamentId });
}

export async function moveMatch(orm: Orm, matchId: string, scheduledTime: Date): Promise<void> {
  const em = orm.em.fork();
  const match = await em.findOneOrFail(Match, { id: matchId });
  match.scheduledTime = scheduledTime;
  await em.flush();
}

export async function postAnnouncement(orm: Orm, tournamentId: string, title: string): Promise<string> {
  const em = orm.em.fork();
  const announcement = em.create(Announcement, {
    tournament: tournamentId,
    type: 'important',
    title,
    content: 'Check-in opens 30 minutes before every match.',
  });
  await em.flush();
  return announcement.id;
}
