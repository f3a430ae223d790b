import {
  type BattleRoyaleTeamStat,
  isBattleRoyaleFormat,
  type PointsRow,
  phaseFormatSchema,
  pointsStandings,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Phase, type Tournament } from '../../../db/entities/index.ts';
import { loadLobbyPhase, matchResultsOf, pointsTableOf } from './lobby-phase.ts';

type PhaseRow = InferEntity<typeof Phase>;
type TournamentRow = Pick<InferEntity<typeof Tournament>, 'gameId'>;

export const isLobbyPhase = (phase: Pick<PhaseRow, 'format'>): boolean =>
  isBattleRoyaleFormat(phaseFormatSchema.parse(phase.format));

export interface LobbyFigures {
  /** Every lobby match, for the summary tiles. */
  matches: { status: 'upcoming' | 'completed'; scheduledTime: string | null; completedTime: string | null }[];
  /** Each player's kills with the team they scored them for, from the entered results. */
  playerKills: { userId: string; teamId: string; kills: number }[];
  /** Teams over every battle-royale phase, each phase scored by its own points table. */
  teams: (Omit<BattleRoyaleTeamStat, 'rank' | 'name' | 'logo'> & { teamId: string })[];
}

/** The battle-royale figures of a tournament's lobby phases, from the stored results. */
export async function lobbyFigures(
  em: EntityManager,
  tournament: TournamentRow,
  phases: readonly PhaseRow[],
): Promise<LobbyFigures> {
  const lobbyPhases = phases.filter(isLobbyPhase);
  const loaded = await loadLobbyPhase(
    em,
    lobbyPhases.map((phase) => phase.id),
  );
  const totals = new Map<string, LobbyFigures['teams'][number] & { placementSum: number }>();
  for (const phase of lobbyPhases) {
    const own = {
      lobbies: loaded.lobbies.filter((lobby) => lobby.phase.id === phase.id),
      matches: loaded.matches.filter((match) => match.phase.id === phase.id),
      results: loaded.results,
    };
    const results = matchResultsOf(own);
    const rows: PointsRow[] = pointsStandings(
      own.lobbies.flatMap((lobby) => lobby.teams),
      results,
      pointsTableOf(phase, tournament),
    );
    const placements = new Map<string, number>();
    for (const result of results)
      placements.set(result.teamId, (placements.get(result.teamId) ?? 0) + result.placement);
    for (const row of rows) {
      const total = totals.get(row.teamId) ?? {
        teamId: row.teamId,
        matches: 0,
        wwcd: 0,
        kills: 0,
        averagePlacement: null,
        total: 0,
        placementSum: 0,
      };
      total.matches += row.matches;
      total.wwcd += row.wwcd;
      total.kills += row.kills;
      total.total += row.total;
      total.placementSum += placements.get(row.teamId) ?? 0;
      totals.set(row.teamId, total);
    }
  }
  return {
    matches: loaded.matches.map((match) => ({
      status: match.status,
      scheduledTime: match.scheduledTime?.toISOString() ?? null,
      completedTime: match.resultsEnteredAt?.toISOString() ?? null,
    })),
    playerKills: loaded.results.flatMap((result) =>
      result.playerKills.map((line) => ({ userId: line.userId, teamId: result.team.id, kills: line.kills })),
    ),
    teams: [...totals.values()].map(({ placementSum, ...row }) => ({
      ...row,
      averagePlacement: row.matches === 0 ? null : Math.round((placementSum / row.matches) * 10) / 10,
    })),
  };
}

/** One team's battle-royale figures in a tournament with lobby phases, and each of its players' kills. */
export async function teamLobbyFigures(
  em: EntityManager,
  tournament: TournamentRow & { id: string },
  teamId: string,
) {
  const phases = await em.find(Phase, { tournament: tournament.id }, { orderBy: { position: 'asc' } });
  if (!phases.some(isLobbyPhase)) return undefined;
  const figures = await lobbyFigures(em, tournament, phases);
  const row = figures.teams.find((candidate) => candidate.teamId === teamId);
  const playerKills: Record<string, number> = {};
  for (const line of figures.playerKills) {
    if (line.teamId === teamId) playerKills[line.userId] = (playerKills[line.userId] ?? 0) + line.kills;
  }
  return {
    matches: row?.matches ?? 0,
    wwcd: row?.wwcd ?? 0,
    kills: row?.kills ?? 0,
    averagePlacement: row?.averagePlacement ?? null,
    total: row?.total ?? 0,
    playerKills,
  };
}
