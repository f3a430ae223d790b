import {
  type CompetitionMatch,
  type ReportResultPayload,
  reportScore,
  seriesPlayerLines,
  seriesResult,
} from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import type { CompetitionPorts } from './internal/competition-ports.ts';
import { actOnMatch } from './internal/match-action.ts';
import { repActor } from './internal/match-roles.ts';
import { needsWinner } from './internal/needs-winner.ts';
import { recordPlayerStats } from './internal/player-stat-lines.ts';
import { matchBestOf } from './match-best-of.ts';

export interface ReportMatchScoreInput extends ReportResultPayload {
  matchId: string;
}

/**
 * A rep reports the result once the match has started: the score alone, or the games of the series,
 * whose score and winner are derived under the round's best-of (the players' lines then come per game).
 */
export async function reportMatchScore(
  ctx: UseCaseContext,
  input: ReportMatchScoreInput,
  ports: CompetitionPorts = {},
): Promise<CompetitionMatch> {
  return actOnMatch(ctx, input.matchId, ports, async ({ em, state, roles, phase, match, now }) => {
    const decisive = needsWinner(phase);
    const series = input.games
      ? seriesResult(input.games, matchBestOf(phase, match.roundKey), decisive)
      : { scoreA: input.scoreA ?? 0, scoreB: input.scoreB ?? 0 };
    const next = reportScore(
      state,
      repActor(roles),
      { scoreA: series.scoreA, scoreB: series.scoreB, needsWinner: decisive },
      now,
    );
    await recordPlayerStats(em, match, input.games ? seriesPlayerLines(input.games) : input.playerStats);
    match.games = input.games ?? null;
    return next;
  });
}
