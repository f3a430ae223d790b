import {
  type EventPointsTables,
  isBattleRoyaleFormat,
  type LobbyMatchSummary,
  phaseFormatSchema,
  pointsStandings,
} from '@galaxia/core';
import { now } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { Phase } from '../../db/entities/index.ts';
import { loadPublishedTournament } from '../public/internal/published-tournament.ts';
import {
  type LobbyMatchRow,
  loadLobbyPhase,
  lobbyStandings,
  matchResultsByLobby,
  pointsTableOf,
} from './internal/lobby-phase.ts';
import { pointsRowView, teamsById } from './internal/lobby-views.ts';

export const lobbyMatchSummary = (match: LobbyMatchRow): LobbyMatchSummary => ({
  id: match.id,
  number: match.number,
  scheduledTime: match.scheduledTime?.toISOString() ?? null,
  status: match.status,
  flagged: match.flag !== null && match.flag !== undefined && !match.flagSettledAt,
});

/**
 * Public points tables of every started battle-royale phase: each lobby's and the phase overall.
 * Room details are never part of it.
 */
export async function getEventPointsTables(
  ctx: PublicContext,
  tournamentId: string,
): Promise<EventPointsTables> {
  const tournament = await loadPublishedTournament(ctx.em, tournamentId, now());
  const phases = (
    await ctx.em.find(Phase, { tournament: tournament.id }, { orderBy: { position: 'asc' } })
  ).filter(
    (phase) => isBattleRoyaleFormat(phaseFormatSchema.parse(phase.format)) && phase.status !== 'not_started',
  );
  const loaded = await loadLobbyPhase(
    ctx.em,
    phases.map((phase) => phase.id),
  );
  const teams = await teamsById(
    ctx.em,
    loaded.lobbies.flatMap((lobby) => lobby.teams),
  );
  const view = pointsRowView(teams);
  const byLobby = matchResultsByLobby(loaded);
  const matchesOf = Map.groupBy(loaded.matches, (match) => match.lobby.id);
  return {
    phases: phases.map((phase) => {
      const table = pointsTableOf(phase, tournament);
      const lobbies = loaded.lobbies.filter((lobby) => lobby.phase.id === phase.id);
      const perLobby = lobbyStandings(loaded, phase.id, table, byLobby);
      const phaseResults = lobbies.flatMap((lobby) => byLobby.get(lobby.id) ?? []);
      return {
        phaseIndex: phase.position,
        phaseName: phase.name,
        status: phase.status,
        matchesPerLobby: phase.matchesPerLobby ?? 0,
        qualifyingTeams: phase.qualifyingTeams.reduce((sum, n) => sum + n, 0),
        pointsTable: table,
        lobbies: lobbies.map((lobby, i) => ({
          id: lobby.id,
          name: lobby.name,
          matches: (matchesOf.get(lobby.id) ?? []).map(lobbyMatchSummary),
          standings: perLobby[i]!.map(view),
        })),
        overall: pointsStandings(
          lobbies.flatMap((lobby) => lobby.teams),
          phaseResults,
          table,
        ).map(view),
      };
    }),
  };
}
