import {
  type EventStatistics,
  gameIdSchema,
  lobbyMatchLeaders,
  matchTrends,
  pointsTablePreset,
  type TrendMatch,
} from '@galaxia/core';
import { now } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { LobbyMatch, LobbyResult, Match } from '../../db/entities/index.ts';
import { computeTournamentStats } from '../competition/compute-tournament-stats.ts';
import { PLAYED_OR_TO_PLAY } from './internal/match-view.ts';
import { loadPublishedTournament } from './internal/published-tournament.ts';

/**
 * GET /api/events/:id/stats: the competition's statistics (summary tiles, teams by wins, players by
 * kills from the completed matches' lines) and the trend chart of completed matches per day.
 */
export async function getEventStats(ctx: PublicContext, tournamentId: string): Promise<EventStatistics> {
  const tournament = await loadPublishedTournament(ctx.em, tournamentId, now());
  const {
    standings: _standings,
    champion: _champion,
    teams,
    ...stats
  } = await computeTournamentStats(ctx.em, tournament.id);
  const completed = await ctx.em.find(
    Match,
    { tournament: tournament.id, status: 'completed', ...PLAYED_OR_TO_PLAY },
    { fields: ['status', 'completedTime', 'scoreA', 'scoreB'] },
  );
  const lobbyMatches = await lobbyTrendMatches(ctx, tournament.id, tournament.gameId);
  return {
    ...stats,
    // The competition writes a team without a logo as ''; the public contract says null.
    teams: teams.map((team) => ({ ...team, logo: team.logo || null })),
    trends: matchTrends(
      completed
        .map((row) => ({
          status: row.status,
          completedTime: row.completedTime?.toISOString() ?? null,
          scoreA: row.scoreA ?? null,
          scoreB: row.scoreB ?? null,
        }))
        .concat(lobbyMatches),
    ),
  };
}

/** A battle-royale event's completed lobby matches for the chart: the winner's and runner-up's match points. */
async function lobbyTrendMatches(
  ctx: PublicContext,
  tournamentId: string,
  gameId: string,
): Promise<TrendMatch[]> {
  const matches = await ctx.em.find(
    LobbyMatch,
    { tournament: tournamentId, status: 'completed' },
    { fields: ['resultsEnteredAt', 'phase.pointsTable'] },
  );
  if (matches.length === 0) return [];
  const results = await ctx.em.find(
    LobbyResult,
    { lobbyMatch: { $in: matches.map((match) => match.id) } },
    { fields: ['lobbyMatch', 'placement', 'kills'] },
  );
  const byMatch = Map.groupBy(results, (result) => result.lobbyMatch.id);
  const preset = pointsTablePreset(gameIdSchema.parse(gameId));
  return matches.map((match) => {
    const leaders = lobbyMatchLeaders(byMatch.get(match.id) ?? [], match.phase.pointsTable ?? preset);
    return {
      status: 'completed',
      completedTime: match.resultsEnteredAt?.toISOString() ?? null,
      scoreA: leaders?.winner ?? null,
      scoreB: leaders?.runnerUp ?? null,
    };
  });
}
