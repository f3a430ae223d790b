import type { DivisionRef, Phase } from '../../contracts/roadmap.ts';
import { offersThirdPlace } from '../brackets/single-elimination.ts';

type TeamSources = Pick<Phase, 'invitedTeams' | 'participatingTeams' | 'qualifiedTeams'>;

const sum = (values: readonly number[]): number => values.reduce((total, n) => total + n, 0);

export const totalQualifyingTeams = (phase: Pick<Phase, 'qualifyingTeams'>): number =>
  sum(phase.qualifyingTeams);

/** Teams a division sends on; a division that does not exist sends none. */
export const divisionTeams = (phases: readonly Pick<Phase, 'qualifyingTeams'>[], ref: DivisionRef): number =>
  phases[ref[0]]?.qualifyingTeams[ref[1]] ?? 0;

export const computeTotalTeams = (
  phase: TeamSources,
  phases: readonly Pick<Phase, 'qualifyingTeams'>[],
): number =>
  phase.invitedTeams +
  phase.participatingTeams +
  sum(phase.qualifiedTeams.map((ref) => divisionTeams(phases, ref)));

/**
 * A phase as its teams allow it: the third-place match is kept only where two semi-final losers will
 * exist, so a two-team final never carries one.
 */
export const withThirdPlaceIfPossible = <T extends { thirdPlace?: boolean | undefined }>(
  phase: T,
  totalTeams: number,
): T => (phase.thirdPlace && !offersThirdPlace(totalTeams) ? { ...phase, thirdPlace: undefined } : phase);
