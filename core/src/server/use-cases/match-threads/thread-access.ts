import { AppError, type BestOf, messages, type ThreadCustomId } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../context.ts';
import { Match, MatchThread, TeamMember } from '../../db/entities/index.ts';
import { isServerAdmin } from '../access/require-server-admin.ts';
import { rostersOf } from '../battle-royale/internal/lobby-access.ts';
import { matchBestOf } from '../competition/match-best-of.ts';

export interface ThreadComponentMatch {
  matchId: string;
  teamA: string;
  teamB: string;
  /** Administers the tournament's server: may resolve disputes. */
  organiser: boolean;
  /** The series the match plays: a best of more than 1 is reported game by game. */
  bestOf: BestOf;
}

/**
 * Whether a press on a match thread's component may run, before any use case does: the thread is still
 * the match's (not deleted, not closed), the person plays in the match or organises it, and the button
 * was drawn for the match as it stands. Every refusal is the catalogue's explanation; nothing changes.
 */
export async function requireThreadComponent(
  em: EntityManager,
  actor: Actor | null,
  input: { component: ThreadCustomId; channelId: string },
): Promise<ThreadComponentMatch> {
  const { matchId, version } = input.component;
  const { match, access } = await threadAccess(em, actor, { matchId, channelId: input.channelId });
  if (match.version !== version)
    throw new AppError('CONFLICT', 'MATCH_THREAD_STALE', messages.matchThread.stale);
  return access;
}

/**
 * The same checks for the map veto's message, whose components name the veto step they were drawn for
 * instead of the match's version: the veto use case refuses a step already taken.
 */
export async function requireThreadVetoComponent(
  em: EntityManager,
  actor: Actor | null,
  input: { matchId: string; channelId: string },
): Promise<ThreadComponentMatch> {
  return (await threadAccess(em, actor, input)).access;
}

async function threadAccess(
  em: EntityManager,
  actor: Actor | null,
  input: { matchId: string; channelId: string },
) {
  const { matchId } = input;
  const thread = await em.findOne(MatchThread, { match: matchId });
  const match = await em.findOne(
    Match,
    { id: matchId },
    {
      populate: ['tournament', 'teamA', 'teamB', 'phase'],
    },
  );
  if (!thread || !match || thread.status !== 'open' || thread.threadId !== input.channelId) {
    throw new AppError('NOT_FOUND', 'MATCH_THREAD_THREAD_GONE', messages.matchThread.threadGone);
  }
  const organiser = actor !== null && (await isServerAdmin(em, actor, match.tournament.server.id));
  if (!actor || !(organiser || (await playsIn(em, actor, match)))) {
    throw new AppError('FORBIDDEN', 'MATCH_THREAD_NOT_IN_MATCH', messages.matchThread.notInMatch);
  }
  const access: ThreadComponentMatch = {
    matchId,
    teamA: match.teamA?.name ?? '',
    teamB: match.teamB?.name ?? '',
    organiser,
    bestOf: matchBestOf(match.phase, match.roundKey),
  };
  return { match, access };
}

async function playsIn(
  em: EntityManager,
  actor: Actor,
  match: {
    tournament: { id: string; server: { id: string } };
    teamA?: { id: string } | null;
    teamB?: { id: string } | null;
  },
): Promise<boolean> {
  const teams = [match.teamA?.id, match.teamB?.id].filter((id): id is string => Boolean(id));
  const rosters = await rostersOf(em, match.tournament.id, teams);
  if ([...rosters.values()].some((roster) => roster.includes(actor.userId))) return true;
  return (await em.count(TeamMember, { user: actor.userId, team: { $in: teams }, status: 'active' })) > 0;
}
