import {
  type EventRoadmap,
  isBattleRoyaleFormat,
  phaseScheduleStatus,
  totalQualifyingTeams,
} from '@galaxia/core';
import { now as clockNow } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { loadRoadmap } from '../tournaments/internal/stored-roadmap.ts';
import { loadPublishedTournament } from './internal/published-tournament.ts';

/** GET /api/events/:id/roadmap: the phases as stored, with team counts and where each stands. */
export async function getEventRoadmap(ctx: PublicContext, tournamentId: string): Promise<EventRoadmap> {
  const now = clockNow();
  const tournament = await loadPublishedTournament(ctx.em, tournamentId, now);
  const { rows, phases } = await loadRoadmap(ctx.em, tournament.id);
  return {
    phases: phases.map((phase, i) => ({
      name: phase.name,
      format: phase.format,
      totalTeams: phase.totalTeams,
      qualifying: totalQualifyingTeams(phase),
      numberOfGroups:
        phase.format === 'Group Stage' || isBattleRoyaleFormat(phase.format)
          ? (phase.numberOfGroups ?? 1)
          : null,
      matchesPerLobby: isBattleRoyaleFormat(phase.format) ? (phase.matchesPerLobby ?? 1) : null,
      isFinal: phase.isFinal,
      status: phaseScheduleStatus(rows[i]!.status),
    })),
  };
}
