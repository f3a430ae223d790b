import type { VerificationStatus } from '../../contracts/verification.ts';
import { AppError } from '../errors/app-error.ts';
import { messages } from '../messages/catalogue.ts';

export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;

/** Verified is final; a rejected player may submit again, which puts the account back to pending. */
const NEXT_STATUSES: Readonly<Record<VerificationStatus, readonly VerificationStatus[]>> = {
  pending: ['verified', 'rejected'],
  rejected: ['pending'],
  verified: [],
};

export const canChangeVerificationStatus = (from: VerificationStatus, to: VerificationStatus): boolean =>
  NEXT_STATUSES[from].includes(to);

export function changeVerificationStatus(
  from: VerificationStatus,
  to: VerificationStatus,
): VerificationStatus {
  if (!canChangeVerificationStatus(from, to)) {
    throw new AppError(
      'CONFLICT',
      'VERIFICATION_STATUS_CHANGE',
      messages.verification.statusChange(from, to),
    );
  }
  return to;
}
