import { messages } from '../messages/catalogue.ts';

/**
 * Password sign-in limits, per account first. One address may be a college LAN, an internet cafe or
 * a mobile carrier's shared address (carrier-grade NAT) with hundreds of real players behind it, so
 * the per-address numbers are ceilings against floods, not the brute-force defence: that is the
 * per-account lockout, which doubles with every failure past the free ones.
 */
export const SIGN_IN_THROTTLE = {
  /** Wrong passwords for one account before it locks (typos happen). */
  freeFailuresPerAccount: 4,
  /** The first lock; each further failure doubles it, up to `maxLockSeconds`. */
  firstLockSeconds: 60,
  maxLockSeconds: 60 * 60,
  /** A day without failures forgets an account's count (a success forgets it at once). */
  forgetAfterSeconds: 24 * 60 * 60,
  /** Wrong passwords from one address, over any accounts, within one window. */
  failuresPerAddress: 100,
  addressWindowSeconds: 15 * 60,
} as const;

/**
 * How long an account stays locked after its `failures`-th wrong password in a row: none for the
 * first four, then 1, 2, 4, 8 … minutes, never more than an hour. Twenty guesses take over 4 hours.
 */
export function lockSecondsAfter(failures: number): number {
  const past = failures - SIGN_IN_THROTTLE.freeFailuresPerAccount;
  if (past <= 0) return 0;
  return Math.min(SIGN_IN_THROTTLE.firstLockSeconds * 2 ** (past - 1), SIGN_IN_THROTTLE.maxLockSeconds);
}

/** The wait message, rounded up to whole minutes so "0 minutes" is never shown. */
export function throttleMessage(secondsLeft: number): string {
  return messages.account.tooManyAttempts(Math.max(1, Math.ceil(secondsLeft / 60)));
}
