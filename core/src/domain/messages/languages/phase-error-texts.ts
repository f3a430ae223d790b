import type { ErrorCode } from '../../errors/error-code-list.ts';
// The organiser area alone, not the whole catalogue: the web catalogue that carries these loads on event pages.
import { organiserMessages } from '../organiser.ts';

/** A catalogue text with `{{name}}` where the function puts a value: the English twin of a translation. */
export const slot = (name: string) => `{{${name}}}` as never;

/**
 * The roadmap's phase rules, by code: the api refuses a roadmap with them, and the roadmap step shows them
 * under a phase it checked itself (the web catalogue's `phaseErrors`), so both say the same words.
 */
const { phase } = organiserMessages;

export const phaseErrorTexts = {
  PHASE_TIEBREAKS_REPEATED: phase.tiebreaksRepeated,
  PHASE_TIEBREAKS_REQUIRED: phase.tiebreaksRequired,
  PHASE_POWER_OF_TWO: phase.powerOfTwo(slot('total'), slot('format')),
  PHASE_QUALIFYING_POWER_OF_TWO: phase.qualifyingPowerOfTwo(slot('qualifying')),
  PHASE_GROUPS_AT_LEAST_TWO: phase.groupsAtLeastTwo,
  PHASE_DIVISIBLE_BY_GROUPS: phase.divisibleByGroups(slot('total'), slot('groups')),
  PHASE_QUALIFYING_DIVISIBLE_BY_GROUPS: phase.qualifyingDivisibleByGroups,
  PHASE_QUALIFYING_LESS_THAN_TOTAL: phase.qualifyingLessThanTotal,
  PHASE_TOTAL_GREATER_THAN_ZERO: phase.totalGreaterThanZero,
  PHASE_DIVISION_REQUIRED: phase.divisionRequired,
  PHASE_FINAL_NO_QUALIFYING: phase.finalNoQualifying,
  PHASE_COMPLETE_CURRENT_FIRST: phase.completeCurrentFirst,
  PHASE_NAME_REQUIRED: phase.nameRequired,
  PHASE_COUNTS_WHOLE_NON_NEGATIVE: phase.countsWholeNonNegative,
  PHASE_DIVISION_NEEDS_TEAMS: phase.divisionNeedsTeams,
  PHASE_SOURCE_NOT_EARLIER: phase.sourceNotEarlier,
  PHASE_DIVISION_CLAIMED_TWICE: phase.divisionClaimedTwice,
  PHASE_ONLY_LAST_EDITABLE: phase.onlyLastEditable,
  PHASE_ONLY_LAST_DELETABLE: phase.onlyLastDeletable,
  PHASE_FINAL_ALREADY_SET: phase.finalAlreadySet,
  PHASE_ROADMAP_EMPTY: phase.roadmapEmpty,
  PHASE_LAST_MUST_BE_FINAL: phase.lastMustBeFinal,
  PHASE_ONLY_LAST_FINAL: phase.onlyLastFinal,
  PHASE_PHASE_HAS_ERRORS: phase.phaseHasErrors(slot('name')),
  PHASE_DIVISION_UNUSED: phase.divisionUnused(slot('name'), slot('division')),
} satisfies Partial<Record<ErrorCode, string>>;

export type PhaseErrorCode = keyof typeof phaseErrorTexts;
