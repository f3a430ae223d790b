import {
  type Actor,
  DiscordServer,
  GuildSettings,
  matchThreadJob,
  matchVetoTimeoutJob,
  now,
  type Orm,
  Phase,
  queuePorts,
  ServerMembership,
  setClock,
  startPhase,
  syncMatchThread,
  syncTournamentThreads,
  Team,
  TeamMember,
  Tournament,
  TournamentRegistration,
  threadDiscordOver,
  timeOutMatchVetoStep,
  User,
} from '@galaxia/core/server';
import type { RouteLike } from 'discord.js';
import { discordRest } from '../transports/discord-rest.ts';
import { snowflake } from './bot-fixtures.ts';
import { BOT_TOKEN, type BotHarness, PUBLIC_URL } from './bot-harness.ts';
import type { InteractionUser } from './signed-interactions.ts';
import { componentInteraction } from './thread-interactions.ts';

interface RosterPerson {
  id: string;
  name: string;
  userId: string;
}

export interface ThreadTeam {
  id: string;
  name: string;
  captain: RosterPerson;
  player: RosterPerson;
}

/**
 * A four-team single-elimination cup in a server whose match-threads channel is set, registration
 * closed, each team a captain and one rostered player with Discord ids. Nothing started yet.
 */
export async function cupWithThreadsChannel(orm: Orm, threadsChannelId: string) {
  const em = orm.em.fork();
  const organiserUser = em.create(User, { discordId: snowflake(), name: 'Asha Organiser' });
  const server = em.create(DiscordServer, { id: snowflake(), name: 'Galaxia Esports' });
  em.create(ServerMembership, { user: organiserUser, server, isAdmin: true, isOwner: false });
  em.create(GuildSettings, { guildId: server.id, matchThreadsChannelId: threadsChannelId });
  const tournament = em.create(Tournament, {
    server,
    eventName: 'Spring Clash',
    seasonNumber: 1,
    gameId: 'valorant',
    publishDate: '2026-01-01',
    format: 2,
    lifecycle: 'published',
    requiresVerification: false,
  });
  em.create(Phase, {
    tournament,
    position: 0,
    name: 'Playoffs',
    format: 'Single Elimination',
    participatingTeams: 4,
    qualifiedTeams: [],
    qualifyingTeams: [],
    isFinal: true,
  });
  const teams: ThreadTeam[] = [];
  for (const [seed, name] of ['Night Owls', 'Iron Wolves', 'Sky Kings', 'Storm Riders'].entries()) {
    const team = em.create(Team, { name, gameId: 'valorant' });
    const captain = em.create(User, { discordId: snowflake(), name: `${name} Captain` });
    const player = em.create(User, { discordId: snowflake(), name: `${name} Player` });
    em.create(TeamMember, { team, user: captain, role: 'captain', status: 'active' });
    em.create(TeamMember, { team, user: player, role: 'member', status: 'active' });
    em.create(TournamentRegistration, {
      tournament,
      team,
      status: 'registered',
      roster: [captain.id, player.id],
      registeredAt: new Date(Date.UTC(2026, 0, 1, 10, seed)),
    });
    const person = (user: typeof captain) => ({ id: user.discordId ?? '', name: user.name, userId: user.id });
    teams.push({ id: team.id, name, captain: person(captain), player: person(player) });
  }
  await em.flush();
  const organiser: Actor & { id: string } = {
    userId: organiserUser.id,
    discordId: organiserUser.discordId ?? null,
    name: organiserUser.name,
    id: organiserUser.discordId ?? '',
  };
  return { guildId: server.id, tournamentId: tournament.id, organiser, teams };
}

/** The organiser starts the phase as the website's button does, with the same ports. */
export async function startCup(
  bot: Pick<BotHarness, 'orm' | 'queues'>,
  tournamentId: string,
  organiser: Actor,
) {
  await startPhase(
    { em: bot.orm.em.fork(), actor: organiser },
    { tournamentId, phaseIndex: 0, seeding: 'registration' },
    queuePorts(bot.queues),
  );
}

/**
 * Plays the workers' part: runs every waiting match-thread job against the fake Discord, as the
 * workers' processor does, so a test sees what the thread shows after each change.
 */
export async function drainThreadJobs(
  bot: Pick<BotHarness, 'orm' | 'queues' | 'discord'>,
  publicUrl: string,
) {
  const rest = discordRest(bot.discord.apiUrl, BOT_TOKEN);
  const discord = threadDiscordOver(async (method, path, body) => {
    const route = path as RouteLike;
    const options = body === undefined ? {} : { body };
    switch (method) {
      case 'GET':
        return rest.get(route);
      case 'POST':
        return rest.post(route, options);
      case 'PUT':
        return rest.put(route, options);
      case 'PATCH':
        return rest.patch(route, options);
      case 'DELETE':
        return rest.delete(route);
    }
  });
  const queue = bot.queues.queue(matchThreadJob.queue);
  const jobs = await queue.getJobs(['waiting', 'prioritized', 'delayed', 'paused']);
  for (const job of jobs.sort((a, b) => a.timestamp - b.timestamp)) {
    const { tournamentId, matchId } = matchThreadJob.schema.parse(job.data);
    const em = bot.orm.em.fork();
    if (matchId) await syncMatchThread(em, discord, { matchId, publicUrl });
    else await syncTournamentThreads(em, discord, { tournamentId, publicUrl });
    await job.remove();
  }
}

/**
 * Plays the workers' part for the map veto's step timers: runs every timer whose deadline has passed on
 * the test clock, as the workers' processor does, with a draw that takes the first map (or side) left.
 */
export async function fireDueVetoTimers(bot: Pick<BotHarness, 'orm' | 'queues'>) {
  const queue = bot.queues.queue(matchVetoTimeoutJob.queue);
  const jobs = await queue.getJobs(['waiting', 'prioritized', 'delayed', 'paused']);
  for (const job of jobs.sort((a, b) => a.timestamp - b.timestamp)) {
    const timer = matchVetoTimeoutJob.schema.parse(job.data);
    if (Date.parse(timer.deadline) > now().getTime()) continue;
    await timeOutMatchVetoStep(bot.orm.em.fork(), timer, { ...queuePorts(bot.queues), random: () => 0 });
    await job.remove();
  }
}

type CardComponent = { type: number; custom_id?: string; label?: string; options?: { value: string }[] };

/** The buttons and selects on a thread's pinned card (its first message). */
const cardComponents = (bot: Pick<BotHarness, 'discord'>, threadId: string) =>
  ((bot.discord.messagesIn(threadId)[0]?.body.components ?? []) as { components: CardComponent[] }[]).flatMap(
    (row) => row.components,
  );

/**
 * The captains agree the card's first free time and the clock moves past its start: the score is due.
 * `bot` is either transport's harness.
 */
export async function agreeAndPlay(
  bot: Pick<BotHarness, 'orm' | 'queues' | 'discord'> & {
    answer: (payload: ReturnType<typeof componentInteraction>) => Promise<unknown>;
  },
  match: {
    threadId: string;
    from: (user: InteractionUser) => { user: InteractionUser; guildId: string; channelId: string };
    owls: ThreadTeam;
    riders: ThreadTeam;
  },
) {
  const { threadId, from, owls, riders } = match;
  const select = cardComponents(bot, threadId).find((component) => component.type === 3)!;
  const time = select.options![0]!.value;
  await bot.answer(componentInteraction(select.custom_id!, from(owls.captain), [time]));
  await drainThreadJobs(bot, PUBLIC_URL);
  const accept = cardComponents(bot, threadId).find((component) => component.label === 'Accept time')!;
  await bot.answer(componentInteraction(accept.custom_id!, from(riders.captain)));
  await drainThreadJobs(bot, PUBLIC_URL);
  setClock(() => new Date(Date.parse(time) + 40 * 60_000));
}
