import {
  AppError,
  type CompetitionMatch,
  isSeriesScore,
  messages,
  type ReportResultPayload,
  recordsDestruction,
  reportScore,
  seriesPlayerLines,
  seriesResult,
  warDestruction,
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
 * A rep reports the result once the match has started: the score alone for a single game (or war), else
 * the games of the series, whose score and winner are derived under the round's best-of (the players'
 * lines then come per game).
 */
export async function reportMatchScore(
  ctx: UseCaseContext,
  input: ReportMatchScoreInput,
  ports: CompetitionPorts,
): Promise<CompetitionMatch> {
  return actOnMatch(
    ctx,
    input.matchId,
    ports,
    async ({ em, state, roles, phase, match, tournament, now, effects }) => {
      const decisive = needsWinner(phase);
      const bestOf = matchBestOf(phase, match.roundKey);
      // A bare score of a series counts games won; a score no series of this length can have (a war's stars,
      // a map's rounds) is one game's, so the series must come as its games.
      if (!input.games && !isSeriesScore(bestOf, input.scoreA ?? 0, input.scoreB ?? 0))
        throw new AppError('BAD_REQUEST', 'SERIES_REPORT_GAMES', messages.series.reportGames(bestOf));
      const series = input.games
        ? seriesResult(input.games, bestOf, decisive)
        : { scoreA: input.scoreA ?? 0, scoreB: input.scoreB ?? 0 };
      // A war level on stars is decided by destruction: a one-war report carries it for the confirmation.
      const destruction =
        bestOf === 1 && recordsDestruction(tournament.gameId) ? warDestruction(input.games?.[0]) : {};
      const next = reportScore(
        state,
        repActor(roles),
        { scoreA: series.scoreA, scoreB: series.scoreB, ...destruction, needsWinner: decisive },
        now,
      );
      await recordPlayerStats(em, match, input.games ? seriesPlayerLines(input.games) : input.playerStats);
      match.games = input.games ?? null;
      effects.webhook({ type: 'match.result_reported', matchId: match.id });
      return next;
    },
  );
}
