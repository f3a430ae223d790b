import type { EntityManager } from '@mikro-orm/postgresql';
import { now as clockNow } from '../../../clock.ts';
import { type CompetitionPorts, collectEffects, type Effects } from './competition-ports.ts';
import { lockMatch, refusingStaleWrites } from './row-locks.ts';

/** What a write on one match works with, inside its transaction: the match and its locked phase. */
export type MatchWrite = Awaited<ReturnType<typeof lockMatch>> & {
  em: EntityManager;
  /** Gathered for the match's tournament and released only once the transaction has committed. */
  effects: Effects;
  /** The clock, read once the match is locked: the write acts at the moment it sees the match. */
  now: Date;
};

/**
 * One write on one match that is not a move of the match rules (those go through `actOnMatch`): one
 * transaction with the match locked, a write the database refused as concurrent comes back as a stale
 * write to retry, and the live updates and notifications it gathered leave after the commit.
 */
export async function writeOnMatch<T>(
  em: EntityManager,
  matchId: string,
  ports: CompetitionPorts,
  write: (step: MatchWrite) => Promise<T>,
): Promise<T> {
  const { result, effects } = await refusingStaleWrites(() =>
    em.transactional(async (tx) => {
      const locked = await lockMatch(tx, matchId);
      const effects = collectEffects(locked.match.tournament.id);
      const result = await write({ ...locked, em: tx, effects, now: clockNow() });
      await effects.closeWrite(tx);
      return { result, effects };
    }),
  );
  await effects.release(ports);
  return result;
}
