import { AppError } from '../errors/app-error.ts';
import { warDestruction } from '../games/war-outcome.ts';
import { messages } from '../messages/catalogue.ts';
import { requireRulingOnTeams } from './forfeit.ts';
import type { MatchActor, MatchState } from './match-actor.ts';
import { completedWith, decideWinner, type FinalScore } from './match-outcome.ts';

/**
 * The organiser's rulings on a result, besides the forfeit (forfeit.ts). Each is a pure move of the match
 * rules; what it does to later matches is the bracket engine's `reviseResult`.
 */

/**
 * Settles a result one team reported and the other never confirmed: the reported score stands, or the
 * score the organiser gives instead.
 */
export const settleReported = <M extends MatchState>(
  match: M,
  actor: MatchActor,
  input: {
    scoreA?: number | undefined;
    scoreB?: number | undefined;
    destructionA?: number | undefined;
    destructionB?: number | undefined;
    needsWinner: boolean;
  },
  now: Date,
): M => {
  requireRulingOnTeams(match, actor);
  if (match.status !== 'scheduled' || !match.report) {
    throw new AppError('CONFLICT', 'RULING_NOTHING_TO_SETTLE', messages.ruling.nothingToSettle);
  }
  if ((input.scoreA === undefined) !== (input.scoreB === undefined)) {
    throw new AppError('BAD_REQUEST', 'RULING_BOTH_SCORES_OR_NONE', messages.ruling.bothScoresOrNone);
  }
  // The reported war stands with its destruction; a score the organiser gives brings its own, if any.
  const result =
    input.scoreA === undefined || input.scoreB === undefined
      ? match.report
      : { scoreA: input.scoreA, scoreB: input.scoreB, ...warDestruction(input) };
  const { scoreA, scoreB } = result;
  const winner = decideWinner({ ...result, needsWinner: input.needsWinner });
  return completedWith(match, { scoreA, scoreB, winner }, now);
};

const requireCompleted = (match: MatchState, actor: MatchActor) => {
  requireRulingOnTeams(match, actor);
  if (match.status !== 'completed')
    throw new AppError('CONFLICT', 'RULING_NOT_COMPLETED', messages.ruling.notCompleted);
};

/** Corrects a completed result (a mistyped score, a wrong winner); it keeps the time it was completed. */
export const correctResult = <M extends MatchState>(match: M, actor: MatchActor, input: FinalScore): M => {
  requireCompleted(match, actor);
  const winner = decideWinner(input);
  // A war's corrected destruction may turn its winner on the same stars.
  if (input.scoreA === match.scoreA && input.scoreB === match.scoreB && winner === match.winner) {
    throw new AppError('BAD_REQUEST', 'RULING_SAME_RESULT', messages.ruling.sameResult);
  }
  return { ...match, scoreA: input.scoreA, scoreB: input.scoreB, winner };
};

/**
 * Takes a completed result away so the match is played (or reported) again: back to scheduled when it
 * had a time, else to pending for the teams to agree one.
 */
export const reopenResult = <M extends MatchState>(match: M, actor: MatchActor): M => {
  requireCompleted(match, actor);
  return {
    ...match,
    status: match.scheduledTime ? 'scheduled' : 'pending',
    scoreA: null,
    scoreB: null,
    winner: null,
    completedTime: null,
    note: null,
    report: null,
  };
};
