export { toBracketView } from './bracket-view.ts';
export { createDoubleElimination, type DoubleEliminationOptions } from './double-elimination.ts';
export { createGroupStage, type GroupStageOptions, groupLabel } from './group-stage.ts';
export { indexMatches } from './match.ts';
export {
  type DuelResultFinality,
  duelPhaseFinalAfter,
  isDuelPhaseFinal,
  type QualifierRevision,
  reviseQualifiers,
} from './phase-completion.ts';
export { playOut } from './play-out.ts';
export { champion, finalRanking, isFinished, qualifiers } from './ranking.ts';
export { reportResult } from './report-result.ts';
export { type RevisedOutcome, type Revision, reviseResult } from './revise-result.ts';
export { roundNameParts } from './round-names.ts';
export { type BracketKind, type PlannedRound, type RoundPlanOptions, roundPlan } from './round-plan.ts';
export { crossSeed } from './seeding.ts';
export {
  createSingleElimination,
  offersThirdPlace,
  type SingleEliminationOptions,
  THIRD_PLACE_MIN_TEAMS,
} from './single-elimination.ts';
export {
  type GroupStandings,
  groupStandings,
  type StandingRow,
  type SwissStandingRow,
  swissStandings,
} from './standings.ts';
export { createSwiss, createSwissRound, type SwissOptions } from './swiss.ts';
export { defaultTiebreaks, effectiveTiebreaks, type Tiebreak, tiebreakKinds } from './tiebreaks.ts';
export type * from './types.ts';
