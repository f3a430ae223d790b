import { randomInt } from 'node:crypto';
import { DiscordServer, GameAccount, grantStreamer, type Orm, ServerMembership } from '@galaxia/core/server';
import {
  captainedTeams,
  dbOf,
  registeredSeason,
  type ScenarioPerson,
  scenarioPerson,
  startSeasonPhase,
} from '@galaxia/testkit';
import type { InteractionUser } from './signed-interactions.ts';

export const snowflake = () => String(700_000_000_000_000_000n + BigInt(randomInt(1, 2 ** 47)));

/** The bot knows people by their Discord ids. */
const asInteractionUser = (person: ScenarioPerson): InteractionUser & { userId: string } => ({
  id: person.discordId,
  name: person.name,
  userId: person.userId,
});

/** Someone who has used Galaxia before (signed in on the web or used the bot); `demo` may use the demo sign-in. */
export const person = async (orm: Orm, name: string, options: { demo?: boolean } = {}) =>
  asInteractionUser(await scenarioPerson(dbOf(orm), name, { isDemo: options.demo ?? false }));

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

/** A team whose captain (and members) are Galaxia users with Discord ids. */
export async function team(orm: Orm, name: string, options: { members?: number; gameId?: string } = {}) {
  const [made] = await captainedTeams(dbOf(orm), [name], {
    gameId: options.gameId ?? 'valorant',
    size: 1 + (options.members ?? 1),
  });
  const [captain, ...members] = made!.players.map(asInteractionUser);
  return { id: made!.id, name, captain: captain!, members };
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
  const [teamA, teamB] = season.teams.map((entry) => ({
    id: entry.id,
    name: entry.name,
    captain: asInteractionUser(entry.captain),
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
