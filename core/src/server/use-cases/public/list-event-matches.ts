import {
  compareForMatchList,
  type EventMatchesPage,
  type EventMatchesQuery,
  isLiveInList,
  type ListedMatch,
} from '@galaxia/core';
import { now as clockNow } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { Match } from '../../db/entities/index.ts';
import {
  loadClaims,
  loadRoundLabels,
  matchFields,
  PLAYED_OR_TO_PLAY,
  teamSummary,
} from './internal/match-view.ts';
import { loadPublishedTournament } from './internal/published-tournament.ts';

/**
 * GET /api/events/:id/matches: live and next matches first, then completed newest first (the domain's
 * list order), narrowed by phase, round, team and status; a page at a time, with the filter choices
 * over the whole event. A tournament holds at most a few thousand matches, so the order is applied
 * in memory by the one rule rather than re-spelled in SQL.
 */
export async function listEventMatches(
  ctx: PublicContext,
  tournamentId: string,
  query: EventMatchesQuery,
): Promise<EventMatchesPage> {
  const now = clockNow();
  const tournament = await loadPublishedTournament(ctx.em, tournamentId, now);
  const rows = await ctx.em.find(
    Match,
    { tournament: tournament.id, ...PLAYED_OR_TO_PLAY },
    {
      populate: ['phase', 'teamA', 'teamB'],
      orderBy: [{ phase: { position: 'asc' } }, { playOrder: 'asc' }, { id: 'asc' }],
    },
  );
  const phases = [...new Map(rows.map((row) => [row.phase.id, row.phase])).values()];
  const round = await loadRoundLabels(ctx.em, phases);

  const listed = rows.map((row, playOrder) => {
    const fields = matchFields(row, round, undefined);
    const place: ListedMatch = {
      status: fields.status,
      scheduledTime: fields.scheduledTime,
      completedTime: fields.completedTime,
      playOrder,
    };
    return { row, round: fields.round, place };
  });
  const wanted = listed.filter(
    ({ row, round: name, place }) =>
      (query.phase === undefined || row.phase.position === query.phase) &&
      (query.round === undefined || name === query.round) &&
      (query.team === undefined || row.teamA?.id === query.team || row.teamB?.id === query.team) &&
      (query.status === undefined ||
        (query.status === 'live' ? isLiveInList(place, now) : place.status === query.status)),
  );
  wanted.sort((a, b) => compareForMatchList(a.place, b.place, now));
  const start = (query.page - 1) * query.pageSize;
  const shown = wanted.slice(start, start + query.pageSize);
  const claims = await loadClaims(
    ctx.em,
    shown.map(({ row }) => row.id),
  );

  const teams = new Map(
    rows.flatMap((row) => [row.teamA, row.teamB]).flatMap((team) => (team ? [[team.id, team] as const] : [])),
  );
  return {
    items: shown.map(({ row, place }) => ({
      ...matchFields(row, round, claims.get(row.id)),
      teamA: teamSummary(row.teamA),
      teamB: teamSummary(row.teamB),
      live: isLiveInList(place, now),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: wanted.length,
    filters: {
      phases: phases.map((phase) => ({
        index: phase.position,
        name: phase.name,
        rounds: [
          ...new Set(listed.filter(({ row }) => row.phase.id === phase.id).map((entry) => entry.round)),
        ],
      })),
      teams: [...teams.values()]
        .map((team) => teamSummary(team)!)
        .sort((a, b) => a.name.localeCompare(b.name)),
    },
  };
}
