import { type FinalPlacingView, finalPlacings, type LastPhaseOutcome, pointsStandings } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Team, type Tournament } from '../../../db/entities/index.ts';
import { loadLobbyPhase, matchResultsOf, pointsTableOf } from '../../battle-royale/internal/lobby-phase.ts';
import { isLobbyPhase } from '../../battle-royale/internal/lobby-stats.ts';
import { loadPhaseBracket } from './bracket-state.ts';
import { entrantOf } from './entrant-team.ts';
import { loadPhases, type PhaseRow } from './phase-start.ts';

type TournamentRow = Pick<InferEntity<typeof Tournament>, 'id' | 'gameId'>;

/** The phase that decides the title: the one marked final, else the last of the roadmap. */
const lastPhaseOf = (phases: readonly PhaseRow[]): PhaseRow | undefined =>
  phases.find((phase) => phase.isFinal) ?? phases.at(-1);

async function lastPhaseOutcome(
  em: EntityManager,
  tournament: TournamentRow,
  phase: PhaseRow,
): Promise<LastPhaseOutcome> {
  if (!isLobbyPhase(phase)) return { kind: 'bracket', state: (await loadPhaseBracket(em, phase)).state };
  const loaded = await loadLobbyPhase(em, [phase.id]);
  const rows = pointsStandings(
    loaded.lobbies.flatMap((lobby) => lobby.teams),
    matchResultsOf(loaded),
    pointsTableOf(phase, tournament),
  );
  return { kind: 'points', finished: true, rows };
}

/**
 * The tournament's final placings (core `finalPlacings`) once its last phase has closed, with each
 * team as pages name it; empty before. Every page, post and table that names the champion reads this.
 */
export async function loadFinalPlacings(
  em: EntityManager,
  tournament: TournamentRow,
  phases?: readonly PhaseRow[],
): Promise<FinalPlacingView[]> {
  const last = lastPhaseOf(phases ?? (await loadPhases(em, tournament.id)));
  if (last?.status !== 'completed') return [];
  const placings = finalPlacings(await lastPhaseOutcome(em, tournament, last));
  if (placings.length === 0) return [];
  const teams = new Map(
    (await em.find(Team, { id: { $in: placings.map((placing) => placing.teamId) } })).map((team) => [
      team.id,
      team,
    ]),
  );
  return placings.flatMap(({ place, teamId, points }) => {
    const team = teams.get(teamId);
    return team ? [{ place, team: entrantOf(team), points }] : [];
  });
}
