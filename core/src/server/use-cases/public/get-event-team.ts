import {
  AppError,
  averageDestruction,
  type EventTeamDetail,
  gameIdSchema,
  gameStatistics,
  type MatchHistoryEntry,
  type MatchResult,
  matchStatusSchema,
  messages,
  playerStatsFromLines,
  sideDestructions,
  teamAggregates,
} from '@galaxia/core';
import { now } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { Match, MatchPlayerStat, TournamentRegistration } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { teamLobbyFigures } from '../battle-royale/internal/lobby-stats.ts';
import { fileUrlOrNull } from '../game-accounts/internal/file-url.ts';
import { enteredRegistration } from './internal/event-facts.ts';
import { loadRoundLabels, type MatchRow, PLAYED_OR_TO_PLAY } from './internal/match-view.ts';
import { loadPublishedTournament } from './internal/published-tournament.ts';
import { loadRosters } from './internal/rosters.ts';
import { loadTeamFinishes } from './internal/team-finishes.ts';
import { visibleProfiles } from './profile-visibility.ts';

const resultFor = (row: MatchRow, teamId: string): MatchResult | null => {
  if (row.status !== 'completed' || row.bracketStatus !== 'completed') return null;
  if (row.winner?.id === teamId) return 'win';
  return row.winner ? 'loss' : 'draw';
};

/**
 * GET /api/events/:id/teams/:teamId: the team as it plays in this event: its registered roster (each
 * player links to their profile) with their figures from its completed matches, the header aggregates
 * and its matches in play order.
 */
export async function getEventTeam(
  ctx: PublicContext,
  input: { tournamentId: string; teamId: string },
): Promise<EventTeamDetail> {
  const tournament = await loadPublishedTournament(ctx.em, input.tournamentId, now());
  if (!isUuid(input.teamId)) throw new AppError('NOT_FOUND', 'TEAMS_NOT_FOUND', messages.teams.notFound);
  const registration = await ctx.em.findOne(
    TournamentRegistration,
    { tournament: tournament.id, team: input.teamId, ...enteredRegistration },
    { populate: ['team'] },
  );
  if (!registration) throw new AppError('NOT_FOUND', 'TEAMS_NOT_FOUND', messages.teams.notFound);
  const { team } = registration;

  const roster = (await loadRosters(ctx.em, tournament, [team.id])).get(team.id) ?? [];
  const matches = await ctx.em.find(
    Match,
    { tournament: tournament.id, $or: [{ teamA: team.id }, { teamB: team.id }], ...PLAYED_OR_TO_PLAY },
    {
      populate: ['phase', 'teamA', 'teamB'],
      orderBy: [{ phase: { position: 'asc' } }, { playOrder: 'asc' }],
    },
  );
  // A player's line counts once the match it was sent with is completed.
  const completed = matches.filter((match) => match.status === 'completed').map((match) => match.id);
  const lines =
    completed.length === 0
      ? []
      : await ctx.em.find(MatchPlayerStat, { match: { $in: completed }, team: team.id });
  const linesOf = Map.groupBy(lines, (line) => line.user.id);
  // Entrants are named, but a profile kept to friends or private keeps its picture and country.
  const visible = await visibleProfiles(
    ctx.em,
    roster.map(({ user }) => user.id),
    ctx.actor,
  );
  const players = roster.map(({ user, role, position, substitute }) => ({
    id: user.id,
    name: user.name,
    image: visible.has(user.id) ? (user.avatar ?? null) : null,
    nationality: visible.has(user.id) ? (user.nationality ?? null) : null,
    role,
    position,
    substitute,
    stats: playerStatsFromLines(linesOf.get(user.id) ?? []),
  }));
  const withFigures = (playerId: string) => (linesOf.get(playerId)?.length ?? 0) > 0;

  const round = await loadRoundLabels(ctx.em, [
    ...new Map(matches.map((match) => [match.phase.id, match.phase])).values(),
  ]);
  const matchHistory = matches.map(
    (row): MatchHistoryEntry => ({
      id: row.id,
      opponent: (row.teamA?.id === team.id ? row.teamB : row.teamA)?.name ?? null,
      status: matchStatusSchema.parse(row.status),
      result: resultFor(row, team.id),
      scheduledTime: row.scheduledTime?.toISOString() ?? null,
      round: round(row),
    }),
  );

  const { kind } = gameStatistics(gameIdSchema.parse(tournament.gameId));
  // A war's score is its stars: the team's own side of each completed war, as confirmed or ruled.
  const stars = matches
    .filter((match) => match.status === 'completed')
    .reduce((sum, match) => sum + ((match.teamA?.id === team.id ? match.scoreA : match.scoreB) ?? 0), 0);

  const destruction = averageDestruction(
    matches
      .filter((match) => match.status === 'completed')
      .flatMap((match) => sideDestructions(match.games, match.teamA?.id === team.id ? 'A' : 'B')),
  );

  // Lobby phases' figures replace the duel ones only where the event plays lobbies.
  const battleRoyale = await teamLobbyFigures(ctx.em, tournament, team.id);

  return {
    ...(battleRoyale && { battleRoyale }),
    kind,
    stars: kind === 'war' ? stars : 0,
    destruction: kind === 'war' ? destruction : null,
    id: team.id,
    name: team.name,
    logo: fileUrlOrNull(team.logo),
    description: team.description ?? null,
    playerCount: players.length,
    region: team.region ?? null,
    founded: team.founded ?? null,
    players,
    finishes: await loadTeamFinishes(ctx.em, team.id, now()),
    matchHistory,
    stats: teamAggregates(players.map((player) => ({ ...player, withFigures: withFigures(player.id) }))),
  };
}
