import { AppError, type GuildMemberMatches, messages, type TournamentStreamers } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { type DiscordGuildPort, DiscordRestError, type GuildMember } from '../../discord/guild-rest.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { identifyDiscordMember } from '../accounts/identify-discord-member.ts';
import { grantStreamer } from '../competition/grant-streamer.ts';

const MAX_MATCHES = 10;

const avatarUrl = (member: GuildMember) =>
  member.user.avatar
    ? `https://cdn.discordapp.com/avatars/${member.user.id}/${member.user.avatar}.png`
    : null;

const unavailable = (error: unknown): never => {
  if (error instanceof AppError) throw error;
  if (error instanceof DiscordRestError && error.status === 404) {
    throw new AppError('NOT_FOUND', 'DISCORD_SETUP_MEMBER_NOT_FOUND', messages.discordSetup.memberNotFound);
  }
  throw new AppError(
    'UNAVAILABLE',
    'DISCORD_SETUP_DISCORD_UNAVAILABLE',
    messages.discordSetup.discordUnavailable,
  );
};

/** Members of the tournament's server whose name starts with the query (Discord's member search). */
export async function searchTournamentServerMembers(
  ctx: UseCaseContext,
  discord: DiscordGuildPort,
  input: { tournamentId: string; query: string },
): Promise<GuildMemberMatches> {
  const tournament = await loadTournamentForOrganiser(ctx.em, ctx.actor, input.tournamentId);
  const found = await discord
    .searchMembers(tournament.server.id, input.query, MAX_MATCHES)
    .catch(unavailable);
  return {
    members: found.map((member) => ({
      discordId: member.user.id,
      name: member.nick ?? member.user.global_name ?? member.user.username,
      username: member.user.username,
      avatarUrl: avatarUrl(member),
    })),
  };
}

/**
 * Makes a member of the tournament's server a streamer, by their Discord account: someone who never
 * used Galaxia gets their account (as the bot does on a first command), then the grant is the web's.
 */
export async function grantStreamerByDiscord(
  ctx: UseCaseContext,
  discord: DiscordGuildPort,
  input: { tournamentId: string; discordId: string },
): Promise<TournamentStreamers> {
  const tournament = await loadTournamentForOrganiser(ctx.em, ctx.actor, input.tournamentId);
  const member = await discord.member(tournament.server.id, input.discordId).catch(unavailable);
  if (!member)
    throw new AppError('NOT_FOUND', 'DISCORD_SETUP_MEMBER_NOT_FOUND', messages.discordSetup.memberNotFound);
  const person = await identifyDiscordMember(ctx.em.fork(), {
    profile: {
      id: member.user.id,
      username: member.user.username,
      globalName: member.user.global_name ?? null,
      avatar: member.user.avatar ?? null,
    },
    guild: null,
  });
  return grantStreamer(
    { em: ctx.em.fork(), actor: ctx.actor },
    { tournamentId: input.tournamentId, userId: person.userId },
  );
}
