import { randomInt } from 'node:crypto';
import { addDays, istToday } from '@galaxia/core';
import {
  DiscordServer,
  GameAccount,
  grantStreamer,
  type Orm,
  Phase,
  RegistrationWindow,
  ServerMembership,
  Team,
  TeamMember,
  Tournament,
  User,
} from '@galaxia/core/server';
import { dbOf, registeredSeason, startSeasonPhase } from '@galaxia/testkit';
import type { InteractionUser } from './signed-interactions.ts';

export const snowflake = () => String(700_000_000_000_000_000n + BigInt(randomInt(1, 2 ** 47)));

/** Someone who has used Galaxia before (signed in on the web or used the bot); `demo` may use the demo sign-in. */
export async function person(
  orm: Orm,
  name: string,
  options: { demo?: boolean } = {},
): Promise<InteractionUser & { userId: string }> {
  const em = orm.em.fork();
  const discordId = snowflake();
  const user = em.create(User, { discordId, name, isDemo: options.demo ?? false });
  await em.flush();
  return { id: discordId, name, userId: user.id };
}

/** A Discord user Galaxia has never seen. */
export const stranger = (name: string): InteractionUser => ({ id: snowflake(), name });

export async function guild(orm: Orm, name = 'Galaxia Esports', id = snowflake()): Promise<string> {
  const em = orm.em.fork();
  const server = em.create(DiscordServer, { id, name });
  await em.flush();
  return server.id;
}

export async function makeAdmin(orm: Orm, guildId: string, userId: string) {
  const em = orm.em.fork();
  em.create(ServerMembership, { user: userId, server: guildId, isAdmin: true, isOwner: false });
  await em.flush();
}

/**
 * A published Valorant tournament of the guild whose registration is open now, with one phase of
 * eight places not yet started. Teams of `format` players; no verified accounts asked unless told.
 */
export async function openTournament(
  orm: Orm,
  guildId: string,
  options: { eventName?: string; format?: number; requiresVerification?: boolean } = {},
) {
  const em = orm.em.fork();
  const today = istToday(new Date());
  const tournament = em.create(Tournament, {
    server: guildId,
    eventName: options.eventName ?? 'Monsoon Cup',
    seasonNumber: 2,
    gameId: 'valorant',
    publishDate: addDays(today, -3),
    format: options.format ?? 2,
    requiresVerification: options.requiresVerification ?? false,
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
  return tournament.id;
}

/** A team whose captain (and members) are Galaxia users with Discord ids. */
export async function team(orm: Orm, name: string, options: { members?: number; gameId?: string } = {}) {
  const em = orm.em.fork();
  const row = em.create(Team, { name, gameId: options.gameId ?? 'valorant' });
  const people = Array.from({ length: 1 + (options.members ?? 1) }, (_, i) =>
    em.create(User, { discordId: snowflake(), name: i === 0 ? `${name} Captain` : `${name} Player ${i}` }),
  );
  for (const [i, user] of people.entries()) {
    em.create(TeamMember, { team: row, user, role: i === 0 ? 'captain' : 'member', status: 'active' });
  }
  await em.flush();
  const [captain, ...members] = people.map((user) => ({
    id: user.discordId ?? '',
    name: user.name,
    userId: user.id,
  }));
  return { id: row.id, name, captain: captain!, members };
}

/** A running tournament of the guild with a pending final between two teams, and a granted streamer. */
export async function pendingFinal(orm: Orm, guildId: string) {
  const db = dbOf(orm);
  const season = await startSeasonPhase(
    db,
    await registeredSeason(db, [{ name: 'Playoffs', format: 'Single Elimination', participatingTeams: 2 }], {
      eventName: 'Clash Finals',
      teams: ['Night Owls', 'Storm Riders'],
      server: { id: guildId },
    }),
  );
  const streamer = await person(orm, 'Rohan Caster');
  await grantStreamer(season.ctx(season.organiser), {
    tournamentId: season.tournamentId,
    userId: streamer.userId,
  });
  // The bot knows people by their Discord ids.
  const [teamA, teamB] = season.teams.map((entry) => ({
    id: entry.id,
    name: entry.name,
    captain: { id: entry.captain.discordId, name: entry.captain.name, userId: entry.captain.userId },
  }));
  return {
    tournamentId: season.tournamentId,
    matchId: season.matchIds.get('final')!,
    teamA: teamA!,
    teamB: teamB!,
    streamer,
  };
}

export async function verifiedAccount(orm: Orm, userId: string, gameId: string, inGameId: string) {
  const em = orm.em.fork();
  em.create(GameAccount, { user: userId, gameId, inGameId, status: 'verified', method: 'coc_token' });
  await em.flush();
}
