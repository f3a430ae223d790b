import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { messages } from '../messages/catalogue.ts';

/**
 * zxcvbn's score 3 means about 10^8 guesses: out of reach of an online guesser and slow against a
 * stolen Argon2id hash. Keyboard walks (`1q2w3e4r5t6y`), leaked passwords with digits appended
 * (`password12345`) and the like score lower.
 */
const MIN_PASSWORD_SCORE = 3;

/** Words a guesser of a Galaxia password tries first, whoever the person is. */
const SITE_WORDS = ['galaxia', 'esports', 'tournament', 'bgmi', 'valorant'];

/**
 * Kept out of the domain barrel on purpose: the dictionaries (about 30,000 leaked passwords and
 * common words) weigh a megabyte, so only the server imports this module (through `@galaxia/core/server`).
 */
let estimator: ZxcvbnFactory | null = null;

/**
 * Whether a new password is too easy to guess, given what the person typed about themselves (their
 * name and email count as guessable words). Length is the contract's rule (`passwordProblem`).
 */
export function guessablePasswordProblem(password: string, personal: readonly string[] = []): string | null {
  estimator ??= new ZxcvbnFactory({ dictionary: dictionary, graphs: adjacencyGraphs });
  const words = [...SITE_WORDS, ...personal.flatMap((text) => text.toLowerCase().split(/[^a-z0-9]+/))];
  const { score } = estimator.check(
    password,
    words.filter((word) => word.length >= 3),
  );
  return score < MIN_PASSWORD_SCORE ? messages.account.passwordTooCommon : null;
}
