import type { PointsRow, PointsRowView } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Team } from '../../../db/entities/index.ts';
import { fileUrlOrNull } from '../../game-accounts/internal/file-url.ts';

type TeamRow = InferEntity<typeof Team>;

export async function teamsById(em: EntityManager, ids: readonly string[]): Promise<Map<string, TeamRow>> {
  const teams = ids.length === 0 ? [] : await em.find(Team, { id: { $in: [...new Set(ids)] } });
  return new Map(teams.map((team) => [team.id, team]));
}

export const pointsRowView =
  (teams: ReadonlyMap<string, TeamRow>) =>
  (row: PointsRow): PointsRowView => {
    const team = teams.get(row.teamId);
    return {
      rank: row.rank,
      team: { id: row.teamId, name: team?.name ?? row.teamId, logo: fileUrlOrNull(team?.logo) },
      matches: row.matches,
      wwcd: row.wwcd,
      placementPoints: row.placementPoints,
      killPoints: row.killPoints,
      kills: row.kills,
      total: row.total,
      averagePlacement: row.averagePlacement,
    };
  };
