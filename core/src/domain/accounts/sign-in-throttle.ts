import { messages } from '../messages/catalogue.ts';

/**
 * Failed password sign-ins allowed within one window before sign-in waits out the rest of it:
 * per account (guessing one person's password) and per address (trying many accounts).
 */
export const SIGN_IN_THROTTLE = {
  windowSeconds: 15 * 60,
  failuresPerAccount: 5,
  failuresPerAddress: 20,
} as const;

export function isThrottled(failures: { account: number; address: number }): boolean {
  return (
    failures.account >= SIGN_IN_THROTTLE.failuresPerAccount ||
    failures.address >= SIGN_IN_THROTTLE.failuresPerAddress
  );
}

/** The wait message, rounded up to whole minutes so "0 minutes" is never shown. */
export function throttleMessage(secondsLeft: number): string {
  return messages.account.tooManyAttempts(Math.max(1, Math.ceil(secondsLeft / 60)));
}
