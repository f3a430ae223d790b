import {
  DiscordServer,
  GuildSettings,
  Lobby,
  LobbyMatch,
  Match,
  MatchThread,
  matchThreadJob,
  Phase,
  roomRevealJob,
  Team,
  TeamMember,
  Tournament,
  TournamentRegistration,
  User,
} from '@galaxia/core/server';
import { describe, expect, it, vi } from 'vitest';
import { discordRestOf, useDiscordWorkers } from '../test-support/running-workers.ts';
import { snowflake, type TestServices } from '../test-support/test-services.ts';
import { matchThreadProcessor } from './match-thread.ts';
import { roomRevealProcessor } from './room-reveal.ts';

const PUBLIC_URL = 'https://galaxia.test';
const THREADS_CHANNEL = '881000000000000001';

/** Two rostered teams (captain and player each) of a tournament in a server with a match-threads channel. */
async function entrants(services: TestServices, gameId: string) {
  const em = services.orm.em.fork();
  const server = em.create(DiscordServer, { id: snowflake(), name: 'Workers Server' });
  em.create(GuildSettings, { guildId: server.id, matchThreadsChannelId: THREADS_CHANNEL });
  const tournament = em.create(Tournament, {
    server,
    eventName: 'Monsoon Cup',
    seasonNumber: 1,
    gameId,
    publishDate: '2026-01-01',
    lifecycle: 'published',
  });
  const phase = em.create(Phase, {
    tournament,
    position: 0,
    name: 'Finals',
    format: 'Single Elimination',
    participatingTeams: 2,
    qualifiedTeams: [],
    qualifyingTeams: [],
    isFinal: true,
    status: 'active',
  });
  const teams = ['Night Owls', 'Storm Riders'].map((name) => {
    const team = em.create(Team, { name, gameId });
    const people = ['Captain', 'Player'].map((role) =>
      em.create(User, { discordId: snowflake(), name: `${name} ${role}` }),
    );
    for (const [i, user] of people.entries()) {
      em.create(TeamMember, { team, user, role: i === 0 ? 'captain' : 'member', status: 'active' });
    }
    em.create(TournamentRegistration, {
      tournament,
      team,
      status: 'registered',
      roster: people.map((user) => user.id),
      registeredAt: new Date('2026-01-01T10:00:00Z'),
    });
    return { team, discordIds: people.map((user) => user.discordId ?? '') };
  });
  await em.flush();
  return { em, tournament, phase, teams };
}

/** The pending Valorant final between the two entrants, ready for its thread job. */
async function pendingFinal(services: TestServices) {
  const { em, tournament, phase, teams } = await entrants(services, 'valorant');
  const [owls, riders] = teams as [(typeof teams)[0], (typeof teams)[0]];
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
    teamA: owls.team,
    teamB: riders.team,
    bracketStatus: 'pending',
    status: 'pending',
  });
  await em.flush();
  return { tournament, match, owls, riders };
}

/** The match's thread row once the worker has posted its card. */
function threadWithCard(services: TestServices, matchId: string, timeout: number) {
  return vi.waitFor(
    async () => {
      const found = await services.orm.em.fork().findOne(MatchThread, { match: matchId });
      expect(found?.cardMessageId).toBeTruthy();
      return found!;
    },
    { timeout, interval: 100 },
  );
}

describe('match threads and room DMs in the workers (fake Discord REST)', () => {
  const { services, discord } = useDiscordWorkers(({ orm }, fake) => [
    matchThreadProcessor({ orm, discord: discordRestOf(fake), publicUrl: PUBLIC_URL }),
    roomRevealProcessor({ orm, discord: discordRestOf(fake) }),
  ]);

  it('opens the thread of a pending match from its job, waiting out a 429 on the card', async () => {
    const { tournament, match, owls, riders } = await pendingFinal(services);

    discord.rateLimitNext(1, 0.3);
    await services.queues.enqueue(matchThreadJob, { tournamentId: tournament.id, matchId: match.id });
    const row = await threadWithCard(services, match.id, 10_000);
    const thread = discord.threads.get(row.threadId!);
    expect(thread).toMatchObject({ parentId: THREADS_CHANNEL, type: 12, name: 'Night Owls vs Storm Riders' });
    expect([...thread!.members].sort()).toEqual([...owls.discordIds, ...riders.discordIds].sort());
    expect(thread!.pinned).toEqual([row.cardMessageId]);
    const posts = discord.requests.filter((r) => r.path === `/api/v10/channels/${row.threadId}/messages`);
    expect(posts.map((post) => post.method)).toEqual(['POST', 'POST']);
    expect(discord.messagesIn(row.threadId!)).toHaveLength(1);
  });

  it('finishes a thread whose setup Discord cut short on the retry, without opening a second one', async () => {
    const { tournament, match } = await pendingFinal(services);
    const before = discord.threadsIn(THREADS_CHANNEL).length;

    discord.failMemberAddsNext(1);
    await services.queues.enqueue(matchThreadJob, { tournamentId: tournament.id, matchId: match.id });
    const row = await threadWithCard(services, match.id, 15_000);
    expect(discord.threadsIn(THREADS_CHANNEL)).toHaveLength(before + 1);
    expect(discord.threads.get(row.threadId!)?.members).toHaveLength(4);
    expect(discord.messagesIn(row.threadId!)).toHaveLength(1);
  });

  it('sends a lobby’s room details by DM to its rostered players only, once', async () => {
    const { em, tournament, phase, teams } = await entrants(services, 'bgmi');
    const outsider = em.create(User, { discordId: snowflake(), name: 'Not In Lobby' });
    const lobby = em.create(Lobby, {
      tournament,
      phase,
      position: 0,
      name: 'Lobby A',
      teams: teams.map(({ team }) => team.id),
    });
    const lobbyMatch = em.create(LobbyMatch, {
      tournament,
      phase,
      lobby,
      number: 1,
      // Inside the reveal window: 10 minutes to go.
      scheduledTime: new Date(Date.now() + 10 * 60_000),
      roomId: '731904',
      roomPassword: 'tiger-42',
    });
    await em.flush();

    await services.queues.enqueue(roomRevealJob, { lobbyMatchId: lobbyMatch.id });
    const players = teams.flatMap(({ discordIds }) => discordIds);
    await vi.waitFor(() => expect(players.every((id) => discord.dmsTo(id).length === 1)).toBe(true), {
      timeout: 10_000,
      interval: 100,
    });
    expect(discord.dmsTo(players[0]!)[0]!.body.content).toBe(
      'Lobby A · Match 1: room details\nRoom ID 731904 · Password tiger-42',
    );
    expect(discord.dmsTo(outsider.discordId ?? '')).toEqual([]);
    // Nothing goes to a channel: every message of this lobby is a DM.
    const roomPosts = discord.messages.filter((message) => String(message.body.content).includes('tiger-42'));
    expect(roomPosts.every((message) => message.channelId.startsWith('dm-'))).toBe(true);

    await services.queues.queue(roomRevealJob.queue).remove(`room-reveal.${lobbyMatch.id}`);
    const again = await services.queues.enqueue(roomRevealJob, { lobbyMatchId: lobbyMatch.id });
    await vi.waitFor(async () => expect(await again!.getState()).toBe('completed'), {
      timeout: 10_000,
      interval: 100,
    });
    expect(players.map((id) => discord.dmsTo(id).length)).toEqual([1, 1, 1, 1]);
  });
});
