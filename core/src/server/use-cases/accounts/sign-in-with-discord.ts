import { type DiscordGuildSummary, isGuildAdmin } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import type { Actor } from '../../context.ts';
import { DiscordServer, ServerMembership, User } from '../../db/entities/index.ts';

export interface DiscordProfile {
  id: string;
  username: string;
  globalName: string | null;
  avatar: string | null;
}

export interface SignedInUser {
  actor: Actor;
  avatar: string | null;
  /** The servers this person administers: the only ones offered when creating a tournament. */
  servers: { id: string; name: string; icon: string | null; isAdmin: true }[];
}

const avatarUrl = (profile: DiscordProfile) =>
  profile.avatar ? `https://cdn.discordapp.com/avatars/${profile.id}/${profile.avatar}.png` : null;

/** Upserts the person behind a Discord sign-in and what Discord says about their servers. */
export async function signInWithDiscord(
  em: EntityManager,
  input: { profile: DiscordProfile; guilds: DiscordGuildSummary[] },
): Promise<SignedInUser> {
  return em.transactional(async (tx) => {
    const { profile } = input;
    const name = profile.globalName ?? profile.username;
    let user = await tx.findOne(User, { discordId: profile.id });
    if (user) {
      // The name is the person's to edit on their profile; Discord's display name only seeds it.
      user.avatar = avatarUrl(profile);
      user.discordUsername = profile.username;
    } else {
      user = tx.create(User, {
        discordId: profile.id,
        name,
        avatar: avatarUrl(profile),
        discordUsername: profile.username,
      });
    }

    await refreshServerMemberships(tx, user, input.guilds);
    await tx.flush();
    return signedInFromDiscord(user, input.guilds);
  });
}

/** The session's view of a Discord sign-in: the servers as Discord reported them just now. */
export function signedInFromDiscord(
  user: { id: string; discordId?: string | null; name: string; avatar?: string | null },
  guilds: DiscordGuildSummary[],
): SignedInUser {
  return {
    actor: { userId: user.id, discordId: user.discordId ?? null, name: user.name },
    avatar: user.avatar ?? null,
    servers: guilds
      .filter((guild) => isGuildAdmin(guild))
      .map((guild) => ({ id: guild.id, name: guild.name, icon: guild.icon, isAdmin: true as const })),
  };
}

/**
 * Records the servers Discord says this person administers. Memberships of servers they no longer
 * administer are turned off, so access ends with the permission, not with the session.
 */
export async function refreshServerMemberships(
  tx: EntityManager,
  user: InferEntity<typeof User>,
  guilds: DiscordGuildSummary[],
) {
  const administered = guilds.filter((guild) => isGuildAdmin(guild));
  const existingServers = await tx.find(DiscordServer, {
    id: { $in: administered.map((guild) => guild.id) },
  });
  const serversById = new Map(existingServers.map((server) => [server.id, server]));
  for (const guild of administered) {
    const server = serversById.get(guild.id);
    if (server) {
      server.name = guild.name;
      server.icon = guild.icon;
    } else {
      serversById.set(
        guild.id,
        tx.create(DiscordServer, { id: guild.id, name: guild.name, icon: guild.icon }),
      );
    }
  }

  const memberships = user.id ? await tx.find(ServerMembership, { user }) : [];
  const membershipByServer = new Map(memberships.map((membership) => [membership.server.id, membership]));
  for (const membership of memberships) {
    if (!serversById.has(membership.server.id)) membership.isAdmin = false;
  }
  for (const guild of administered) {
    const server = serversById.get(guild.id);
    if (!server) continue;
    const membership = membershipByServer.get(guild.id);
    if (membership) {
      membership.isAdmin = true;
      membership.isOwner = guild.owner;
      membership.refreshedAt = now();
    } else {
      tx.create(ServerMembership, { user, server, isAdmin: true, isOwner: guild.owner });
    }
  }
}

/**
 * Organiser rights re-checked against Discord while a session lasts (the api asks every 15 minutes):
 * a person who lost admin rights in a server loses its tournaments on their next request.
 */
export async function refreshOrganiserRights(
  em: EntityManager,
  userId: string,
  guilds: DiscordGuildSummary[],
): Promise<SignedInUser['servers']> {
  return em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, { id: userId });
    await refreshServerMemberships(tx, user, guilds);
    await tx.flush();
    return signedInFromDiscord(user, guilds).servers;
  });
}
