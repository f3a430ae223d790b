import {
  ACTIVE_CAPTAIN,
  messages,
  PLAYING_ENTRY_STATUSES,
  sitePaths,
  townHallRefreshDue,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import { GameAccount, TeamMember, Tournament, TournamentRegistration } from '../../db/entities/index.ts';
import { rosterTownHallProblem } from '../competition/internal/town-hall-roster.ts';
import { notify } from '../notifications/notify.ts';
import { loadRegistration } from '../tournaments/internal/stored-registration.ts';

/** A Clash of Clans tournament whose rostered players' Town Halls are to be read again from the API. */
export interface TownHallRefresh {
  tournamentId: string;
  accounts: { accountId: string; playerTag: string }[];
}

/**
 * The published Clash of Clans tournaments in the last hour before registration closes (on the shared
 * clock) not refreshed inside it, each with the verified accounts of the players on its playing rosters.
 */
export async function dueTownHallRefreshes(em: EntityManager, at: Date = now()): Promise<TownHallRefresh[]> {
  const tournaments = await em.find(Tournament, { gameId: 'coc', lifecycle: 'published' });
  const due: TownHallRefresh[] = [];
  for (const tournament of tournaments) {
    const windows = await loadRegistration(em, tournament.id);
    if (!townHallRefreshDue(windows, at, tournament.townHallsRefreshedAt ?? null)) continue;
    const entries = await em.find(TournamentRegistration, {
      tournament: tournament.id,
      status: { $in: [...PLAYING_ENTRY_STATUSES] },
    });
    const players = [...new Set(entries.flatMap((entry) => entry.roster))];
    const accounts =
      players.length === 0
        ? []
        : await em.find(
            GameAccount,
            { user: { $in: players }, gameId: 'coc', status: 'verified' },
            { orderBy: { id: 'asc' } },
          );
    due.push({
      tournamentId: tournament.id,
      accounts: accounts.map((account) => ({ accountId: account.id, playerTag: account.inGameId })),
    });
  }
  return due;
}

/**
 * Stores the levels the API gave (an account it could not read keeps its last level) and marks the
 * tournament refreshed, in one transaction: a roster is then checked at check-in against today's levels.
 */
export async function recordTownHallRefresh(
  em: EntityManager,
  tournamentId: string,
  levels: readonly { accountId: string; townHallLevel: number | null }[],
  at: Date = now(),
): Promise<void> {
  await em.transactional(async (tx) => {
    for (const { accountId, townHallLevel } of levels) {
      if (townHallLevel === null) continue;
      await tx.nativeUpdate(GameAccount, { id: accountId, status: 'verified' }, { townHallLevel });
    }
    await tx.nativeUpdate(Tournament, { id: tournamentId }, { townHallsRefreshedAt: at });
    await tellRostersOffTheBreakdown(tx, tournamentId);
  });
}

/**
 * Checks each playing roster against the breakdown again with the levels just read: the captains of a
 * roster that no longer fields it are told what is missing, while there is still time to change it.
 */
async function tellRostersOffTheBreakdown(em: EntityManager, tournamentId: string): Promise<void> {
  const tournament = await em.findOneOrFail(Tournament, tournamentId);
  const entries = await em.find(
    TournamentRegistration,
    { tournament: tournamentId, status: { $in: [...PLAYING_ENTRY_STATUSES] } },
    { populate: ['team'], orderBy: { registeredAt: 'asc' } },
  );
  for (const entry of entries) {
    const problem = await rosterTownHallProblem(em, tournament, entry.roster);
    if (!problem) continue;
    const captains = await em.find(TeamMember, { team: entry.team.id, ...ACTIVE_CAPTAIN });
    notify(em, {
      userIds: captains.map((captain) => captain.user.id),
      kind: 'town-halls',
      title: messages.breakdown.refreshedMismatchTitle(tournament.eventName),
      body: messages.breakdown.refreshedMismatchBody(entry.team.name, problem.message),
      link: sitePaths.event(tournamentId),
    });
  }
}
