import type {
  DisputeScorePayload,
  MatchSide,
  ProposeTimePayload,
  ReportScorePayload,
  ResolveDisputePayload,
} from '../../contracts/matches.ts';
import { AppError } from '../errors/app-error.ts';
import type { ErrorCode } from '../errors/error-codes.ts';
import { warDestruction } from '../games/war-outcome.ts';
import { messages } from '../messages/catalogue.ts';
import { formatZoned, HOME_TIME_ZONE } from '../time/zoned-time.ts';
import { actorSide, type MatchActor, type MatchState, type TeamRef } from './match-actor.ts';
import { enforce } from './match-guards.ts';
import { completedWith, decideWinner } from './match-outcome.ts';

/** The calendar's start and end of the match's round, as ISO date-times. */
export interface RoundWindow {
  start: string;
  end: string;
}

export type MatchTimeInput = ProposeTimePayload & { window?: RoundWindow | null };
/** A war's destruction per side, which decides a war level on stars (warWinner). */
type WarDestruction = { destructionA?: number | undefined; destructionB?: number | undefined };
export type ReportScoreInput = ReportScorePayload & WarDestruction & { needsWinner: boolean };
export type ResolveDisputeInput = ResolveDisputePayload & WarDestruction & { needsWinner: boolean };

const badRequest = (code: ErrorCode, message: string) => new AppError('BAD_REQUEST', code, message);

// The guard already proved the actor is a rep of one side; this only names the side.
const sideOf = (match: MatchState, actor: MatchActor): MatchSide => actorSide(match, actor)!;

const checkedTime = ({ time, window }: MatchTimeInput, now: Date, mustBeFuture: boolean): string => {
  const at = Date.parse(time);
  if (Number.isNaN(at)) throw badRequest('MATCH_INVALID_TIME', messages.match.invalidTime);
  if (mustBeFuture && at <= now.getTime()) throw badRequest('MATCH_TIME_IN_PAST', messages.match.timeInPast);
  if (window && (at < Date.parse(window.start) || at > Date.parse(window.end))) {
    // Read in the home zone, never as raw UTC instants (Discord shows the text as it is).
    const shown = (instant: string) => formatZoned(new Date(instant), HOME_TIME_ZONE);
    throw badRequest(
      'MATCH_OUTSIDE_WINDOW',
      messages.match.outsideWindow(shown(window.start), shown(window.end)),
    );
  }
  return new Date(at).toISOString();
};

/** Fills one side once the earlier match decides it; with both sides known the reps can schedule. */
export const placeTeam = <Team extends TeamRef, M extends MatchState<Team>>(
  match: M,
  side: MatchSide,
  team: Team,
): M => {
  const slot = side === 'A' ? 'teamA' : 'teamB';
  const occupant = match[slot];
  // Advancement jobs may run twice: placing the team that is already there changes nothing.
  if (occupant?.id === team.id) return match;
  if (match.status !== 'upcoming')
    throw new AppError('CONFLICT', 'MATCH_TEAMS_ALREADY_KNOWN', messages.match.teamsAlreadyKnown);
  if (occupant) throw new AppError('CONFLICT', 'MATCH_SLOT_TAKEN', messages.match.slotTaken);
  const opponent = side === 'A' ? match.teamB : match.teamA;
  if (opponent?.id === team.id) throw badRequest('MATCH_SAME_TEAM', messages.match.sameTeam);
  const placed = { ...match, [slot]: team };
  return placed.teamA && placed.teamB ? { ...placed, status: 'pending' } : placed;
};

/**
 * A rep offers a time for a pending match. Offering while the other side's offer stands is a
 * counter-proposal: it replaces theirs and now waits on them.
 */
export const proposeTime = <M extends MatchState>(
  match: M,
  actor: MatchActor,
  input: MatchTimeInput,
  now: Date,
): M => {
  enforce('schedule', match, actor, now);
  const time = checkedTime(input, now, true);
  return { ...match, proposal: { time, by: sideOf(match, actor) } };
};

export const acceptTime = <M extends MatchState>(match: M, actor: MatchActor, now: Date): M => {
  enforce('accept-time', match, actor, now);
  return { ...match, status: 'scheduled', scheduledTime: match.proposal!.time, proposal: null };
};

/**
 * The organiser fixes the time directly, scheduling a pending match or rescheduling a scheduled
 * one; any standing offer between the reps is dropped. A past time is allowed so a match that was
 * played off-platform can be recorded.
 */
export const setTime = <M extends MatchState>(
  match: M,
  actor: MatchActor,
  input: MatchTimeInput,
  now: Date,
): M => {
  enforce('set-time', match, actor, now);
  const time = checkedTime(input, now, false);
  return { ...match, status: 'scheduled', scheduledTime: time, proposal: null };
};

/** A rep reports the score; it stands once the other side confirms. Reporting again revises it. */
export const reportScore = <M extends MatchState>(
  match: M,
  actor: MatchActor,
  input: ReportScoreInput,
  now: Date,
): M => {
  enforce('report', match, actor, now);
  decideWinner(input);
  return {
    ...match,
    report: {
      scoreA: input.scoreA,
      scoreB: input.scoreB,
      ...warDestruction(input),
      by: sideOf(match, actor),
      at: now.toISOString(),
    },
  };
};

export const confirmScore = <M extends MatchState>(match: M, actor: MatchActor, now: Date): M => {
  enforce('confirm', match, actor, now);
  const { scoreA, scoreB } = match.report!;
  // The report already passed the winner rule, so a level score (and destruction) here is an allowed draw.
  const winner = decideWinner({ ...match.report!, needsWinner: false });
  return completedWith(match, { scoreA, scoreB, winner }, now);
};

export const disputeScore = <M extends MatchState>(
  match: M,
  actor: MatchActor,
  input: DisputeScorePayload,
  now: Date,
): M => {
  enforce('dispute', match, actor, now);
  return {
    ...match,
    status: 'disputed',
    dispute: { by: sideOf(match, actor), reason: input.reason, at: now.toISOString() },
  };
};

/** The organiser settles a disputed result with the final score. */
export const resolveDispute = <M extends MatchState>(
  match: M,
  actor: MatchActor,
  input: ResolveDisputeInput,
  now: Date,
): M => {
  enforce('resolve', match, actor, now);
  const winner = decideWinner(input);
  return {
    ...completedWith(match, { scoreA: input.scoreA, scoreB: input.scoreB, winner }, now),
    note: input.note ?? match.note,
    dispute: null,
  };
};
