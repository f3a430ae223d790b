import { addDays, istToday } from '@galaxia/core';
import {
  DiscordServer,
  type Orm,
  Phase,
  RegistrationWindow,
  Team,
  TeamMember,
  Tournament,
  User,
} from '@galaxia/core/server';
import { snowflake } from './test-services.ts';

/** A server with a published tournament whose registration is open now (one phase of eight places). */
export async function serverWithOpenTournament(orm: Orm) {
  const em = orm.em.fork();
  const today = istToday(new Date());
  const server = em.create(DiscordServer, { id: snowflake(), name: 'Roles Server' });
  const tournament = em.create(Tournament, {
    server,
    eventName: 'Monsoon Cup',
    seasonNumber: 1,
    gameId: 'valorant',
    publishDate: addDays(today, -3),
    format: 2,
    requiresVerification: false,
    lifecycle: 'published',
  });
  em.create(RegistrationWindow, {
    tournament,
    position: 0,
    startDate: addDays(today, -2),
    startTime: '00:00',
    endDate: addDays(today, 2),
    endTime: '23:59',
  });
  em.create(Phase, {
    tournament,
    position: 0,
    name: 'Playoffs',
    format: 'Single Elimination',
    participatingTeams: 8,
    qualifiedTeams: [],
    qualifyingTeams: [],
    isFinal: true,
  });
  await em.flush();
  return { guildId: server.id, tournamentId: tournament.id };
}

/** A team of a captain and `members` players, all Galaxia users with Discord ids. */
export async function teamOf(orm: Orm, name: string, members = 1) {
  const em = orm.em.fork();
  const team = em.create(Team, { name, gameId: 'valorant' });
  const people = Array.from({ length: 1 + members }, (_, i) =>
    em.create(User, { discordId: snowflake(), name: i === 0 ? `${name} Captain` : `${name} Player ${i}` }),
  );
  for (const [i, user] of people.entries()) {
    em.create(TeamMember, { team, user, role: i === 0 ? 'captain' : 'member', status: 'active' });
  }
  await em.flush();
  const [captain, ...players] = people.map((user) => ({
    userId: user.id,
    discordId: user.discordId ?? '',
    name: user.name,
  }));
  return { id: team.id, captain: captain!, players };
}
