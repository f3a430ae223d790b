import type { Publication } from '@galaxia/core';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { loadPublicationFacts, publicationOf } from './internal/publication-facts.ts';

/** GET /api/organiser/tournaments/:id/publication: the Publish step's checklist and what may be done now. */
export async function getTournamentPublication(
  ctx: UseCaseContext,
  tournamentId: string,
): Promise<Publication> {
  const tournament = await loadTournamentForOrganiser(ctx.em, ctx.actor, tournamentId);
  return publicationOf(tournament, await loadPublicationFacts(ctx.em, tournament, now()));
}
