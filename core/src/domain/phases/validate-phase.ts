import type { Phase } from '../../contracts/roadmap.ts';
import { messages } from '../messages/catalogue.ts';
import { sameDivision } from './division-ref.ts';
import { isEliminationFormat } from './phase-format.ts';
import { computeTotalTeams, totalQualifyingTeams } from './total-teams.ts';

/** What the organiser fills in; totalTeams, isValid and errors are derived from it. */
export type PhaseDraft = Omit<Phase, 'totalTeams' | 'isValid' | 'errors'>;

/** The roadmap the phase belongs to and its position in it (`phases.length` for a phase not added yet). */
export interface RoadmapContext {
  phases: readonly Phase[];
  index: number;
}

export const isPowerOfTwo = (n: number): boolean => {
  if (!Number.isInteger(n) || n < 1) return false;
  let rest = n;
  while (rest % 2 === 0) rest /= 2;
  return rest === 1;
};

const isWholeNonNegative = (n: number): boolean => Number.isInteger(n) && n >= 0;

const hasBadSource = (phase: PhaseDraft, { phases, index }: RoadmapContext): boolean =>
  phase.qualifiedTeams.some(
    ([p, d]) =>
      !isWholeNonNegative(p) ||
      !isWholeNonNegative(d) ||
      p >= index ||
      d >= (phases[p]?.qualifyingTeams.length ?? 0),
  );

const hasDoubleClaim = (phase: PhaseDraft, { phases, index }: RoadmapContext): boolean =>
  phase.qualifiedTeams.some(
    (ref, i) =>
      phase.qualifiedTeams.findIndex((other) => sameDivision(other, ref)) !== i ||
      phases.some(
        (other, j) => j !== index && other.qualifiedTeams.some((claim) => sameDivision(claim, ref)),
      ),
  );

/**
 * Every rule a phase breaks, in a fixed order so the summary card does not reshuffle between saves.
 * Messages that only restate an earlier one are left out (a power-of-two complaint about 0 teams).
 */
export function validatePhase(phase: PhaseDraft, context: RoadmapContext): string[] {
  const errors: string[] = [];
  const groupStage = phase.format === 'Group Stage';
  const groups = phase.numberOfGroups ?? 0;

  if (phase.name.trim() === '') errors.push(messages.phase.nameRequired);

  const counts = [phase.invitedTeams, phase.participatingTeams, ...phase.qualifyingTeams];
  if (groupStage) counts.push(groups);
  if (!counts.every(isWholeNonNegative)) {
    // Sums of negative or fractional inputs would only produce misleading follow-up messages.
    errors.push(messages.phase.countsWholeNonNegative);
    return errors;
  }

  if (hasBadSource(phase, context)) errors.push(messages.phase.sourceNotEarlier);
  if (hasDoubleClaim(phase, context)) errors.push(messages.phase.divisionClaimedTwice);

  const total = computeTotalTeams(phase, context.phases);
  const qualifying = totalQualifyingTeams(phase);

  if (total <= 0) errors.push(messages.phase.totalGreaterThanZero);
  else if (total < 2) errors.push(messages.brackets.tooFewTeams);

  if (isEliminationFormat(phase.format)) {
    if (total > 0 && !isPowerOfTwo(total)) errors.push(messages.phase.powerOfTwo(total, phase.format));
    if (!phase.isFinal && qualifying > 0 && !isPowerOfTwo(qualifying)) {
      errors.push(messages.phase.qualifyingPowerOfTwo(qualifying));
    }
  }

  if (groupStage) {
    if (groups < 2) {
      errors.push(messages.phase.groupsAtLeastTwo);
    } else {
      if (total % groups !== 0) errors.push(messages.phase.divisibleByGroups(total, groups));
      else if (total > 0 && total < groups * 2)
        errors.push(messages.brackets.groupsOutOfRange(total, groups));
      if (!phase.isFinal && qualifying % groups !== 0)
        errors.push(messages.phase.qualifyingDivisibleByGroups);
    }
  }

  if (qualifying > 0 && qualifying >= total) errors.push(messages.phase.qualifyingLessThanTotal);

  if (phase.isFinal) {
    if (phase.qualifyingTeams.length > 0) errors.push(messages.phase.finalNoQualifying);
  } else if (phase.qualifyingTeams.length === 0) {
    errors.push(messages.phase.divisionRequired);
  } else if (phase.qualifyingTeams.includes(0)) {
    errors.push(messages.phase.divisionNeedsTeams);
  }

  return errors;
}
