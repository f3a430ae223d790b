import type { MatchAction, MatchSide, MatchStatus } from '../../contracts/matches.ts';
import { AppError } from '../errors/app-error.ts';
import { messages } from '../messages/catalogue.ts';
import { actorSide, type MatchActor, type MatchState } from './match-actor.ts';
import { DISPUTE_WINDOW_MINUTES } from './match-rules.ts';

/**
 * One guard per action. Transitions throw what a guard returns; `allowedActions` offers exactly
 * the actions whose guard returns null, so a button is never shown for a refused move.
 */
type Guard = (match: MatchState, actor: MatchActor, now: Date) => AppError | null;

const conflict = (message: string) => new AppError('CONFLICT', message);
const forbidden = (message: string) => new AppError('FORBIDDEN', message);

// Refusing because of the current status says what that status means, whatever was attempted.
const statusMessages: Record<MatchStatus, string> = {
  upcoming: messages.match.waitingForEarlierMatches,
  pending: messages.match.notScheduled,
  scheduled: messages.match.alreadyScheduled,
  completed: messages.match.alreadyCompleted,
  disputed: messages.match.underDispute,
};

const requireStatus = (match: MatchState, ...allowed: MatchStatus[]): AppError | null =>
  allowed.includes(match.status) ? null : conflict(statusMessages[match.status]);

const requireRepSide = (match: MatchState, actor: MatchActor): MatchSide | AppError =>
  actorSide(match, actor) ?? forbidden(messages.match.repsOnly);

const requireOrganiser = (actor: MatchActor): AppError | null =>
  actor.role === 'organiser' ? null : forbidden(messages.match.organiserOnly);

const isPast = (iso: string, now: Date) => Date.parse(iso) <= now.getTime();

/** The streamer who claimed the match, and nobody else. */
const requireCaster = (match: MatchState, actor: MatchActor, message: string): AppError | null => {
  if (!match.streamClaimed) return conflict(messages.stream.notClaimed);
  return actor.role === 'streamer' && match.streamerId === actor.userId ? null : forbidden(message);
};

// While the caster holds the lock, the teams' result moves wait (start.gg's "stream lock").
const requireUnlocked = (match: MatchState): AppError | null =>
  match.streamLocked ? conflict(messages.stream.lockedForCast) : null;

const answerReport: Guard = (match, actor) => {
  const side = requireRepSide(match, actor);
  if (side instanceof AppError) return side;
  const refused = requireStatus(match, 'scheduled') ?? requireUnlocked(match);
  if (refused) return refused;
  if (!match.report) return conflict(messages.match.noReport);
  if (match.report.by === side) return conflict(messages.match.ownReport);
  return null;
};

export const matchGuards: Record<MatchAction, Guard> = {
  'claim-stream': (match, actor) => {
    if (actor.role !== 'streamer') return forbidden(messages.stream.streamersOnly);
    if (match.status === 'completed') return conflict(messages.stream.completedMatch);
    if (match.status === 'disputed') return conflict(messages.stream.disputedMatch);
    if (!match.teamA || !match.teamB) return conflict(messages.stream.teamsUnknown);
    if (match.streamClaimed) return conflict(messages.stream.alreadyClaimed);
    return null;
  },
  'release-stream': (match, actor) => requireCaster(match, actor, messages.stream.notYourClaim),
  'go-live': (match, actor) => {
    const refused = requireCaster(match, actor, messages.stream.notYourClaim);
    if (refused) return refused;
    if (match.status === 'completed') return conflict(messages.stream.completedMatch);
    return match.streamLive ? conflict(messages.stream.alreadyLive) : null;
  },
  'lock-stream': (match, actor) => {
    const refused = requireCaster(match, actor, messages.stream.lockByCaster);
    if (refused) return refused;
    if (match.status === 'completed') return conflict(messages.stream.completedMatch);
    return match.streamLocked ? conflict(messages.stream.alreadyLocked) : null;
  },
  'unlock-stream': (match, actor) => {
    if (!match.streamLocked) return conflict(messages.stream.notLocked);
    if (actor.role === 'organiser') return null;
    return requireCaster(match, actor, messages.stream.unlockByCasterOrOrganiser);
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
    if (!match.proposal) return conflict(messages.match.noProposal);
    if (match.proposal.by === side) return conflict(messages.match.ownProposal);
    if (isPast(match.proposal.time, now)) return conflict(messages.match.proposalExpired);
    return null;
  },
  report: (match, actor, now) => {
    const side = requireRepSide(match, actor);
    if (side instanceof AppError) return side;
    const refused = requireStatus(match, 'scheduled') ?? requireUnlocked(match);
    if (refused) return refused;
    if (!match.scheduledTime || !isPast(match.scheduledTime, now)) return conflict(messages.match.notStarted);
    if (match.report && match.report.by !== side) return conflict(messages.match.otherSideReported);
    return null;
  },
  confirm: answerReport,
  dispute: (match, actor, now) => {
    const refused = answerReport(match, actor, now);
    if (refused || !match.report) return refused;
    const closesAt = Date.parse(match.report.at) + DISPUTE_WINDOW_MINUTES * 60_000;
    return now.getTime() > closesAt
      ? conflict(messages.match.disputeWindowClosed(DISPUTE_WINDOW_MINUTES))
      : null;
  },
  resolve: (match, actor) => {
    const refused = requireOrganiser(actor);
    if (refused) return refused;
    if (match.status === 'completed') return conflict(messages.match.alreadyCompleted);
    return match.status === 'disputed' ? null : conflict(messages.match.notDisputed);
  },
  'set-time': (match, actor) => {
    const refused = requireOrganiser(actor) ?? requireStatus(match, 'pending', 'scheduled');
    if (refused) return refused;
    return match.report ? conflict(messages.match.resultReported) : null;
  },
};

/** Throws the guard's refusal, if it has one. */
export const enforce = (action: MatchAction, match: MatchState, actor: MatchActor, now: Date): void => {
  const refused = matchGuards[action](match, actor, now);
  if (refused) throw refused;
};
