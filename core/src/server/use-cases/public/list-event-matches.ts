import type { EventMatchesPage, PageQuery } from '@galaxia/core';
import { now } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { Match } from '../../db/entities/index.ts';
import { loadClaims, loadRoundLabels, matchFields, PLAYED_OR_TO_PLAY, teamSummary } from './match-view.ts';
import { loadPublishedTournament, pageWindow } from './published-tournament.ts';

/** GET /api/events/:id/matches: the event's matches in play order (phase by phase), a page at a time. */
export async function listEventMatches(
  ctx: PublicContext,
  tournamentId: string,
  query: PageQuery,
): Promise<EventMatchesPage> {
  const tournament = await loadPublishedTournament(ctx.em, tournamentId, now());
  const [rows, total] = await ctx.em.findAndCount(
    Match,
    { tournament: tournament.id, ...PLAYED_OR_TO_PLAY },
    {
      populate: ['phase', 'teamA', 'teamB'],
      orderBy: [{ phase: { position: 'asc' } }, { playOrder: 'asc' }, { id: 'asc' }],
      ...pageWindow(query),
    },
  );
  const phases = [...new Map(rows.map((row) => [row.phase.id, row.phase])).values()];
  const round = await loadRoundLabels(ctx.em, phases);
  const claims = await loadClaims(
    ctx.em,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({
      ...matchFields(row, round, claims.get(row.id)),
      teamA: teamSummary(row.teamA),
      teamB: teamSummary(row.teamB),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}
