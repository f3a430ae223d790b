import type { MatchAction, MatchSide, MatchStatus } from '../../contracts/matches.ts';
import { AppError } from '../errors/app-error.ts';
import type { ErrorCode, Refusal } from '../errors/error-codes.ts';
import { messages } from '../messages/catalogue.ts';
import { actorSide, type MatchActor, type MatchState } from './match-actor.ts';
import { DISPUTE_WINDOW_MINUTES } from './match-rules.ts';

/**
 * One guard per action. Transitions throw what a guard returns; `allowedActions` offers exactly
 * the actions whose guard returns null, so a button is never shown for a refused move.
 */
type Guard = (match: MatchState, actor: MatchActor, now: Date) => AppError | null;

const conflict = (code: ErrorCode, message: string) => new AppError('CONFLICT', code, message);
const forbidden = (code: ErrorCode, message: string) => new AppError('FORBIDDEN', code, message);

// Refusing because of the current status says what that status means, whatever was attempted.
const statusRefusals: Record<MatchStatus, Refusal> = {
  upcoming: { code: 'MATCH_WAITING_FOR_EARLIER_MATCHES', message: messages.match.waitingForEarlierMatches },
  pending: { code: 'MATCH_NOT_SCHEDULED', message: messages.match.notScheduled },
  scheduled: { code: 'MATCH_ALREADY_SCHEDULED', message: messages.match.alreadyScheduled },
  completed: { code: 'MATCH_ALREADY_COMPLETED', message: messages.match.alreadyCompleted },
  disputed: { code: 'MATCH_UNDER_DISPUTE', message: messages.match.underDispute },
};

const requireStatus = (match: MatchState, ...allowed: MatchStatus[]): AppError | null =>
  allowed.includes(match.status)
    ? null
    : conflict(statusRefusals[match.status].code, statusRefusals[match.status].message);

const requireRepSide = (match: MatchState, actor: MatchActor): MatchSide | AppError =>
  actorSide(match, actor) ?? forbidden('MATCH_REPS_ONLY', messages.match.repsOnly);

const requireOrganiser = (actor: MatchActor): AppError | null =>
  actor.role === 'organiser' ? null : forbidden('MATCH_ORGANISER_ONLY', messages.match.organiserOnly);

const isPast = (iso: string, now: Date) => Date.parse(iso) <= now.getTime();

/** The streamer who claimed the match, and nobody else. */
const requireCaster = (match: MatchState, actor: MatchActor, refusal: Refusal): AppError | null => {
  if (!match.streamClaimed) return conflict('STREAM_NOT_CLAIMED', messages.stream.notClaimed);
  return actor.role === 'streamer' && match.streamerId === actor.userId
    ? null
    : forbidden(refusal.code, refusal.message);
};

// While the caster holds the lock, the teams' result moves wait (start.gg's "stream lock").
const requireUnlocked = (match: MatchState): AppError | null =>
  match.streamLocked ? conflict('STREAM_LOCKED_FOR_CAST', messages.stream.lockedForCast) : null;

const answerReport: Guard = (match, actor) => {
  const side = requireRepSide(match, actor);
  if (side instanceof AppError) return side;
  const refused = requireStatus(match, 'scheduled') ?? requireUnlocked(match);
  if (refused) return refused;
  if (!match.report) return conflict('MATCH_NO_REPORT', messages.match.noReport);
  if (match.report.by === side) return conflict('MATCH_OWN_REPORT', messages.match.ownReport);
  return null;
};

export const matchGuards: Record<MatchAction, Guard> = {
  'claim-stream': (match, actor) => {
    if (actor.role !== 'streamer') return forbidden('STREAM_STREAMERS_ONLY', messages.stream.streamersOnly);
    if (match.status === 'completed')
      return conflict('STREAM_COMPLETED_MATCH', messages.stream.completedMatch);
    if (match.status === 'disputed') return conflict('STREAM_DISPUTED_MATCH', messages.stream.disputedMatch);
    if (!match.teamA || !match.teamB) return conflict('STREAM_TEAMS_UNKNOWN', messages.stream.teamsUnknown);
    if (match.streamClaimed) return conflict('STREAM_ALREADY_CLAIMED', messages.stream.alreadyClaimed);
    return null;
  },
  'release-stream': (match, actor) =>
    requireCaster(match, actor, { code: 'STREAM_NOT_YOUR_CLAIM', message: messages.stream.notYourClaim }),
  'go-live': (match, actor) => {
    const refused = requireCaster(match, actor, {
      code: 'STREAM_NOT_YOUR_CLAIM',
      message: messages.stream.notYourClaim,
    });
    if (refused) return refused;
    if (match.status === 'completed')
      return conflict('STREAM_COMPLETED_MATCH', messages.stream.completedMatch);
    return match.streamLive ? conflict('STREAM_ALREADY_LIVE', messages.stream.alreadyLive) : null;
  },
  'lock-stream': (match, actor) => {
    const refused = requireCaster(match, actor, {
      code: 'STREAM_LOCK_BY_CASTER',
      message: messages.stream.lockByCaster,
    });
    if (refused) return refused;
    if (match.status === 'completed')
      return conflict('STREAM_COMPLETED_MATCH', messages.stream.completedMatch);
    return match.streamLocked ? conflict('STREAM_ALREADY_LOCKED', messages.stream.alreadyLocked) : null;
  },
  'unlock-stream': (match, actor) => {
    if (!match.streamLocked) return conflict('STREAM_NOT_LOCKED', messages.stream.notLocked);
    if (actor.role === 'organiser') return null;
    return requireCaster(match, actor, {
      code: 'STREAM_UNLOCK_BY_CASTER_OR_ORGANISER',
      message: messages.stream.unlockByCasterOrOrganiser,
    });
  },
  schedule: (match, actor) => {
    const side = requireRepSide(match, actor);
    if (side instanceof AppError) return side;
    return requireStatus(match, 'pending');
  },
  'accept-time': (match, actor, now) => {
    const side = requireRepSide(match, actor);
    if (side instanceof AppError) return side;
    const refused = requireStatus(match, 'pending');
    if (refused) return refused;
    if (!match.proposal) return conflict('MATCH_NO_PROPOSAL', messages.match.noProposal);
    if (match.proposal.by === side) return conflict('MATCH_OWN_PROPOSAL', messages.match.ownProposal);
    if (isPast(match.proposal.time, now))
      return conflict('MATCH_PROPOSAL_EXPIRED', messages.match.proposalExpired);
    return null;
  },
  report: (match, actor, now) => {
    const side = requireRepSide(match, actor);
    if (side instanceof AppError) return side;
    const refused = requireStatus(match, 'scheduled') ?? requireUnlocked(match);
    if (refused) return refused;
    if (!match.scheduledTime || !isPast(match.scheduledTime, now))
      return conflict('MATCH_NOT_STARTED', messages.match.notStarted);
    if (match.report && match.report.by !== side)
      return conflict('MATCH_OTHER_SIDE_REPORTED', messages.match.otherSideReported);
    return null;
  },
  confirm: answerReport,
  dispute: (match, actor, now) => {
    const refused = answerReport(match, actor, now);
    if (refused || !match.report) return refused;
    const closesAt = Date.parse(match.report.at) + DISPUTE_WINDOW_MINUTES * 60_000;
    return now.getTime() > closesAt
      ? conflict('MATCH_DISPUTE_WINDOW_CLOSED', messages.match.disputeWindowClosed(DISPUTE_WINDOW_MINUTES))
      : null;
  },
  resolve: (match, actor) => {
    const refused = requireOrganiser(actor);
    if (refused) return refused;
    if (match.status === 'completed')
      return conflict('MATCH_ALREADY_COMPLETED', messages.match.alreadyCompleted);
    return match.status === 'disputed' ? null : conflict('MATCH_NOT_DISPUTED', messages.match.notDisputed);
  },
  'set-time': (match, actor) => {
    const refused = requireOrganiser(actor) ?? requireStatus(match, 'pending', 'scheduled');
    if (refused) return refused;
    return match.report ? conflict('MATCH_RESULT_REPORTED', messages.match.resultReported) : null;
  },
};

/** Throws the guard's refusal, if it has one. */
export const enforce = (action: MatchAction, match: MatchState, actor: MatchActor, now: Date): void => {
  const refused = matchGuards[action](match, actor, now);
  if (refused) throw refused;
};
