import type { EntityManager } from '@mikro-orm/postgresql';
import { now as clockNow } from '../../clock.ts';
import { Phase, Tournament } from '../../db/entities/index.ts';
import { type CompetitionPorts, collectEffects } from '../competition/internal/competition-ports.ts';
import { lockRow } from '../competition/internal/row-locks.ts';
import { completeLobbyPhaseIfDone } from './internal/complete-lobby-phase.ts';
import { isLobbyPhase } from './internal/lobby-stats.ts';

/**
 * The workers' timer: closes every battle-royale phase whose last results have just become final (their
 * flag window passed), starting what waits on its qualifiers. Each phase in its own transaction, under
 * its row lock like every results move, so a result entered meanwhile is either seen or waits.
 * Returns the ids of the phases it closed.
 */
export async function closeFinalLobbyPhases(
  em: EntityManager,
  ports: CompetitionPorts,
  at: Date = clockNow(),
): Promise<string[]> {
  // Active phases with every lobby match completed: the ones that may be waiting for their window.
  const candidates = await em.execute<{ id: string }[]>(
    `select p.id from phases p
     where p.status = 'active'
       and exists (select 1 from br_lobby_matches m where m.phase_id = p.id)
       and not exists (select 1 from br_lobby_matches m where m.phase_id = p.id and m.status <> 'completed')`,
  );
  const closed: string[] = [];
  for (const { id } of candidates) {
    const { done, effects } = await em.fork().transactional(async (tx) => {
      await lockRow(tx, 'phases', id);
      const phase = await tx.findOneOrFail(Phase, { id }, { refresh: true });
      const effects = collectEffects(phase.tournament.id);
      if (!isLobbyPhase(phase)) return { done: false, effects };
      const tournament = await tx.findOneOrFail(
        Tournament,
        { id: phase.tournament.id },
        { populate: ['server'] },
      );
      const done = await completeLobbyPhaseIfDone(tx, tournament, phase, at, effects);
      if (done) await effects.closeWrite(tx);
      else await tx.flush();
      return { done, effects };
    });
    await effects.release(ports);
    if (done) closed.push(id);
  }
  return closed;
}
