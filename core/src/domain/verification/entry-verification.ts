/**
 * Where a rostered player's game account stands for one tournament that requires verified accounts.
 * - accepted: verified, and the verification counts here (checked by the game's API, or accepted by
 *   this tournament's organiser, which approving the video for it does);
 * - awaiting_review: a video waits for review;
 * - verified_elsewhere: verified for another tournament; this organiser has not accepted it yet;
 * - rejected: the video (or this organiser's acceptance) was refused, or the claim expired;
 * - never_sent: no claim at all.
 */
export const PLAYER_VERIFICATION_STATES = [
  'accepted',
  'awaiting_review',
  'verified_elsewhere',
  'rejected',
  'never_sent',
] as const;
export type PlayerVerificationState = (typeof PLAYER_VERIFICATION_STATES)[number];

/** The player's evidence is in (or their account counts already): a team of such players may apply. */
export const hasSentEvidence = (state: PlayerVerificationState): boolean =>
  state !== 'never_sent' && state !== 'rejected';

export interface AccountFacts {
  status: 'pending' | 'verified' | 'rejected';
  method: 'coc_token' | 'bgmi_video';
  /** This tournament organiser's decision on the account, if any. */
  acceptance: 'accepted' | 'rejected' | null;
}

export function playerVerificationState(account: AccountFacts | null): PlayerVerificationState {
  if (!account) return 'never_sent';
  if (account.status === 'rejected') return 'rejected';
  if (account.status === 'pending') return 'awaiting_review';
  // An API check proves the account to anyone; a person's review proves it only to who accepts it.
  if (account.method === 'coc_token') return 'accepted';
  if (account.acceptance === 'accepted') return 'accepted';
  if (account.acceptance === 'rejected') return 'rejected';
  return 'verified_elsewhere';
}

export interface RosterPlayerState {
  name: string;
  state: PlayerVerificationState;
}

export type EntryVerification =
  /** Every player counts as verified: the team plays. */
  | { kind: 'verified' }
  /** Every player's evidence is with the organiser: the team applies and waits for the reviews. */
  | { kind: 'awaiting'; waitingOn: string[] }
  /** Someone has sent nothing (or was refused): the team cannot apply until they do. */
  | { kind: 'missing'; missing: RosterPlayerState[] };

export function entryVerification(players: readonly RosterPlayerState[]): EntryVerification {
  const missing = players.filter((player) => !hasSentEvidence(player.state));
  if (missing.length > 0) return { kind: 'missing', missing };
  const waitingOn = players.filter((player) => player.state !== 'accepted').map((player) => player.name);
  return waitingOn.length === 0 ? { kind: 'verified' } : { kind: 'awaiting', waitingOn };
}

/** How long a team whose player was rejected has to send a new video before its place is freed. */
export const REJECTION_GRACE_HOURS = 48;
/** A claim nobody reviews in this long lapses, so it cannot block the account's owner for ever. */
export const PENDING_CLAIM_DAYS = 14;

export const rejectionDeadline = (rejectedAt: Date): Date =>
  new Date(rejectedAt.getTime() + REJECTION_GRACE_HOURS * 3_600_000);

export const claimExpiresAt = (submittedAt: Date): Date =>
  new Date(submittedAt.getTime() + PENDING_CLAIM_DAYS * 86_400_000);
