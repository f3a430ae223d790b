import type { EntityManager } from '@mikro-orm/postgresql';
import { now as clockNow } from '../../../clock.ts';
import type { Actor, UseCaseContext } from '../../../context.ts';
import { type CompetitionPorts, collectEffects, type Effects } from './competition-ports.ts';
import { refusingStaleWrites } from './row-locks.ts';

/** What a write on one tournament works with, inside its transaction. */
export interface TournamentWrite {
  em: EntityManager;
  actor: Actor;
  /** Gathered for the tournament and released only once the transaction has committed. */
  effects: Effects;
  /** The clock, read once as the use case starts. */
  now: Date;
}

/**
 * Declares a use case that writes to the tournament `input.tournamentId` names: the use case is
 * `(ctx, input, ports)`, `write` runs in one transaction (a write the database refused as concurrent
 * comes back as a stale write to retry), and the live updates, notifications and reminders it gathered
 * leave after the commit.
 */
export const tournamentWrite =
  <I extends { tournamentId: string }, T>(write: (step: TournamentWrite, input: I) => Promise<T>) =>
  async (ctx: UseCaseContext, input: I, ports: CompetitionPorts): Promise<T> => {
    const now = clockNow();
    const effects = collectEffects(input.tournamentId);
    const result = await refusingStaleWrites(() =>
      ctx.em.transactional(async (em) => {
        const written = await write({ em, actor: ctx.actor, effects, now }, input);
        await effects.closeWrite(em);
        return written;
      }),
    );
    await effects.release(ports);
    return result;
  };
