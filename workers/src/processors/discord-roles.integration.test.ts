import {
  discordGuildRest,
  GuildSettings,
  queuePorts,
  registerTeam,
  withdrawRegistration,
} from '@galaxia/core/server';
import { actorOf, captainedTeams, dbOf, openTournament, organiserWithServer } from '@galaxia/testkit';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BOT_TOKEN, useDiscordWorkers } from '../test-support/running-workers.ts';
import { discordRolesProcessor } from './discord-roles.ts';

const PARTICIPANT = '830000000000000001';
const CAPTAIN = '830000000000000002';

/** Participant and captain roles follow registrations, through the queue, against the fake Discord. */
describe('Discord roles of entered teams', () => {
  const { services, discord } = useDiscordWorkers(({ orm }, fake) => [
    discordRolesProcessor({
      orm,
      discordGuild: discordGuildRest({ baseUrl: fake.apiUrl, botToken: BOT_TOKEN }),
    }),
  ]);
  let guildId: string;
  let tournamentId: string;

  beforeAll(async () => {
    guildId = (await organiserWithServer(dbOf(services.orm), { server: { name: 'Roles Server' } })).serverId;
    tournamentId = await openTournament(services.orm, guildId);
    const em = services.orm.em.fork();
    em.create(GuildSettings, { guildId, participantRoleId: PARTICIPANT, captainRoleId: CAPTAIN });
    await em.flush();
  });

  it('grants the roles when a team registers and takes them back when it withdraws, waiting out a 429', async () => {
    const owls = (
      await captainedTeams(dbOf(services.orm), ['Night Owls'], { gameId: 'valorant', size: 3 })
    )[0]!;
    const people = owls.players;
    const [, ...players] = people;
    discord.guild.setGuild(guildId, {
      channels: [],
      roles: [
        { id: guildId, name: '@everyone', permissions: '0', position: 0, color: 0 },
        { id: PARTICIPANT, name: 'Players', permissions: '0', position: 1, color: 0 },
        { id: CAPTAIN, name: 'Captains', permissions: '0', position: 2, color: 0 },
      ],
      botRoles: [],
      members: people.map((person) => ({ id: person.discordId, username: person.name })),
    });
    const ports = queuePorts(services.queues);
    const captain = { em: services.orm.em.fork(), actor: actorOf(owls.captain) };

    discord.guild.rateLimitRolesNext(1, 0.3);
    await registerTeam(
      captain,
      { tournamentId, teamId: owls.id, roster: people.map((person) => person.userId) },
      ports,
    );
    await vi.waitFor(
      () => {
        expect(discord.guild.memberRoles(guildId, owls.captain.discordId).sort()).toEqual(
          [PARTICIPANT, CAPTAIN].sort(),
        );
        for (const player of players)
          expect(discord.guild.memberRoles(guildId, player.discordId)).toEqual([PARTICIPANT]);
      },
      { timeout: 10_000, interval: 50 },
    );
    // Two roles for each of three people, plus the rate-limited request tried again after its retry_after.
    const roleCalls = () => discord.requests.filter((request) => request.path.includes('/roles/'));
    await vi.waitFor(() => expect(roleCalls()).toHaveLength(7), { timeout: 10_000, interval: 50 });
    expect(roleCalls().every((call) => call.headers.authorization === 'Bot bot-token')).toBe(true);

    await withdrawRegistration(
      { ...captain, em: services.orm.em.fork() },
      { tournamentId, teamId: owls.id },
      ports,
    );
    await vi.waitFor(
      () => {
        for (const person of people) expect(discord.guild.memberRoles(guildId, person.discordId)).toEqual([]);
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});
