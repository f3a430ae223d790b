import { type ClaimStreamPayload, claimStreamPayloadSchema } from '../../contracts/matches.ts';
import type { StreamStatus } from '../../contracts/streams.ts';
import { AppError } from '../errors/app-error.ts';
import { contractIssueCode } from '../errors/error-codes.ts';
import { messages } from '../messages/catalogue.ts';
import type { MatchActor, MatchState } from './match-actor.ts';
import { enforce } from './match-guards.ts';

/**
 * Live from when the caster marks it live, or else from the scheduled time, until the match is
 * completed or its result goes to dispute.
 */
export const streamStatus = (
  match: Pick<MatchState, 'status' | 'scheduledTime'> & { streamLive?: boolean },
  now: Date,
): StreamStatus => {
  if (match.status === 'completed' || match.status === 'disputed') return 'upcoming';
  if (match.streamLive) return 'live';
  return match.status === 'scheduled' &&
    match.scheduledTime !== null &&
    Date.parse(match.scheduledTime) <= now.getTime()
    ? 'live'
    : 'upcoming';
};

/** Checks a claim's platform and watch link, naming the offending field in the error's details. */
export const validateStreamClaim = (input: unknown): ClaimStreamPayload => {
  const parsed = claimStreamPayloadSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const details: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'claim';
    details[field] = [...(details[field] ?? []), issue.message];
  }
  const first = parsed.error.issues[0];
  const message = first?.message ?? messages.http.badRequest;
  throw new AppError('BAD_REQUEST', contractIssueCode(first), message, details);
};

/** One streamer per match: the first valid claim wins, later ones are refused. */
export const claimStream = <M extends MatchState>(
  match: M,
  actor: MatchActor,
  input: unknown,
  now: Date,
): { match: M; claim: ClaimStreamPayload } => {
  enforce('claim-stream', match, actor, now);
  const claim = validateStreamClaim(input);
  // The guard admits streamers only.
  const streamer = actor as Extract<MatchActor, { role: 'streamer' }>;
  return {
    match: { ...match, streamClaimed: true, streamer: streamer.name, streamerId: streamer.userId },
    claim,
  };
};

export const releaseStream = <M extends MatchState>(match: M, actor: MatchActor, now: Date): M => {
  enforce('release-stream', match, actor, now);
  return {
    ...match,
    streamClaimed: false,
    streamer: null,
    streamerId: null,
    streamLive: false,
    streamLocked: false,
  };
};

export const goLive = <M extends MatchState>(match: M, actor: MatchActor, now: Date): M => {
  enforce('go-live', match, actor, now);
  return { ...match, streamLive: true };
};

export const lockStream = <M extends MatchState>(match: M, actor: MatchActor, now: Date): M => {
  enforce('lock-stream', match, actor, now);
  return { ...match, streamLocked: true };
};

/** The caster lets the teams report again; an organiser may override a lock the caster forgot. */
export const unlockStream = <M extends MatchState>(match: M, actor: MatchActor, now: Date): M => {
  enforce('unlock-stream', match, actor, now);
  return { ...match, streamLocked: false };
};
