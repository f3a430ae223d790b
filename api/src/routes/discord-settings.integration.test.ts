import type { GuildDiscordSettings } from '@galaxia/core';
import { GuildSettings } from '@galaxia/core/server';
import { DISCORD_PERMISSION as P } from '@galaxia/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrganiser, createUser, signedIn } from '../test-support/actors.ts';
import { useFakeDiscordBot, useOrganiserApp } from '../test-support/suite-app.ts';

/** The Discord settings screen's API against the fake Discord: real channels and roles, the choice stored, what the bot lacks. */

type Answer = GuildDiscordSettings & { error: string; fields: Record<string, string[]> };
const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Answer,
});
const bits = (...values: bigint[]) => String(values.reduce((all, value) => all | value, 0n));

const ids = {
  category: '810000000000000001',
  announcements: '810000000000000002',
  matchThreads: '810000000000000003',
  modLog: '810000000000000004',
  voice: '810000000000000005',
  botRole: '820000000000000001',
  players: '820000000000000002',
  captains: '820000000000000003',
};

describe('Discord settings of a server', () => {
  const { discord, env } = useFakeDiscordBot();
  const { app, organiser, owner } = useOrganiserApp('Meera', { env });
  let guildId: string;

  beforeAll(async () => {
    guildId = organiser.server.id;
    discord.guild.setGuild(guildId, {
      channels: [
        { id: ids.category, name: 'Tournaments', type: 4, position: 0 },
        { id: ids.announcements, name: 'announcements', type: 0, position: 1, parent_id: ids.category },
        {
          id: ids.matchThreads,
          name: 'match-threads',
          type: 0,
          position: 2,
          parent_id: ids.category,
          permission_overwrites: [
            { id: ids.botRole, type: 0, allow: '0', deny: bits(P.createPrivateThreads, P.manageThreads) },
          ],
        },
        {
          id: ids.modLog,
          name: 'mod-log',
          type: 0,
          position: 3,
          permission_overwrites: [{ id: guildId, type: 0, allow: '0', deny: bits(P.viewChannel) }],
        },
        { id: ids.voice, name: 'Voice', type: 2, position: 4 },
      ],
      roles: [
        {
          id: guildId,
          name: '@everyone',
          permissions: bits(P.viewChannel, P.sendMessages),
          position: 0,
          color: 0,
        },
        {
          id: ids.botRole,
          name: 'Galaxia',
          permissions: bits(
            P.embedLinks,
            P.manageRoles,
            P.manageThreads,
            P.createPrivateThreads,
            P.sendMessagesInThreads,
          ),
          position: 5,
          color: 0,
          managed: true,
        },
        { id: ids.players, name: 'Players', permissions: '0', position: 2, color: 0x22c55e },
        { id: ids.captains, name: 'Captains', permissions: '0', position: 8, color: 0xf59e0b },
      ],
      botRoles: [ids.botRole],
    });
  });

  it('lists the server’s text channels and grantable roles as Discord has them', async () => {
    const { status, body } = await json(await owner.get(`/api/organiser/servers/${guildId}/discord`));
    expect(status).toBe(200);
    expect(body.botPresent).toBe(true);
    expect(body.channels).toEqual([
      { id: ids.announcements, name: 'announcements', category: 'Tournaments' },
      { id: ids.matchThreads, name: 'match-threads', category: 'Tournaments' },
      { id: ids.modLog, name: 'mod-log', category: null },
    ]);
    expect(body.roles).toEqual([
      { id: ids.captains, name: 'Captains', colour: 0xf59e0b },
      { id: ids.players, name: 'Players', colour: 0x22c55e },
    ]);
    expect(body.settings).toEqual({
      announcementChannelId: null,
      matchThreadsChannelId: null,
      logChannelId: null,
      participantRoleId: null,
      captainRoleId: null,
    });
    expect(body.missing).toEqual([]);
  });

  it('stores the choice and shows what the bot is missing where', async () => {
    const choice = {
      announcementChannelId: ids.announcements,
      matchThreadsChannelId: ids.matchThreads,
      logChannelId: ids.modLog,
      participantRoleId: ids.players,
      captainRoleId: ids.captains,
    };
    const { status, body } = await json(await owner.put(`/api/organiser/servers/${guildId}/discord`, choice));
    expect(status).toBe(200);
    expect(body.settings).toEqual(choice);
    expect(body.missing).toEqual([
      {
        place: 'matchThreads',
        target: '#match-threads',
        permissions: ['Create Private Threads', 'Manage Threads'],
      },
      { place: 'log', target: '#mod-log', permissions: ['View Channel'] },
      {
        place: 'roles',
        target: '@Captains',
        permissions: ["Move the bot's role above Captains so it can grant it"],
      },
    ]);
    const stored = await app.em().findOneOrFail(GuildSettings, { guildId });
    expect(stored).toMatchObject(choice);

    // The admin fixes the thread channel in Discord: the screen shows it on the next read.
    discord.guild.setOverwrites(guildId, ids.matchThreads, []);
    const again = await json(await owner.get(`/api/organiser/servers/${guildId}/discord`));
    expect(again.body.missing.map((line: { place: string }) => line.place)).toEqual(['log', 'roles']);
  });

  it('refuses a channel or role the server does not offer, and keeps the stored choice', async () => {
    const voice = await json(
      await owner.put(`/api/organiser/servers/${guildId}/discord`, {
        announcementChannelId: ids.voice,
        matchThreadsChannelId: null,
        logChannelId: null,
        participantRoleId: guildId,
        captainRoleId: null,
      }),
    );
    expect(voice.status).toBe(400);
    expect(voice.body.error).toBe('Choose a text channel of this server');
    expect(voice.body.fields).toEqual({
      announcementChannelId: ['Choose a text channel of this server'],
      participantRoleId: ['Choose a role of this server (not @everyone, not a bot role)'],
    });
    const stored = await app.em().findOneOrFail(GuildSettings, { guildId });
    expect(stored.announcementChannelId).toBe(ids.announcements);

    const garbage = await owner.put(`/api/organiser/servers/${guildId}/discord`, {
      announcementChannelId: 'x',
    });
    expect(garbage.status).toBe(400);
  });

  it('shows nothing of a server to someone who does not administer it', async () => {
    const stranger = await signedIn(app, await createUser(app, 'Stranger'));
    const read = await json(await stranger.get(`/api/organiser/servers/${guildId}/discord`));
    expect(read.status).toBe(403);
    expect(JSON.stringify(read.body)).not.toContain('match-threads');
    const write = await stranger.put(`/api/organiser/servers/${guildId}/discord`, {
      announcementChannelId: null,
      matchThreadsChannelId: null,
      logChannelId: null,
      participantRoleId: null,
      captainRoleId: null,
    });
    expect(write.status).toBe(403);
  });

  it('says so when the bot is not in the server', async () => {
    const other = await createOrganiser(app, 'Kabir');
    const client = await signedIn(app, other.user);
    const { status, body } = await json(
      await client.get(`/api/organiser/servers/${other.server.id}/discord`),
    );
    expect(status).toBe(200);
    expect(body.botPresent).toBe(false);
    expect(body.channels).toEqual([]);
  });
});
