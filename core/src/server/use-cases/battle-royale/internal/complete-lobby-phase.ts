import { isLobbyPhaseFinal } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LobbyMatch, type Phase, type Tournament } from '../../../db/entities/index.ts';
import type { Effects } from '../../competition/internal/competition-ports.ts';
import { completePhase } from '../../competition/internal/complete-phase.ts';

/**
 * Once every lobby match of the phase has results that can no longer change (past their flag window,
 * or a flag the organiser settled), the phase closes and its qualifiers go on to the phases its
 * divisions feed. Until then a flagged result can still be cleared and entered again; the workers' timer
 * (`closeFinalLobbyPhases`) closes it when the window passes. Call with the phase row locked and the
 * results flushed.
 */
export async function completeLobbyPhaseIfDone(
  em: EntityManager,
  tournament: InferEntity<typeof Tournament>,
  phase: InferEntity<typeof Phase>,
  now: Date,
  effects: Effects,
): Promise<boolean> {
  if (phase.status !== 'active') return false;
  // While a map still waits for results the phase cannot close: one indexed probe, not every lobby
  // match of the phase (1,600 in a 400-lobby qualifier) loaded for each result entered.
  const waiting = await em.execute<unknown[]>(
    `select 1 from br_lobby_matches where phase_id = ? and status <> 'completed' limit 1`,
    [phase.id],
  );
  if (waiting.length > 0) return false;
  const matches = await em.find(LobbyMatch, { phase: phase.id });
  const final = isLobbyPhaseFinal(
    matches.map((match) => ({
      resultsEnteredAt: match.status === 'completed' ? (match.resultsEnteredAt ?? null) : null,
      flagged: Boolean(match.flag),
      flagSettledAt: match.flagSettledAt ?? null,
    })),
    now,
  );
  if (!final) return false;
  await completePhase(em, tournament, phase, now, effects);
  return true;
}
