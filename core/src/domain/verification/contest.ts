import type { VerificationStatus } from '../../contracts/verification.ts';
import { messages } from '../messages/catalogue.ts';

export interface ContestFacts {
  /** The claim on the in-game id, if anyone holds one. */
  claim: { status: VerificationStatus; heldByContestant: boolean } | null;
  /** The contestant already has a contest open on this id. */
  alreadyOpen: boolean;
}

/**
 * Why a contest cannot be filed, or null. Only a claim someone else holds (pending or verified) can be
 * contested: a free or rejected id is claimed with an ordinary video instead.
 */
export function contestRefusal(facts: ContestFacts): string | null {
  const text = messages.verificationContest;
  if (!facts.claim || facts.claim.status === 'rejected') return text.nothingToContest;
  if (facts.claim.heldByContestant) return text.ownClaim;
  if (facts.alreadyOpen) return text.alreadyOpen;
  return null;
}
