import type { VerificationStatus } from '../../contracts/verification.ts';
import { type Refusal, refusal } from '../errors/error-codes.ts';
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
export function contestRefusal(facts: ContestFacts): Refusal | null {
  const text = messages.verificationContest;
  if (!facts.claim || facts.claim.status === 'rejected')
    return refusal('VERIFICATION_CONTEST_NOTHING_TO_CONTEST', text.nothingToContest);
  if (facts.claim.heldByContestant) return refusal('VERIFICATION_CONTEST_OWN_CLAIM', text.ownClaim);
  if (facts.alreadyOpen) return refusal('VERIFICATION_CONTEST_ALREADY_OPEN', text.alreadyOpen);
  return null;
}
