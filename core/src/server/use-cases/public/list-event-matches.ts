import type { EventMatchesPage, EventMatchesQuery } from '@galaxia/core';
import { raw } from '@mikro-orm/core';
import { now } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { Match } from '../../db/entities/index.ts';
import { loadClaims, loadRoundLabels, matchFields, PLAYED_OR_TO_PLAY, teamSummary } from './match-view.ts';
import { loadPublishedTournament, pageWindow } from './published-tournament.ts';

/**
 * GET /api/events/:id/matches, a page at a time: what is being played (or disputed) first, then what
 * comes next (agreed times soonest first, then play order), then results newest first. Narrowed by
 * phase, round, team and status when asked.
 */
export async function listEventMatches(
  ctx: PublicContext,
  tournamentId: string,
  query: EventMatchesQuery,
): Promise<EventMatchesPage> {
  const at = now();
  const tournament = await loadPublishedTournament(ctx.em, tournamentId, at);
  const [rows, total] = await ctx.em.findAndCount(
    Match,
    {
      tournament: tournament.id,
      ...PLAYED_OR_TO_PLAY,
      ...(query.phase === undefined ? {} : { phase: { position: query.phase } }),
      ...(query.round === undefined ? {} : { roundKey: query.round }),
      ...(query.team === undefined ? {} : { $or: [{ teamA: query.team }, { teamB: query.team }] }),
      ...(query.status === undefined ? {} : { status: query.status }),
    },
    {
      populate: ['phase', 'teamA', 'teamB'],
      orderBy: [
        {
          [raw(
            (alias) =>
              `case when ${alias}.status = 'disputed' or (${alias}.status = 'scheduled' and ${alias}.scheduled_time <= ?) then 0 when ${alias}.status = 'completed' then 2 else 1 end`,
            [at],
          )]: 'asc',
        },
        {
          [raw((alias) => `case when ${alias}.status <> 'completed' then ${alias}.scheduled_time end`)]:
            'asc nulls last',
        },
        { completedTime: 'desc nulls last' },
        { phase: { position: 'asc' } },
        { playOrder: 'asc' },
        { id: 'asc' },
      ],
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
