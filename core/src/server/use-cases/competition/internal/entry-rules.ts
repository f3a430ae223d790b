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
