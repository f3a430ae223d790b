import {
  AppError,
  type GameId,
  gameName,
  HOLDING_ENTRY_STATUSES,
  MAX_SUBSTITUTES,
  messages,
  requiresVerifiedAccounts,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { GameAccount, type Tournament, TournamentRegistration } from '../../../db/entities/index.ts';
import type { TeamMemberRow } from '../../teams/internal/team-view.ts';
import { checkRosterTownHalls } from './town-hall-roster.ts';

const refuse = (message: string) => new AppError('BAD_REQUEST', message);

/**
 * A roster a team may play a tournament with: the format's size (plus substitutes), active members of
 * the team only, each once, none already playing for another team here, and, when the tournament
 * asks for it, every one of them verified for its game; a Clash of Clans roster fields the Town Hall
 * breakdown.
 */
export async function checkRoster(
  em: EntityManager,
  tournament: InferEntity<typeof Tournament>,
  teamId: string,
  members: readonly TeamMemberRow[],
  roster: readonly string[],
): Promise<void> {
  if (tournament.format === null || tournament.format === undefined) {
    throw new AppError('CONFLICT', messages.competition.notConfigured);
  }
  const min = tournament.format;
  const max = min + MAX_SUBSTITUTES;
  if (roster.length < min || roster.length > max) throw refuse(messages.competition.rosterSize(min, max));
  if (new Set(roster).size !== roster.length) throw refuse(messages.competition.rosterDuplicate);
  const active = new Set(members.filter((m) => m.status === 'active').map((m) => m.user.id));
  if (!roster.every((userId) => active.has(userId))) throw refuse(messages.competition.rosterNotMember);

  const names = new Map(members.map((member) => [member.user.id, member.user.name]));
  const others = await em.find(TournamentRegistration, {
    tournament: tournament.id,
    team: { $ne: teamId },
    status: { $in: [...HOLDING_ENTRY_STATUSES] },
  });
  const elsewhere = roster.find((userId) => others.some((entry) => entry.roster.includes(userId)));
  if (elsewhere)
    throw new AppError('CONFLICT', messages.competition.playerOnOtherTeam(names.get(elsewhere)!));

  await checkRosterTownHalls(em, tournament, roster);
  if (!requiresVerifiedAccounts(tournament.gameId as GameId, tournament.requiresVerification)) return;
  const verified = await em.find(GameAccount, {
    user: { $in: [...roster] },
    gameId: tournament.gameId,
    status: 'verified',
  });
  const verifiedUsers = new Set(verified.map((account) => account.user.id));
  const unverified = roster.find((userId) => !verifiedUsers.has(userId));
  if (unverified) {
    throw refuse(
      messages.competition.notVerified(names.get(unverified)!, gameName(tournament.gameId as GameId)),
    );
  }
}
