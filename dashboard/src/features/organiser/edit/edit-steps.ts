import { type GameId, hasTownHallBreakdown, type ReadinessItem } from '@galaxia/core';

/**
 * The edit steps in the order the work goes: the roadmap decides how many teams register, registration
 * decides when play can start, and Publish comes last. Each step's Save moves to the next one.
 */
const editSteps = [
  { step: 'basic', label: 'Basic' },
  { step: 'roadmap', label: 'Roadmap' },
  { step: 'registration', label: 'Registration' },
  { step: 'calendar', label: 'Calendar' },
  { step: 'breakdown', label: 'Breakdown' },
  { step: 'graphics/poster', label: 'Graphics' },
  { step: 'publish', label: 'Publish' },
] as const;

export type EditStep = (typeof editSteps)[number]['step'];

/** The steps this tournament has: Breakdown only for Clash of Clans. */
export const stepsFor = (gameId: GameId | undefined) =>
  editSteps.filter(
    ({ step }) => step !== 'breakdown' || (gameId !== undefined && hasTownHallBreakdown(gameId)),
  );

/** Where a Save on `current` leads; Publish is the last step. */
export function stepAfter(current: EditStep, gameId: GameId | undefined): EditStep {
  const steps = stepsFor(gameId);
  const index = steps.findIndex(({ step }) => step === current);
  return steps[Math.min(index + 1, steps.length - 1)]?.step ?? 'publish';
}

/** Where each Publish checklist item is fixed: that step shows it while it is missing. */
export const checklistStepOf: Record<ReadinessItem, EditStep> = {
  basic: 'basic',
  roadmap: 'roadmap',
  registration: 'registration',
  calendar: 'calendar',
  breakdown: 'breakdown',
  poster: 'basic',
};

/** The edit step an editor address shows (`…/edit/<step>`), if any. */
export const editStepOfPath = (pathname: string): EditStep | undefined =>
  editSteps.find(({ step }) => pathname.endsWith(`/edit/${step}`))?.step;
