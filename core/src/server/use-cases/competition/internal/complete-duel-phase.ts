import { type DuelResultFinality, isDuelPhaseFinal, isFinished } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Tournament } from '../../../db/entities/index.ts';
import { loadPhaseBracket } from './bracket-state.ts';
import type { Effects } from './competition-ports.ts';
import { completePhase } from './complete-phase.ts';
import type { PhaseRow } from './phase-start.ts';

/**
 * Each played match's finality: when it was completed, and when the organiser last ruled on it (a
 * reopening is no ruling on a result). `ruledNow` is the match a ruling of this transaction is about:
 * its audit entry is written after the bracket moves.
 */
async function resultFinality(
  em: EntityManager,
  phase: PhaseRow,
  now: Date,
  ruledNow: string | null,
): Promise<DuelResultFinality[]> {
  const rows = await em.execute<{ id: string; completed_time: Date | null; ruled_at: Date | null }[]>(
    `select m.id, m.completed_time,
       (select max(r.at) from rulings r where r.match_id = m.id and r.kind <> 'reopen') as ruled_at
     from matches m where m.phase_id = ? and m.bracket_status = 'completed'`,
    [phase.id],
  );
  return rows.map((row) => {
    // A result stored without its time (older rows) has nothing left to wait for.
    const completedAt = row.completed_time ? new Date(row.completed_time) : new Date(0);
    const ruledAt = row.id === ruledNow ? now : row.ruled_at ? new Date(row.ruled_at) : null;
    return { completedAt, ruledAt };
  });
}

/**
 * Completes a duel phase (bracket, groups, Swiss) once every match has its result and each result is
 * final: past its dispute window, or ruled by the organiser. Until then its last results can still be
 * corrected without touching the phases it feeds; the workers' timer (`completeFinalDuelPhases`)
 * completes it when the window passes. Call with the phase row locked and the results flushed.
 */
export async function completeDuelPhaseIfFinal(
  em: EntityManager,
  tournament: InferEntity<typeof Tournament>,
  phase: PhaseRow,
  now: Date,
  effects: Effects,
  ruledNow: string | null = null,
): Promise<boolean> {
  if (phase.status !== 'active') return false;
  const { state } = await loadPhaseBracket(em, phase);
  if (!isFinished(state)) return false;
  if (!isDuelPhaseFinal(await resultFinality(em, phase, now, ruledNow), now)) return false;
  await completePhase(em, tournament, phase, now, effects);
  return true;
}
