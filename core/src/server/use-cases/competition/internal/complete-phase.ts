import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Tournament } from '../../../db/entities/index.ts';
import type { Effects } from './competition-ports.ts';
import { type PhaseRow, startReadyPhases } from './phase-start.ts';
import { lockRow } from './row-locks.ts';

/**
 * Closes a phase whose every match has its result: the final phase completes the tournament, any other
 * starts the phases waiting on its qualifiers. Call with the phase row locked.
 */
export async function completePhase(
  em: EntityManager,
  tournament: InferEntity<typeof Tournament>,
  phase: PhaseRow,
  now: Date,
  effects: Effects,
): Promise<void> {
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
