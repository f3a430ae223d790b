import { AppError, messages, type StartedPhase, type StartPhasePayload } from '@galaxia/core';
import { ratingSeeds } from '../communities/community-ratings.ts';
import { lockTournamentForOrganiser } from '../tournaments/internal/lock-tournament.ts';
import { closeEventCheckInBeforeStart } from './event-check-in.ts';
import { entrantOf } from './internal/entrant-team.ts';
import { beginPhase, loadPhases, phaseLineup, seedOrder } from './internal/phase-start.ts';
import { tournamentWrite } from './internal/tournament-write.ts';

export interface StartPhaseInput extends StartPhasePayload {
  tournamentId: string;
  /** Position in the roadmap, from 0, as divisions name phases. */
  phaseIndex: number;
}

/**
 * The organiser seeds a phase and its whole bracket is written in one transaction. The tournament row
 * is locked throughout, so the roadmap cannot change under it and a phase is never started twice.
 */
export const startPhase = tournamentWrite(
  async ({ em, actor, effects, now }, input: StartPhaseInput): Promise<StartedPhase> => {
    const tournament = await lockTournamentForOrganiser(em, actor, input.tournamentId);
    const phases = await loadPhases(em, tournament.id);
    const phase = phases[input.phaseIndex];
    if (!phase)
      throw new AppError('NOT_FOUND', 'COMPETITION_PHASE_NOT_FOUND', messages.competition.phaseNotFound);
    if (phase.participatingTeams > 0) await closeEventCheckInBeforeStart(em, tournament, phases, effects);
    const lineup = await phaseLineup(em, tournament, phases, input.phaseIndex, now);
    if (lineup.blockedBy !== null)
      throw new AppError('CONFLICT', lineup.blockedBy.code, lineup.blockedBy.message);
    // A manual battle-royale allocation names its lobbies instead of a seed order.
    const manualLobbies = input.seeding === 'manual' && (input.lobbies?.length ?? 0) > 0;
    const seeds = manualLobbies
      ? lineup.teams
      : input.seeding === 'rating'
        ? await ratingSeeds(em, tournament, lineup.teams)
        : seedOrder(lineup.teams, input.seeding, input.order);
    const matches = await beginPhase(em, tournament, phase, seeds, now, effects, {
      seeding: input.seeding,
      ...(input.lobbies && { lobbies: input.lobbies }),
    });
    await em.flush();
    // Plain rows: a thousand seeds need three columns each, not a thousand managed entities.
    const rows = await em.execute<{ id: string; name: string; logo_id: string | null }[]>(
      `select id, name, logo_id from teams where id in (${seeds.map(() => '?').join(', ')})`,
      seeds,
    );
    const teams = new Map(
      rows.map(({ id, name, logo_id }) => [
        id,
        { id, name, logo: logo_id === null ? null : { id: logo_id } },
      ]),
    );
    return {
      phaseIndex: phase.position,
      status: phase.status,
      seeds: seeds.map((id) => entrantOf(teams.get(id)!)),
      matches,
    };
  },
);
