import {
  bracketKindFor,
  type EventBrackets,
  effectiveTiebreaks,
  groupStandings,
  type PhaseBracket,
  phaseFormatSchema,
  rebuildBracketState,
  type StandingRow,
  swissStandings,
  toBracketView,
} from '@galaxia/core';
import { now } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { Match, Phase } from '../../db/entities/index.ts';
import { toBracketMatch } from '../competition/internal/bracket-state.ts';
import type { MatchRow } from './internal/match-view.ts';
import { loadPublishedTournament } from './internal/published-tournament.ts';

/**
 * GET /api/events/:id/brackets: every phase with matches, drawn by the core from its stored matches,
 * with group tables for a group stage and the Swiss table for a Swiss stage.
 */
export async function getEventBrackets(ctx: PublicContext, tournamentId: string): Promise<EventBrackets> {
  const tournament = await loadPublishedTournament(ctx.em, tournamentId, now());
  const phases = await ctx.em.find(Phase, { tournament: tournament.id }, { orderBy: { position: 'asc' } });
  const matches = await ctx.em.find(
    Match,
    { tournament: tournament.id },
    { populate: ['teamA', 'teamB'], orderBy: [{ playOrder: 'asc' }, { id: 'asc' }] },
  );
  const names = new Map<string, string>();
  for (const match of matches) {
    for (const team of [match.teamA, match.teamB]) if (team) names.set(team.id, team.name);
  }
  const byPhase = Map.groupBy(matches, (match) => match.phase.id);

  return {
    phases: phases.flatMap((phase): PhaseBracket[] => {
      const rows: MatchRow[] = byPhase.get(phase.id) ?? [];
      if (rows.length === 0) return [];
      const format = bracketKindFor(phaseFormatSchema.parse(phase.format));
      const state = rebuildBracketState(
        format,
        rows.map(toBracketMatch),
        phase.seeds ?? null,
        phase.tiebreaks ?? null,
      );
      const named = <Row extends StandingRow>(row: Row) => ({
        ...row,
        teamName: names.get(row.teamId) ?? row.teamId,
      });
      return [
        {
          phaseName: phase.name,
          format,
          bracket: toBracketView(state, names),
          matchIds: Object.fromEntries(rows.map((row) => [row.displayId, row.id])),
          groupStandings:
            state.format === 'group-stage'
              ? groupStandings(state).map((group) => ({ ...group, rows: group.rows.map(named) }))
              : null,
          swissStandings: state.format === 'swiss' ? swissStandings(state).map(named) : null,
          tiebreaks:
            state.format === 'group-stage' || state.format === 'swiss'
              ? effectiveTiebreaks(state.tiebreaks)
              : [],
        },
      ];
    }),
  };
}
