import {
  Announcement,
  DiscordServer,
  Match,
  type Orm,
  Phase,
  Team,
  TeamMember,
  Tournament,
  User,
} from '@galaxia/core/server';
import { snowflake } from './test-services.ts';

export interface MatchFixture {
  serverId: string;
  tournamentId: string;
  matchId: string;
  captains: { teamName: string; discordId: string }[];
}

/** A tournament with one match between two captained teams, scheduled for `scheduledTime`. */
export async function scheduledMatch(
  orm: Orm,
  options: { scheduledTime: Date; notificationChannelId?: string | null },
): Promise<MatchFixture> {
  const em = orm.em.fork();
  const server = em.create(DiscordServer, {
    id: snowflake(),
    name: 'Reminder Server',
    notificationChannelId: options.notificationChannelId ?? null,
  });
  const tournament = em.create(Tournament, {
    server,
    eventName: 'Monsoon Cup',
    seasonNumber: 1,
    gameId: 'valorant',
    publishDate: '2026-01-01',
  });
  const phase = em.create(Phase, {
    tournament,
    position: 0,
    name: 'Playoffs',
    format: 'Single Elimination',
    qualifiedTeams: [],
    qualifyingTeams: [],
    isFinal: true,
    status: 'active',
  });
  const sides = ['Night Owls', 'Storm Riders'].map((name) => {
    const team = em.create(Team, { name, gameId: 'valorant' });
    const captain = em.create(User, { discordId: snowflake(), name: `${name} captain` });
    em.create(TeamMember, { team, user: captain, role: 'captain', status: 'active' });
    return { team, captain };
  });
  phase.seeds = sides.map(({ team }) => team.id);
  const match = em.create(Match, {
    tournament,
    phase,
    displayId: 'final',
    name: 'Final',
    roundKey: 'r-1',
    round: 1,
    side: 'main',
    position: 1,
    playOrder: 0,
    dependsOn: [
      { type: 'seed', seed: 1 },
      { type: 'seed', seed: 2 },
    ],
    teamA: sides[0]?.team,
    teamB: sides[1]?.team,
    bracketStatus: 'pending',
    status: 'scheduled',
    scheduledTime: options.scheduledTime,
  });
  await em.flush();
  return {
    serverId: server.id,
    tournamentId: tournament.id,
    matchId: match.id,
    captains: sides.map(({ team, captain }) => ({ teamName: team.name, discordId: captain.discordId ?? '' })),
  };
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
