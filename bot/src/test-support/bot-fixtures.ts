import { randomInt } from 'node:crypto';
import { addDays, istToday } from '@galaxia/core';
import {
  DiscordServer,
  GameAccount,
  Match,
  type Orm,
  Phase,
  RegistrationWindow,
  ServerMembership,
  Team,
  TeamMember,
  Tournament,
  TournamentStreamer,
  User,
} from '@galaxia/core/server';
import type { InteractionUser } from './signed-interactions.ts';

export const snowflake = () => String(700_000_000_000_000_000n + BigInt(randomInt(1, 2 ** 47)));

/** Someone who has used Galaxia before (signed in on the web or used the bot). */
export async function person(orm: Orm, name: string): Promise<InteractionUser & { userId: string }> {
  const em = orm.em.fork();
  const discordId = snowflake();
  const user = em.create(User, { discordId, name });
  await em.flush();
  return { id: discordId, name, userId: user.id };
}

/** A Discord user Galaxia has never seen. */
export const stranger = (name: string): InteractionUser => ({ id: snowflake(), name });

export async function guild(orm: Orm, name = 'Galaxia Esports'): Promise<string> {
  const em = orm.em.fork();
  const server = em.create(DiscordServer, { id: snowflake(), name });
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
    lifecycle: 'configured',
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
  const teamA = await team(orm, 'Night Owls');
  const teamB = await team(orm, 'Storm Riders');
  const streamer = await person(orm, 'Rohan Caster');
  const em = orm.em.fork();
  const today = istToday(new Date());
  const tournament = em.create(Tournament, {
    server: guildId,
    eventName: 'Clash Finals',
    seasonNumber: 1,
    gameId: 'valorant',
    publishDate: addDays(today, -10),
    format: 1,
    lifecycle: 'configured',
  });
  const phase = em.create(Phase, {
    tournament,
    position: 0,
    name: 'Playoffs',
    format: 'Single Elimination',
    participatingTeams: 2,
    qualifiedTeams: [],
    qualifyingTeams: [],
    isFinal: true,
    status: 'active',
    seeds: [teamA.id, teamB.id],
    startedAt: new Date(),
  });
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
    teamA: teamA.id,
    teamB: teamB.id,
    bracketStatus: 'pending',
    status: 'pending',
  });
  em.create(TournamentStreamer, { tournament, user: streamer.userId });
  await em.flush();
  return { tournamentId: tournament.id, matchId: match.id, teamA, teamB, streamer };
}

export async function verifiedAccount(orm: Orm, userId: string, gameId: string, inGameId: string) {
  const em = orm.em.fork();
  em.create(GameAccount, { user: userId, gameId, inGameId, status: 'verified', method: 'coc_token' });
  await em.flush();
}
