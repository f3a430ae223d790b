import {
  type EntryVerification,
  entryVerification,
  type GameId,
  HOLDING_ENTRY_STATUSES,
  type PlayerVerificationState,
  playerVerificationState,
  requiresVerifiedAccounts,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { GameAccount, TournamentRegistration, VerificationAcceptance } from '../../../db/entities/index.ts';

export interface VerifyingTournament {
  id: string;
  gameId: string;
  requiresVerification: boolean;
}

/** The better a state, the nearer the player is to playing: a player with several claims shows their best. */
const RANK: Record<PlayerVerificationState, number> = {
  accepted: 4,
  awaiting_review: 3,
  verified_elsewhere: 2,
  rejected: 1,
  never_sent: 0,
};

/** Each player's verification state for the tournament, by user id. */
export async function playerStates(
  em: EntityManager,
  tournament: VerifyingTournament,
  userIds: readonly string[],
): Promise<Map<string, PlayerVerificationState>> {
  const states = new Map<string, PlayerVerificationState>(userIds.map((id) => [id, 'never_sent']));
  if (userIds.length === 0) return states;
  const accounts = await em.find(GameAccount, { user: { $in: [...userIds] }, gameId: tournament.gameId });
  const decisions =
    accounts.length === 0
      ? []
      : await em.find(VerificationAcceptance, {
          tournament: tournament.id,
          account: { $in: accounts.map((account) => account.id) },
        });
  for (const account of accounts) {
    const decision = decisions.find((row) => row.account.id === account.id);
    const state = playerVerificationState({
      status: account.status,
      method: account.method,
      acceptance: decision?.verdict ?? null,
    });
    const best = states.get(account.user.id)!;
    if (RANK[state] > RANK[best]) states.set(account.user.id, state);
  }
  return states;
}

/** Where a roster stands; a tournament that does not ask for verified accounts is always verified. */
export async function rosterVerification(
  em: EntityManager,
  tournament: VerifyingTournament,
  roster: readonly string[],
  nameOf: (userId: string) => string,
): Promise<EntryVerification> {
  if (!requiresVerifiedAccounts(tournament.gameId as GameId, tournament.requiresVerification)) {
    return { kind: 'verified' };
  }
  const states = await playerStates(em, tournament, roster);
  return entryVerification(roster.map((userId) => ({ name: nameOf(userId), state: states.get(userId)! })));
}

/**
 * Entered teams (registered, invited or waitlisted, not applications in review) with a player who holds
 * no verified account for the game: what requiring verified accounts after the fact would let play.
 */
export async function unverifiedEnteredTeams(
  em: EntityManager,
  tournament: VerifyingTournament,
): Promise<string[]> {
  const entries = await em.find(
    TournamentRegistration,
    {
      tournament: tournament.id,
      status: { $in: [...HOLDING_ENTRY_STATUSES] },
      awaitingVerification: false,
    },
    { populate: ['team'], orderBy: { registeredAt: 'asc' } },
  );
  const states = await playerStates(em, tournament, [...new Set(entries.flatMap((entry) => entry.roster))]);
  const verifiedSomewhere = (state: PlayerVerificationState | undefined) =>
    state === 'accepted' || state === 'verified_elsewhere';
  // In entry order; teams that entered at the same instant by name, so the message reads the same each time.
  return entries
    .filter((entry) => !entry.roster.every((userId) => verifiedSomewhere(states.get(userId))))
    .sort(
      (a, b) =>
        a.registeredAt.getTime() - b.registeredAt.getTime() || a.team.name.localeCompare(b.team.name, 'en'),
    )
    .map((entry) => entry.team.name);
}
