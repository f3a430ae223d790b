import { isGuildAdmin } from '@galaxia/core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import type { Actor } from '../../context.ts';
import { DiscordServer, ServerMembership, User } from '../../db/entities/index.ts';
import { actorOfUser } from './internal/account-user.ts';
import type { DiscordProfile } from './sign-in-with-discord.ts';

/** Where a slash command was used and what Discord says the member may do there. */
export interface InteractionGuild {
  id: string;
  /** The member's permission bitfield in this server (decimal string), as the interaction carries it. */
  permissions: string;
  /** Asked only when the server is new to Galaxia and needs its row. */
  name: () => Promise<string>;
}

const avatarUrl = (profile: DiscordProfile) =>
  profile.avatar ? `https://cdn.discordapp.com/avatars/${profile.id}/${profile.avatar}.png` : null;

/**
 * The Galaxia person behind a Discord interaction: the same user row as web sign-in (by Discord id),
 * created on first use. In a server, their admin standing there is refreshed from the interaction's
 * permissions, so the bot's admin check and the web's read the same membership. A server is recorded
 * when an admin first acts in it; ordinary members of unknown servers leave no rows behind.
 */
export async function identifyDiscordMember(
  em: EntityManager,
  input: { profile: DiscordProfile; guild: InteractionGuild | null },
): Promise<Actor> {
  const { profile, guild } = input;
  const isAdmin = guild ? isGuildAdmin({ owner: false, permissions: guild.permissions }) : false;
  const knownServer = guild ? await em.findOne(DiscordServer, { id: guild.id }) : null;
  const serverName = guild && !knownServer && isAdmin ? await guild.name() : null;

  const upsert = () =>
    em.transactional(async (tx) => {
      let user = await tx.findOne(User, { discordId: profile.id });
      if (!user) {
        user = tx.create(User, {
          discordId: profile.id,
          name: profile.globalName ?? profile.username,
          avatar: avatarUrl(profile),
        });
      }
      if (guild && (knownServer || serverName !== null)) {
        const server = knownServer
          ? tx.getReference(DiscordServer, guild.id)
          : tx.create(DiscordServer, { id: guild.id, name: serverName ?? guild.id, icon: null });
        const membership = await tx.findOne(ServerMembership, { user: user.id, server: guild.id });
        if (membership) {
          membership.isAdmin = isAdmin;
          membership.refreshedAt = now();
        } else {
          tx.create(ServerMembership, { user, server, isAdmin, isOwner: false });
        }
      }
      await tx.flush();
      return actorOfUser(user);
    });
  try {
    return await upsert();
  } catch (error) {
    // Two first interactions of one person at once: the loser finds the winner's rows on a second go.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    return upsert();
  }
}

/** The person behind a Discord account, without creating anyone (autocomplete runs on every keystroke). */
export async function findActorByDiscordId(em: EntityManager, discordId: string): Promise<Actor | null> {
  const user = await em.findOne(User, { discordId });
  return user ? actorOfUser(user) : null;
}
