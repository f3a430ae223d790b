import type { Rulebook } from '@galaxia/core';
import { now } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { rulebookOf } from '../tournaments/internal/tournament-rulebook.ts';
import { loadPublishedTournament } from './internal/published-tournament.ts';

/** GET /api/events/:id/rulebook: the organiser's rulebook, or the one generated for its game and settings. */
export async function getEventRulebook(ctx: PublicContext, tournamentId: string): Promise<Rulebook> {
  const tournament = await loadPublishedTournament(ctx.em, tournamentId, now());
  return rulebookOf(ctx.em, tournament);
}
