import type { OrganiserRulebook } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { generatedRulebookOf } from './internal/tournament-rulebook.ts';

/** The rulebook editor: the organiser's text (or the generated one) and the generated one a reset restores. */
export async function getTournamentRulebook(
  ctx: UseCaseContext,
  tournamentId: string,
): Promise<OrganiserRulebook> {
  const tournament = await loadTournamentForOrganiser(ctx.em, ctx.actor, tournamentId);
  const generated = await generatedRulebookOf(ctx.em, tournament);
  const own = tournament.rulebook ?? null;
  return { markdown: own ?? generated, edited: own !== null, generated };
}
