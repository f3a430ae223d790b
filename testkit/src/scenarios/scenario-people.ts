import { randomInt } from 'node:crypto';
import {
  type Actor,
  DiscordServer,
  type Orm,
  ServerMembership,
  Team,
  TeamMember,
  User,
} from '@galaxia/core/server';

type EntityManager = ReturnType<Orm['em']['fork']>;

/** Where a scenario writes: anything that hands out a fresh EntityManager (the api's TestApp, or `dbOf(orm)`). */
export interface ScenarioDb {
  em(): EntityManager;
}

export const dbOf = (orm: Orm): ScenarioDb => ({ em: () => orm.em.fork() });

/** How the scenario's people are made, so each door can sign them in its own way. */
export interface PeopleOptions {
  /** The Discord id a name signs in with (the e2e fake Discord derives it from the username). */
  discordIdOf?: (name: string) => string;
  /** Demo users can sign in through `/api/auth/demo` (the api tests' way in). */
  isDemo?: boolean;
}

export interface ScenarioPerson extends Actor {
  discordId: string;
}

export interface ScenarioTeam {
  id: string;
  name: string;
  captain: ScenarioPerson;
  /** Everyone on the roster, the captain first. */
  players: ScenarioPerson[];
}

export const scenarioSnowflake = () => String(800_000_000_000_000_000n + BigInt(randomInt(1, 2 ** 47)));

export const actorOf = (person: ScenarioPerson): Actor => ({
  userId: person.userId,
  discordId: person.discordId,
  name: person.name,
});

function createPerson(em: EntityManager, name: string, people: PeopleOptions): ScenarioPerson {
  const discordId = people.discordIdOf?.(name) ?? scenarioSnowflake();
  const user = em.create(User, { discordId, name, isDemo: people.isDemo ?? false });
  return { userId: user.id, discordId, name };
}

/** Someone who has used Galaxia before. */
export async function scenarioPerson(db: ScenarioDb, name: string, people: PeopleOptions = {}) {
  const em = db.em();
  const person = createPerson(em, name, people);
  await em.flush();
  return person;
}

/** A Discord server its owner administers: where every organiser action starts. */
export async function organiserWithServer(
  db: ScenarioDb,
  options: { organiser?: string; server?: { id?: string; name?: string }; people?: PeopleOptions } = {},
) {
  const em = db.em();
  const organiser = createPerson(em, options.organiser ?? 'Organiser', options.people ?? {});
  // A server the door already knows (the bot's guild) is joined rather than created.
  const known = options.server?.id ? await em.findOne(DiscordServer, { id: options.server.id }) : null;
  const server =
    known ??
    em.create(DiscordServer, {
      id: options.server?.id ?? scenarioSnowflake(),
      name: options.server?.name ?? `${organiser.name}'s Server`,
    });
  em.create(ServerMembership, { user: organiser.userId, server, isAdmin: true, isOwner: !known });
  await em.flush();
  return { organiser, serverId: server.id };
}

/** Captained teams of `size` players each (the captain included), created in the order given. */
export async function captainedTeams(
  db: ScenarioDb,
  names: readonly string[],
  options: { gameId: string; size?: number; people?: PeopleOptions },
): Promise<ScenarioTeam[]> {
  const em = db.em();
  const teams = names.map((name) => {
    const team = em.create(Team, { name, gameId: options.gameId });
    const players = Array.from({ length: options.size ?? 1 }, (_, i) =>
      createPerson(em, i === 0 ? `${name} Captain` : `${name} Player ${i}`, options.people ?? {}),
    );
    for (const [i, player] of players.entries())
      em.create(TeamMember, {
        team,
        user: player.userId,
        role: i === 0 ? 'captain' : 'member',
        status: 'active',
      });
    return { id: team.id, name, captain: players[0]!, players };
  });
  await em.flush();
  return teams;
}
