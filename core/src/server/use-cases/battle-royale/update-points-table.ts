import { AppError, isBattleRoyaleFormat, messages, type PointsTable, phaseFormatSchema } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { type CompetitionPorts, collectEffects } from '../competition/internal/competition-ports.ts';
import { loadPhases } from '../competition/internal/phase-start.ts';
import { withLockedTournament } from '../tournaments/internal/lock-tournament.ts';
import { pointsTableOf } from './internal/lobby-phase.ts';

/**
 * The organiser edits a battle-royale phase's points table (starting from the game's preset). Standings
 * are always computed from the stored results, so tables already shown recompute with it; a finished
 * phase keeps the table its qualifiers were decided by.
 */
export async function updatePointsTable(
  ctx: UseCaseContext,
  input: { tournamentId: string; phaseIndex: number; table: PointsTable },
  ports: CompetitionPorts = {},
): Promise<PointsTable> {
  const { table, effects } = await withLockedTournament(ctx, input.tournamentId, async (em, tournament) => {
    const phase = (await loadPhases(em, tournament.id))[input.phaseIndex];
    if (!phase) throw new AppError('NOT_FOUND', messages.competition.phaseNotFound);
    if (!isBattleRoyaleFormat(phaseFormatSchema.parse(phase.format)))
      throw new AppError('BAD_REQUEST', messages.battleRoyale.phaseNotBattleRoyale);
    if (phase.status === 'completed') throw new AppError('CONFLICT', messages.battleRoyale.phaseNotActive);
    phase.pointsTable = {
      placementPoints: [...input.table.placementPoints],
      killPoints: input.table.killPoints,
    };
    const effects = collectEffects(tournament.id);
    effects.publish({ type: 'phase', phaseIndex: phase.position, status: phase.status });
    await em.flush();
    return { table: pointsTableOf(phase, tournament), effects };
  });
  await effects.release(ports);
  return table;
}
