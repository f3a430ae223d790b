import type { Phase } from '../../contracts/roadmap.ts';
import { AppError } from '../errors/app-error.ts';
import { type ErrorCode, type Refusal, refusal } from '../errors/error-codes.ts';
import { messages } from '../messages/catalogue.ts';
import { DEFAULT_PHASE_FORMAT, isBattleRoyaleFormat } from './phase-format.ts';
import { computeTotalTeams, withThirdPlaceIfPossible } from './total-teams.ts';
import { type PhaseDraft, type PhaseGame, validatePhase } from './validate-phase.ts';

export type NextPhaseCheck = { ok: true } | { ok: false; reason: string; code: ErrorCode };

/** Open for editing: not yet validated, and no errors to show. */
export const isPhaseInEditMode = (phase: Phase): boolean => !phase.isValid && phase.errors.length === 0;

/** A phase starts with one empty qualifying division: the form always keeps at least one. */
export const newPhase = (position: number): Phase => ({
  name: messages.phase.defaultName(position),
  format: DEFAULT_PHASE_FORMAT,
  invitedTeams: 0,
  participatingTeams: 0,
  qualifiedTeams: [],
  qualifyingTeams: [0],
  totalTeams: 0,
  isValid: false,
  errors: [],
  isFinal: false,
});

export const canEditPhase = (phases: readonly Phase[], index: number): boolean =>
  phases.length > 0 && index === phases.length - 1;

const assertLast = (phases: readonly Phase[], index: number, refused: Refusal): void => {
  if (!canEditPhase(phases, index)) throw new AppError('BAD_REQUEST', refused.code, refused.message);
};

export function canAddNextPhase(phases: readonly Phase[]): NextPhaseCheck {
  const last = phases.at(-1);
  if (last === undefined) return { ok: true };
  if (!last.isValid)
    return { ok: false, reason: messages.phase.completeCurrentFirst, code: 'PHASE_COMPLETE_CURRENT_FIRST' };
  if (last.isFinal)
    return { ok: false, reason: messages.phase.finalAlreadySet, code: 'PHASE_FINAL_ALREADY_SET' };
  return { ok: true };
}

export function addNextPhase(phases: readonly Phase[]): Phase[] {
  const check = canAddNextPhase(phases);
  if (!check.ok) throw new AppError('BAD_REQUEST', check.code, check.reason);
  return [...phases, newPhase(phases.length + 1)];
}

/** Turning the final switch on drops the divisions; turning it off gives back one empty division. */
export const applyFinalFlag = <T extends PhaseDraft>(draft: T, isFinal: boolean): T => ({
  ...draft,
  isFinal,
  qualifyingTeams: isFinal ? [] : draft.qualifyingTeams.length > 0 ? draft.qualifyingTeams : [0],
});

/**
 * Groups (lobbies) mean nothing outside a group stage or battle royale, matches per lobby nothing
 * outside battle royale, tiebreaks nothing outside group stage and Swiss: a leftover value from a
 * format switch must not linger.
 */
export const phaseFieldsFor = (draft: PhaseDraft): PhaseDraft => {
  const lobbies = draft.format === 'Group Stage' || isBattleRoyaleFormat(draft.format);
  return {
    ...draft,
    numberOfGroups: lobbies ? draft.numberOfGroups : undefined,
    matchesPerLobby: isBattleRoyaleFormat(draft.format) ? draft.matchesPerLobby : undefined,
    // Tiebreaks mean nothing in an elimination bracket or a lobby phase.
    tiebreaks: draft.format === 'Group Stage' || draft.format === 'Swiss' ? draft.tiebreaks : undefined,
    // Lobbies play maps, not series; a bracket's rounds change with its format, so a switch drops them.
    bestOf: isBattleRoyaleFormat(draft.format) ? undefined : draft.bestOf,
    thirdPlace: draft.format === 'Single Elimination' ? draft.thirdPlace : undefined,
    grandFinalReset: draft.format === 'Double Elimination' ? draft.grandFinalReset : undefined,
  };
};

/** Validates the draft in place of the phase at `index` and records the outcome on it. */
export function savePhase(
  phases: readonly Phase[],
  index: number,
  draft: PhaseDraft,
  game?: PhaseGame,
): Phase[] {
  assertLast(phases, index, refusal('PHASE_ONLY_LAST_EDITABLE', messages.phase.onlyLastEditable));
  const fields = phaseFieldsFor(draft);
  const errors = validatePhase(fields, { phases, index, game });
  const totalTeams = computeTotalTeams(fields, phases);
  const saved: Phase = {
    ...withThirdPlaceIfPossible(fields, totalTeams),
    totalTeams,
    isValid: errors.length === 0,
    errors,
  };
  return phases.map((phase, i) => (i === index ? saved : phase));
}

export function editPhase(phases: readonly Phase[], index: number): Phase[] {
  assertLast(phases, index, refusal('PHASE_ONLY_LAST_EDITABLE', messages.phase.onlyLastEditable));
  return phases.map((phase, i) => (i === index ? { ...phase, isValid: false, errors: [] } : phase));
}

export function setFinalPhase(phases: readonly Phase[], index: number, isFinal: boolean): Phase[] {
  assertLast(phases, index, refusal('PHASE_ONLY_LAST_EDITABLE', messages.phase.onlyLastEditable));
  return phases.map((phase, i) =>
    i === index ? { ...applyFinalFlag(phase, isFinal), isValid: false, errors: [] } : phase,
  );
}

export function deletePhase(phases: readonly Phase[], index: number): Phase[] {
  assertLast(phases, index, refusal('PHASE_ONLY_LAST_DELETABLE', messages.phase.onlyLastDeletable));
  return phases.slice(0, -1);
}
