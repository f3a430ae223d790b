import {
  type DashboardAttention,
  formatRupees,
  isRunningStage,
  type OrganiserDashboard,
} from '@galaxia/core';
import { QueryOrder } from '@mikro-orm/core';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { Match } from '../../db/entities/index.ts';
import { flaggedLobbyMatchesOf, loadTournamentLobbies } from '../battle-royale/internal/lobby-attention.ts';
import { matchesNeedingOrganiser } from '../competition/internal/match-attention.ts';
import { tournamentMatchLineOf } from '../competition/internal/match-line.ts';
import { loadPhases } from '../competition/internal/phase-start.ts';
import { countEnteredTeams, loadOrganiserTournaments } from './internal/organiser-tournaments.ts';

export const DASHBOARD_LIST_SIZE = 5;

/** The dashboard's figures over every tournament of the servers the actor administers. */
export async function getOrganiserDashboard(ctx: UseCaseContext): Promise<OrganiserDashboard> {
  const { em, actor } = ctx;
  const at = now();
  const { summaries, totalPrizePoolRupees } = await loadOrganiserTournaments(em, actor, at);
  const needsAttention: DashboardAttention[] = [];
  for (const running of summaries.filter((summary) => isRunningStage(summary.status))) {
    const rows = await em.find(
      Match,
      { tournament: running.id },
      { populate: ['teamA', 'teamB'], orderBy: [{ playOrder: 'asc' }, { id: 'asc' }] },
    );
    const phases = await loadPhases(em, running.id);
    const flagged = flaggedLobbyMatchesOf(await loadTournamentLobbies(em, running.id));
    for (const match of [...(await matchesNeedingOrganiser(em, phases, rows, at)), ...flagged])
      needsAttention.push({ ...match, tournamentId: running.id, tournamentName: running.name });
  }
  const ids = summaries.map((summary) => summary.id);
  const matches =
    ids.length === 0
      ? []
      : await em.find(
          Match,
          { tournament: { $in: ids }, status: { $in: ['scheduled', 'pending'] } },
          {
            populate: ['tournament', 'teamA', 'teamB'],
            // Agreed times first, soonest first; matches still waiting for a time follow in play order.
            orderBy: [{ scheduledTime: QueryOrder.ASC_NULLS_LAST }, { playOrder: 'asc' }, { id: 'asc' }],
            limit: DASHBOARD_LIST_SIZE,
          },
        );
  return {
    activeTournaments: summaries.filter((summary) => isRunningStage(summary.status)).length,
    teamsRegistered: await countEnteredTeams(em, ids),
    totalPrizePool: formatRupees(totalPrizePoolRupees),
    recentTournaments: summaries.slice(0, DASHBOARD_LIST_SIZE),
    upcomingMatches: matches.map((match) => ({
      id: match.id,
      ...tournamentMatchLineOf(match),
      status: match.status,
      scheduledTime: match.scheduledTime?.toISOString() ?? null,
    })),
    needsAttention,
  };
}
