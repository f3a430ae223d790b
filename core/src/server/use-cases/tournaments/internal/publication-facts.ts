import {
  archiveRefusal,
  breakdownCountsSchema,
  deleteRefusal,
  type GameId,
  hasStartedPlay,
  hasTownHallBreakdown,
  type LifecycleFacts,
  type Publication,
  publishRefusal,
  type ReadinessCheck,
  readinessChecklist,
  tournamentStage,
  townHallsRequired,
  unarchiveRefusal,
  unpublishRefusal,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Tournament, TournamentRegistration } from '../../../db/entities/index.ts';
import { loadSavedRounds } from './stored-calendar.ts';
import { loadRegistration } from './stored-registration.ts';
import { loadRoadmap, phaseDraftOf } from './stored-roadmap.ts';
import { warSizeOf } from './war-size.ts';

type TournamentRow = InferEntity<typeof Tournament>;

export interface PublicationFacts {
  lifecycle: LifecycleFacts;
  checklist: ReadinessCheck[];
  stage: Publication['stage'];
}

/** Everything the Publish step and the lifecycle actions decide from, read from what the steps stored. */
export async function loadPublicationFacts(
  em: EntityManager,
  tournament: TournamentRow,
  now: Date,
): Promise<PublicationFacts> {
  const { rows } = await loadRoadmap(em, tournament.id);
  const registration = await loadRegistration(em, tournament.id);
  const rounds = await loadSavedRounds(
    em,
    rows.map((row) => row.id),
  );
  const teamsRegistered = await em.count(TournamentRegistration, {
    tournament: tournament.id,
    status: { $ne: 'withdrawn' },
  });
  const phaseStatuses = rows.map((row) => row.status);
  const archived = tournament.archivedAt != null;
  const checklist = readinessChecklist({
    format: tournament.format ?? null,
    eventDescription: tournament.eventDescription ?? null,
    roadmap: rows.map(phaseDraftOf),
    registration,
    calendar: rows.map((row, index) => ({ phaseName: row.name, rounds: rounds[index] ?? [] })),
    hasPoster: tournament.poster != null,
    townHalls: hasTownHallBreakdown(tournament.gameId as GameId)
      ? {
          breakdown: tournament.breakdown ? breakdownCountsSchema.parse(tournament.breakdown) : null,
          required: townHallsRequired(warSizeOf(tournament)),
        }
      : undefined,
  });
  return {
    lifecycle: {
      lifecycle: tournament.lifecycle,
      archived,
      teamsRegistered,
      started: hasStartedPlay(phaseStatuses),
    },
    checklist,
    stage: tournamentStage({ lifecycle: tournament.lifecycle, archived, registration, phaseStatuses }, now),
  };
}

export const publicationOf = (tournament: TournamentRow, facts: PublicationFacts): Publication => ({
  lifecycle: tournament.lifecycle,
  stage: facts.stage,
  archived: facts.lifecycle.archived,
  checklist: facts.checklist,
  teamsRegistered: facts.lifecycle.teamsRegistered,
  publishedAt: tournament.publishedAt?.toISOString() ?? null,
  refusals: {
    publish: publishRefusal(facts.lifecycle, facts.checklist)?.message ?? null,
    unpublish: unpublishRefusal(facts.lifecycle)?.message ?? null,
    archive: archiveRefusal(facts.lifecycle)?.message ?? null,
    unarchive: unarchiveRefusal(facts.lifecycle)?.message ?? null,
    delete: deleteRefusal(facts.lifecycle)?.message ?? null,
  },
});
