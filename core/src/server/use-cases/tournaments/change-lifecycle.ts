import { AppError, type Publication, type Refusal } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import type { Tournament } from '../../db/entities/index.ts';
import { lockTournamentForOrganiser } from './internal/lock-tournament.ts';
import { loadPublicationFacts, type PublicationFacts, publicationOf } from './internal/publication-facts.ts';

type TournamentRow = InferEntity<typeof Tournament>;

export interface LifecycleChange {
  /** Why the change is refused now (409), or null. */
  refusal(facts: PublicationFacts): Refusal | null;
  apply(tournament: TournamentRow, now: Date, em: EntityManager): void | Promise<void>;
}

/**
 * One lifecycle action in one transaction: the tournament row locked (a registration or a phase start
 * cannot slip in between the check and the change), refused with the reason, else applied.
 */
export async function changeLifecycle(
  ctx: UseCaseContext,
  tournamentId: string,
  change: LifecycleChange,
): Promise<Publication> {
  return ctx.em.transactional(async (em: EntityManager) => {
    const at = now();
    const tournament = await lockTournamentForOrganiser(em, ctx.actor, tournamentId);
    const refusal = change.refusal(await loadPublicationFacts(em, tournament, at));
    if (refusal) throw new AppError('CONFLICT', refusal.code, refusal.message);
    await change.apply(tournament, at, em);
    await em.flush();
    return publicationOf(tournament, await loadPublicationFacts(em, tournament, at));
  });
}
