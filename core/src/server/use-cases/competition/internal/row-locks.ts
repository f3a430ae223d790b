import { AppError, ERROR_CODES, messages } from '@galaxia/core';
import { DeadlockException, LockWaitTimeoutException, OptimisticLockError } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Match, Phase } from '../../../db/entities/index.ts';
import { isUuid } from '../../../db/is-uuid.ts';

const notFound = () => new AppError('NOT_FOUND', messages.match.notFound);

/**
 * Locks a row until the transaction ends. FOR NO KEY UPDATE, not FOR UPDATE: rows that only point at
 * it (a calendar round, an announcement, a stats line) can still be written meanwhile, so an organiser
 * editing the calendar never deadlocks with the result that closes a phase.
 */
export async function lockRow(em: EntityManager, table: 'phases' | 'matches' | 'tournaments', id: string) {
  await em.execute(`select 1 from ${table} where id = ? for no key update`, [id]);
}

/**
 * Locks a match for a move, inside the caller's transaction: its phase first, then the match row.
 * Every move on a phase's matches queues on the phase lock, so a result and the advancement it causes
 * never interleave with another result of the same phase, and two moves on one match see each other.
 * Both rows are read after their locks are taken, so what the move checks is what it changes.
 */
export async function lockMatch(em: EntityManager, matchId: string) {
  if (!isUuid(matchId)) throw notFound();
  // A match never changes phase, so finding its phase while taking that first lock is safe.
  const [owner] = await em.execute<{ phase_id: string }[]>(
    'select id as phase_id from phases where id = (select phase_id from matches where id = ?) for no key update',
    [matchId],
  );
  if (!owner) throw notFound();
  await lockRow(em, 'matches', matchId);
  const phase = await em.findOneOrFail(Phase, { id: owner.phase_id });
  const match = await em.findOneOrFail(
    Match,
    { id: matchId },
    { populate: ['tournament', 'teamA', 'teamB'] },
  );
  return { match, phase };
}

/**
 * The database's own refusals of a concurrent write (a stale version, a deadlock victim, a lock wait
 * given up) become the one message a person can act on: reload and try again.
 */
export async function refusingStaleWrites<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (
      error instanceof OptimisticLockError ||
      error instanceof DeadlockException ||
      error instanceof LockWaitTimeoutException
    ) {
      throw new AppError(
        'CONFLICT',
        messages.competition.changedWhileActing,
        undefined,
        ERROR_CODES.staleWrite,
      );
    }
    throw error;
  }
}
