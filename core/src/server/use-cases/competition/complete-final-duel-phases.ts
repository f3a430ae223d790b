import type { EntityManager } from '@mikro-orm/postgresql';
import { now as clockNow } from '../../clock.ts';
import { Phase, Tournament } from '../../db/entities/index.ts';
import { type CompetitionPorts, collectEffects } from './internal/competition-ports.ts';
import { completeDuelPhaseIfFinal } from './internal/complete-duel-phase.ts';
import { lockRow } from './internal/row-locks.ts';

/**
 * The workers' timer: completes every duel phase (bracket, groups, Swiss) whose last results have just
 * become final (their dispute window passed), starting what waits on its qualifiers or completing the
 * tournament. Each phase in its own transaction, under its row lock like every result, so a correction
 * made meanwhile is either seen or waits. Returns the ids of the phases it completed. `tournamentId`
 * limits it to one tournament (tests that share a database).
 */
export async function completeFinalDuelPhases(
  em: EntityManager,
  ports: CompetitionPorts,
  { at = clockNow(), tournamentId }: { at?: Date; tournamentId?: string } = {},
): Promise<string[]> {
  // Active phases whose every match has its result: the ones that may be waiting for their window.
  const candidates = await em.execute<{ id: string }[]>(
    `select p.id from phases p
     where p.status = 'active'
       and exists (select 1 from matches m where m.phase_id = p.id)
       and not exists (
         select 1 from matches m where m.phase_id = p.id and m.bracket_status in ('upcoming', 'pending')
       )
       ${tournamentId ? 'and p.tournament_id = ?' : ''}`,
    tournamentId ? [tournamentId] : [],
  );
  const completed: string[] = [];
  for (const { id } of candidates) {
    const { done, effects } = await em.fork().transactional(async (tx) => {
      await lockRow(tx, 'phases', id);
      const phase = await tx.findOneOrFail(Phase, { id }, { refresh: true });
      const effects = collectEffects(phase.tournament.id);
      const tournament = await tx.findOneOrFail(
        Tournament,
        { id: phase.tournament.id },
        { populate: ['server'] },
      );
      const done = await completeDuelPhaseIfFinal(tx, tournament, phase, at, effects);
      // A completion changes what the public sees: it takes the tournament's next data version.
      if (done) await effects.closeWrite(tx);
      else await tx.flush();
      return { done, effects };
    });
    await effects.release(ports);
    if (done) completed.push(id);
  }
  return completed;
}
