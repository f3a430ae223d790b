import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LobbyMatch, type Phase, type Tournament } from '../../../db/entities/index.ts';
import type { Effects } from '../../competition/internal/competition-ports.ts';
import { startReadyPhases } from '../../competition/internal/phase-start.ts';
import { lockRow } from '../../competition/internal/row-locks.ts';

/**
 * Once every lobby match of the phase has results, the phase closes: the final phase completes the
 * tournament, any other sends its qualifiers on to the phases its divisions feed.
 * Call with the phase row locked and the results flushed.
 */
export async function completeLobbyPhaseIfDone(
  em: EntityManager,
  tournament: InferEntity<typeof Tournament>,
  phase: InferEntity<typeof Phase>,
  now: Date,
  effects: Effects,
): Promise<void> {
  const open = await em.count(LobbyMatch, { phase: phase.id, status: { $ne: 'completed' } });
  if (open > 0 || phase.status !== 'active') return;
  phase.status = 'completed';
  phase.completedAt = now;
  effects.publish({ type: 'phase', phaseIndex: phase.position, status: 'completed' });
  // Queues with the organiser starting a phase by hand, so a waiting phase is started once.
  await lockRow(em, 'tournaments', tournament.id);
  if (phase.isFinal) {
    tournament.lifecycle = 'completed';
    effects.publish({ type: 'tournament', lifecycle: 'completed' });
    effects.notify({ kind: 'tournament-completed', tournamentId: tournament.id });
    return;
  }
  await em.flush();
  await startReadyPhases(em, tournament, now, effects);
}
