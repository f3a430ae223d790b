import type { Phase } from '../../contracts/roadmap.ts';
import { sameDivision } from './division-ref.ts';

/** A division of an earlier phase whose qualifiers no later phase has taken yet. */
export interface AvailableDivision {
  phaseIndex: number;
  divisionIndex: number;
  phaseName: string;
  teams: number;
}

/**
 * Divisions the phase at `forIndex` may take. Its own claims count as free, which is how editing a
 * phase puts its divisions back on offer; deleting it frees them for whichever phase comes next.
 */
export function availableDivisions(
  phases: readonly Phase[],
  forIndex: number = phases.length,
): AvailableDivision[] {
  const claimedElsewhere = phases.flatMap((phase, j) => (j === forIndex ? [] : phase.qualifiedTeams));
  return phases
    .slice(0, forIndex)
    .flatMap((phase, phaseIndex) =>
      phase.isFinal
        ? []
        : phase.qualifyingTeams.flatMap((teams, divisionIndex) =>
            claimedElsewhere.some((ref) => sameDivision(ref, [phaseIndex, divisionIndex]))
              ? []
              : [{ phaseIndex, divisionIndex, phaseName: phase.name, teams }],
          ),
    );
}
