import type { ServerResponse } from 'node:http';
import { BOT_PERMISSIONS } from '@galaxia/core';
import { type FakeHandler, type RecordedRequest, sendJson } from './http-fake.ts';

export interface FakeOverwrite {
  id: string;
  type: 0 | 1;
  allow: string;
  deny: string;
}

export interface FakeChannel {
  id: string;
  name: string;
  type: number;
  position: number;
  parent_id?: string | null;
  permission_overwrites?: FakeOverwrite[];
}

export interface FakeRole {
  id: string;
  name: string;
  permissions: string;
  position: number;
  color: number;
  managed?: boolean;
}

export interface FakeMember {
  user: { id: string; username: string; global_name: string | null; avatar: string | null };
  nick: string | null;
  roles: string[];
}

export interface FakeGuildState {
  channels: FakeChannel[];
  roles: FakeRole[];
  members: Map<string, FakeMember>;
}

/** The bot user the fake answers `GET /users/@me` with (a bot token). */
export const FAKE_BOT_USER = { id: '900000000000000001', username: 'Galaxia', bot: true };

/** Discord's permission bits the fakes' tests grant or deny: the bot's own, and Administrator. */
export const DISCORD_PERMISSION = { administrator: 1n << 3n, ...BOT_PERMISSIONS } as const;

/** A server member as Discord's REST answers one: no nickname, no avatar. */
const fakeMember = (
  member: { id: string; username: string; globalName?: string | null },
  roles: string[],
): FakeMember => ({
  user: { id: member.id, username: member.username, global_name: member.globalName ?? null, avatar: null },
  nick: null,
  roles,
});

const segment = (req: RecordedRequest, index: number) => req.path.split('/')[index] ?? '';

/**
 * The guild side of Discord's REST (channels, roles, members, member roles, member search) for
 * `startFakeDiscordRest`. Tests shape a server with `setGuild`; role changes land on the members, and
 * `rateLimitRolesNext` makes role changes answer 429 the way Discord does.
 */
export function fakeDiscordGuild(options: {
  refuseUnauthorised: (req: RecordedRequest, res: ServerResponse) => boolean;
}) {
  const guilds = new Map<string, FakeGuildState>();
  const roleChanges: { method: 'PUT' | 'DELETE'; guildId: string; userId: string; roleId: string }[] = [];
  let rolesLimited = { remaining: 0, retryAfter: 0 };
  const unknownGuild = (res: ServerResponse) => sendJson(res, 404, { message: 'Unknown Guild', code: 10004 });
  const guarded =
    (handle: (req: RecordedRequest, res: ServerResponse, guild: FakeGuildState) => void): FakeHandler =>
    (req, res) => {
      if (options.refuseUnauthorised(req, res)) return;
      const guild = guilds.get(segment(req, 4));
      if (!guild) return unknownGuild(res);
      handle(req, res, guild);
    };
  const changeRole = (method: 'PUT' | 'DELETE'): FakeHandler =>
    guarded((req, res, guild) => {
      if (rolesLimited.remaining > 0) {
        rolesLimited.remaining -= 1;
        res.writeHead(429, {
          'Content-Type': 'application/json',
          'Retry-After': String(Math.ceil(rolesLimited.retryAfter)),
          'X-RateLimit-Remaining': '0',
          'X-RateLimit-Reset-After': String(rolesLimited.retryAfter),
        });
        res.end(
          JSON.stringify({
            message: 'You are being rate limited.',
            retry_after: rolesLimited.retryAfter,
            global: false,
          }),
        );
        return;
      }
      const userId = segment(req, 6);
      const roleId = segment(req, 8);
      const member = guild.members.get(userId);
      if (!member) return sendJson(res, 404, { message: 'Unknown Member', code: 10007 });
      if (!guild.roles.some((role) => role.id === roleId)) {
        return sendJson(res, 404, { message: 'Unknown Role', code: 10011 });
      }
      roleChanges.push({ method, guildId: segment(req, 4), userId, roleId });
      member.roles = member.roles.filter((id) => id !== roleId);
      if (method === 'PUT') member.roles.push(roleId);
      res.writeHead(204).end();
    });

  const routes: [RegExp, FakeHandler][] = [
    [
      /^GET \/api\/v10\/users\/@me$/,
      (req, res) => {
        if (options.refuseUnauthorised(req, res)) return;
        sendJson(res, 200, FAKE_BOT_USER);
      },
    ],
    [
      /^GET \/api\/v10\/guilds\/[^/]+\/channels$/,
      guarded((_req, res, guild) => sendJson(res, 200, guild.channels)),
    ],
    [
      /^GET \/api\/v10\/guilds\/[^/]+\/roles$/,
      guarded((_req, res, guild) => sendJson(res, 200, guild.roles)),
    ],
    [
      /^GET \/api\/v10\/guilds\/[^/]+\/members\/search$/,
      guarded((req, res, guild) => {
        const query = (req.query.get('query') ?? '').toLowerCase();
        const limit = Math.min(Number(req.query.get('limit') ?? 1), 1000);
        // Discord matches the start of the username or nickname.
        const found = [...guild.members.values()].filter(
          (member) =>
            member.user.username.toLowerCase().startsWith(query) ||
            (member.nick ?? member.user.global_name ?? '').toLowerCase().startsWith(query),
        );
        sendJson(res, 200, found.slice(0, limit));
      }),
    ],
    [
      /^GET \/api\/v10\/guilds\/[^/]+\/members\/[^/]+$/,
      guarded((req, res, guild) => {
        const member = guild.members.get(segment(req, 6));
        if (!member) return sendJson(res, 404, { message: 'Unknown Member', code: 10007 });
        sendJson(res, 200, member);
      }),
    ],
    [/^PUT \/api\/v10\/guilds\/[^/]+\/members\/[^/]+\/roles\/[^/]+$/, changeRole('PUT')],
    [/^DELETE \/api\/v10\/guilds\/[^/]+\/members\/[^/]+\/roles\/[^/]+$/, changeRole('DELETE')],
  ];

  return {
    routes,
    roleChanges,
    /** Shapes one server: its channels, roles, and members (the bot is a member with `botRoles`). */
    setGuild(
      guildId: string,
      shape: {
        channels: FakeChannel[];
        roles: FakeRole[];
        botRoles: string[];
        members?: { id: string; username: string; globalName?: string | null; roles?: string[] }[];
      },
    ) {
      const members = new Map<string, FakeMember>();
      members.set(FAKE_BOT_USER.id, fakeMember(FAKE_BOT_USER, [...shape.botRoles]));
      for (const member of shape.members ?? []) {
        members.set(member.id, fakeMember(member, [...(member.roles ?? [])]));
      }
      guilds.set(guildId, { channels: shape.channels, roles: shape.roles, members });
    },
    /** Adds a member to a shaped server (a player joining). */
    addMember(guildId: string, member: { id: string; username: string; globalName?: string | null }) {
      guilds.get(guildId)?.members.set(member.id, fakeMember(member, []));
    },
    memberRoles: (guildId: string, userId: string): string[] =>
      guilds.get(guildId)?.members.get(userId)?.roles ?? [],
    /** Edits a channel's overwrites, as an admin fixing the bot's access would. */
    setOverwrites(guildId: string, channelId: string, overwrites: FakeOverwrite[]) {
      const channel = guilds.get(guildId)?.channels.find((candidate) => candidate.id === channelId);
      if (channel) channel.permission_overwrites = overwrites;
    },
    /** The next `count` role changes get 429 with `retry_after` seconds. */
    rateLimitRolesNext(count: number, retryAfterSeconds: number) {
      rolesLimited = { remaining: count, retryAfter: retryAfterSeconds };
    },
  };
}

export type FakeGuildSide = ReturnType<typeof fakeDiscordGuild>;
