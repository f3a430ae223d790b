import { AppError, type GameId, gameName, messages } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Tournament, TournamentRegistration } from '../../../db/entities/index.ts';
import { isUuid } from '../../../db/is-uuid.ts';
import { loadPhases, type PhaseRow } from './phase-start.ts';
import { lockRow } from './row-locks.ts';

/** Places the roadmap offers: registered teams fill the phases' participating places, invited teams the invited ones. */
export const entryPlaces = (phases: readonly PhaseRow[]) => ({
  registered: phases.reduce((sum, phase) => sum + phase.participatingTeams, 0),
  invited: phases.reduce((sum, phase) => sum + phase.invitedTeams, 0),
});

/** Once any phase has started, the field is fixed. */
export const hasStarted = (phases: readonly PhaseRow[]): boolean =>
  phases.some((phase) => phase.status !== 'not_started');

/**
 * A tournament teams may enter, its row locked until the transaction ends: entries queue up, so two
 * teams cannot both take the last place and one player cannot be entered twice. A draft is not found.
 */
export async function lockTournamentForEntry(em: EntityManager, tournamentId: string) {
  if (!isUuid(tournamentId)) throw new AppError('NOT_FOUND', 'EVENT_NOT_FOUND', messages.event.notFound);
  await lockRow(em, 'tournaments', tournamentId);
  const tournament = await em.findOne(Tournament, { id: tournamentId, lifecycle: { $ne: 'draft' } });
  if (!tournament) throw new AppError('NOT_FOUND', 'EVENT_NOT_FOUND', messages.event.notFound);
  return tournament;
}

/**
 * A tournament a team registers for, its row share-locked until the transaction ends: registrations run
 * side by side, while every other change of the field (withdrawals, check-ins, swaps, invitations, the
 * organiser starting a phase) locks the row outright and so waits for them, and they for it. What
 * registrations must not do at once is held by `holdEntrants` and `holdPlaces`. A draft is not found.
 */
export async function shareTournamentForRegistration(em: EntityManager, tournamentId: string) {
  if (!isUuid(tournamentId)) throw new AppError('NOT_FOUND', 'EVENT_NOT_FOUND', messages.event.notFound);
  await em.execute('select 1 from tournaments where id = ? for share', [tournamentId]);
  const tournament = await em.findOne(Tournament, { id: tournamentId, lifecycle: { $ne: 'draft' } });
  if (!tournament) throw new AppError('NOT_FOUND', 'EVENT_NOT_FOUND', messages.event.notFound);
  return tournament;
}

/** One transaction-long advisory lock per name within the tournament (hash-keyed: a collision only waits). */
const entryLockKey = `hashtextextended(? || ':' || k, 0)`;

/**
 * Holds the team and the roster's players within this tournament until the transaction ends, taken
 * before reading what they have entered: two registrations of one team, or two rosters sharing a
 * player, queue up and the second sees the first. One statement takes them all in one order, so two
 * registrations never wait on each other crosswise.
 */
export async function holdEntrants(em: EntityManager, tournamentId: string, ids: readonly string[]) {
  await em.execute(
    `select count(pg_advisory_xact_lock(key)) from (
       select distinct ${entryLockKey} as key from jsonb_array_elements_text(?::jsonb) as k order by key
     ) as keys`,
    [tournamentId, JSON.stringify(ids)],
  );
}

/**
 * Holds the tournament's registered places until the transaction ends: taken last, after every check,
 * so registrations queue here only to count the places and write their entry. Call in a statement of its
 * own before counting: that count then sees every entry committed by the registration before.
 */
export async function holdPlaces(em: EntityManager, tournamentId: string) {
  await em.execute(`select pg_advisory_xact_lock(hashtextextended(? || ':places', 0))`, [tournamentId]);
}

/**
 * What every entry must pass, whether the captain registers or the organiser invites: the team plays
 * the tournament's game and the field is not fixed yet. Gives the phases and the team's earlier entry.
 */
export async function checkEntry(
  em: EntityManager,
  tournament: { id: string; gameId: string; lifecycle: string },
  team: { id: string; gameId: string },
) {
  if (team.gameId !== tournament.gameId) {
    throw new AppError(
      'BAD_REQUEST',
      'COMPETITION_WRONG_GAME',
      messages.competition.wrongGame(gameName(tournament.gameId as GameId)),
    );
  }
  const phases = await loadPhases(em, tournament.id);
  if (tournament.lifecycle === 'completed')
    throw new AppError(
      'CONFLICT',
      'COMPETITION_TOURNAMENT_COMPLETED',
      messages.competition.tournamentCompleted,
    );
  if (hasStarted(phases)) {
    throw new AppError('CONFLICT', 'COMPETITION_TOURNAMENT_STARTED', messages.competition.tournamentStarted);
  }
  const existing = await em.findOne(TournamentRegistration, { tournament: tournament.id, team: team.id });
  return { phases, existing };
}
