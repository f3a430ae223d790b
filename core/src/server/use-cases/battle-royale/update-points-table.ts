import { AppError, isBattleRoyaleFormat, messages, type PointsTable, phaseFormatSchema } from '@galaxia/core';
import { loadPhases } from '../competition/internal/phase-start.ts';
import { tournamentWrite } from '../competition/internal/tournament-write.ts';
import { lockTournamentForOrganiser } from '../tournaments/internal/lock-tournament.ts';
import { pointsTableOf } from './internal/lobby-phase.ts';

/**
 * The organiser edits a battle-royale phase's points table (starting from the game's preset). Standings
 * are always computed from the stored results, so tables already shown recompute with it; a finished
 * phase keeps the table its qualifiers were decided by.
 */
export const updatePointsTable = tournamentWrite(
  async (
    { em, actor, effects },
    input: { tournamentId: string; phaseIndex: number; table: PointsTable },
  ): Promise<PointsTable> => {
    const tournament = await lockTournamentForOrganiser(em, actor, input.tournamentId);
    const phase = (await loadPhases(em, tournament.id))[input.phaseIndex];
    if (!phase)
      throw new AppError('NOT_FOUND', 'COMPETITION_PHASE_NOT_FOUND', messages.competition.phaseNotFound);
    if (!isBattleRoyaleFormat(phaseFormatSchema.parse(phase.format)))
      throw new AppError(
        'BAD_REQUEST',
        'BATTLE_ROYALE_PHASE_NOT_BATTLE_ROYALE',
        messages.battleRoyale.phaseNotBattleRoyale,
      );
    if (phase.status === 'completed')
      throw new AppError('CONFLICT', 'BATTLE_ROYALE_PHASE_NOT_ACTIVE', messages.battleRoyale.phaseNotActive);
    phase.pointsTable = {
      placementPoints: [...input.table.placementPoints],
      killPoints: input.table.killPoints,
    };
    effects.publish({ type: 'phase', phaseIndex: phase.position, status: phase.status });
    await em.flush();
    return pointsTableOf(phase, tournament);
  },
);
