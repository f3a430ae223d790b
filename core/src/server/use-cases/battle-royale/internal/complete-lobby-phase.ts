import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LobbyMatch, type Phase, type Tournament } from '../../../db/entities/index.ts';
import type { Effects } from '../../competition/internal/competition-ports.ts';
import { completePhase } from '../../competition/internal/complete-phase.ts';

/**
 * Once every lobby match of the phase has results, the phase closes and its qualifiers go on to the
 * phases its divisions feed. Call with the phase row locked and the results flushed.
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
  await completePhase(em, tournament, phase, now, effects);
}
