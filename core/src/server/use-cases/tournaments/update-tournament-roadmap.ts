import {
  AppError,
  type ErrorCode,
  gameIdSchema,
  messages,
  type PhaseDraft,
  type Phase as RoadmapPhase,
  type RoadmapResponse,
  type RoadmapValidation,
  validateRoadmap,
} from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { CalendarRound, Match, Phase } from '../../db/entities/index.ts';
import { withLockedTournament } from './internal/lock-tournament.ts';
import { loadRoadmap, phaseColumnsOf } from './internal/stored-roadmap.ts';

export interface UpdateRoadmapInput {
  tournamentId: string;
  phases: readonly PhaseDraft[];
}

/** The core's own words: the first broken rule leads, every phase's list follows under its index. */
function refusal(validation: RoadmapValidation): AppError {
  const fields: Record<string, string[]> = {};
  const codes: Record<string, ErrorCode[]> = {};
  validation.phases.forEach((phase, index) => {
    if (phase.errors.length === 0) return;
    fields[`phases.${index}`] = phase.errors;
    codes[`phases.${index}`] = validation.codes.phases[index] ?? [];
  });
  if (validation.errors.length > 0) {
    fields.phases = validation.errors;
    codes.phases = validation.codes.roadmap;
  }
  const { code, message } = validation.refusal ?? {
    code: 'EVENT_ROADMAP_UPDATE_FAILED',
    message: messages.event.roadmapUpdateFailed,
  };
  return new AppError('BAD_REQUEST', code, message, fields, codes);
}

/** What the planner's rounds for a phase depend on; a phase keeps its calendar while this holds. */
const bracketShape = (phase: RoadmapPhase): string =>
  `${phase.format}|${phase.totalTeams}|${phase.numberOfGroups ?? ''}|${phase.matchesPerLobby ?? ''}`;

/**
 * Replaces the roadmap with a valid one, phase by phase in place: a phase whose bracket keeps its shape
 * keeps its calendar rounds, one reshaped loses them (and its seeding). Refused once matches exist.
 */
export async function updateTournamentRoadmap(
  ctx: UseCaseContext,
  input: UpdateRoadmapInput,
): Promise<RoadmapResponse> {
  return withLockedTournament(ctx, input.tournamentId, async (em, tournament) => {
    const gameId = gameIdSchema.parse(tournament.gameId);
    const validation = validateRoadmap(input.phases, { gameId, teamSize: tournament.format ?? null });
    if (!validation.isValid) throw refusal(validation);
    if ((await em.count(Match, { tournament })) > 0) {
      throw new AppError('CONFLICT', 'TOURNAMENT_ROADMAP_LOCKED', messages.tournament.roadmapLocked);
    }

    const stored = await loadRoadmap(em, tournament.id);
    const reshaped = stored.rows.filter((_row, position) => {
      const next = validation.phases[position];
      const before = stored.phases[position];
      return next !== undefined && before !== undefined && bracketShape(next) !== bracketShape(before);
    });
    if (reshaped.length > 0) {
      await em.nativeDelete(CalendarRound, { phase: { $in: reshaped.map((row) => row.id) } });
    }
    for (const row of reshaped) row.seeds = null;
    // The database cascades a removed phase's rounds away with it.
    for (const row of stored.rows.slice(validation.phases.length)) em.remove(row);
    validation.phases.forEach((phase, position) => {
      const row = stored.rows[position];
      if (row) Object.assign(row, phaseColumnsOf(phase));
      else em.create(Phase, { tournament, position, ...phaseColumnsOf(phase) });
    });

    // The saved roadmap is what the draft was heading for.
    tournament.roadmapDraft = null;
    await em.flush();
    return { phases: validation.phases, draft: null, gameId };
  });
}
