import { ACTIVE_CAPTAIN, messages } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { UseCaseContext } from '../../context.ts';
import { Match, TeamMember } from '../../db/entities/index.ts';
import { listClaimableMatches } from '../competition/list-claimable-matches.ts';
import { type CommandChoiceDto, choiceName } from './guild-tournaments.ts';

const tbd = messages.discordNotice.toBeDecided;

const matchChoice = (
  match: { id: string; name: string; teamA: string | null; teamB: string | null },
  eventName: string,
): CommandChoiceDto => ({
  name: choiceName(`${match.name}: ${match.teamA ?? tbd} vs ${match.teamB ?? tbd} (${eventName})`),
  value: match.id,
});

const matches = (text: string, query: string) => text.toLowerCase().includes(query.trim().toLowerCase());

/**
 * Matches in the server's tournaments waiting for a time that the person's team plays: what a team
 * rep may propose a time for. The match rules still decide when the proposal is made.
 */
export async function searchSchedulableMatches(
  em: EntityManager,
  input: { userId: string; guildId: string; query: string; limit: number },
): Promise<CommandChoiceDto[]> {
  const captaincies = await em.find(TeamMember, { user: input.userId, ...ACTIVE_CAPTAIN });
  const teams = captaincies.map((member) => member.team.id);
  if (teams.length === 0) return [];
  const rows: InferEntity<typeof Match>[] = await em.find(
    Match,
    {
      tournament: { server: input.guildId },
      status: 'pending',
      $or: [{ teamA: { $in: teams } }, { teamB: { $in: teams } }],
    },
    {
      populate: ['tournament', 'teamA', 'teamB'],
      orderBy: [{ playOrder: QueryOrder.ASC }, { id: QueryOrder.ASC }],
    },
  );
  return rows
    .map((row) =>
      matchChoice(
        { id: row.id, name: row.name, teamA: row.teamA?.name ?? null, teamB: row.teamB?.name ?? null },
        row.tournament.eventName,
      ),
    )
    .filter((choice) => matches(choice.name, input.query))
    .slice(0, input.limit);
}

/**
 * Matches of the server's tournaments for a streamer's command: those nobody has claimed yet (to claim),
 * or the person's own claims (to release).
 */
async function searchStreamMatches(
  ctx: UseCaseContext,
  input: { guildId: string; query: string; limit: number },
  claimedByMe: boolean,
): Promise<CommandChoiceDto[]> {
  const { matches: claimable } = await listClaimableMatches(ctx);
  if (claimable.length === 0) return [];
  const rows = await ctx.em.find(
    Match,
    { id: { $in: claimable.map((match) => match.matchId) }, tournament: { server: input.guildId } },
    { fields: ['id'] },
  );
  const inGuild = new Set(rows.map((row) => row.id));
  return claimable
    .filter((match) => inGuild.has(match.matchId) && (match.claim !== null) === claimedByMe)
    .map((match) =>
      matchChoice(
        { id: match.matchId, name: match.name, teamA: match.teamA, teamB: match.teamB },
        match.tournamentName,
      ),
    )
    .filter((choice) => matches(choice.name, input.query))
    .slice(0, input.limit);
}

/** Matches of the server's tournaments the person may claim to stream and nobody has claimed. */
export const searchClaimableMatches = (
  ctx: UseCaseContext,
  input: { guildId: string; query: string; limit: number },
) => searchStreamMatches(ctx, input, false);

/** The person's own stream claims in the server's tournaments: what they may release. */
export const searchReleasableMatches = (
  ctx: UseCaseContext,
  input: { guildId: string; query: string; limit: number },
) => searchStreamMatches(ctx, input, true);
