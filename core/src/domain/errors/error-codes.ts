import { messages } from '../messages/index.ts';
import { AppError } from './app-error.ts';
import type { ErrorCode } from './error-code-list.ts';

export { ERROR_CODE_LIST, type ErrorCode } from './error-code-list.ts';

/** Codes that name a situation rather than one catalogue entry; several messages may share one. */
export const ERROR_CODES = {
  /** The record changed since the client read it: reload before writing again. */
  staleWrite: 'STALE_WRITE',
  /** A request body, query or path failed its contract; `fields` says where. */
  invalidInput: 'INVALID_INPUT',
  /** Nobody foresaw the failure; the message says so without leaking anything. */
  internal: 'INTERNAL',
} as const satisfies Record<string, ErrorCode>;

/**
 * Why a rule said no: the words to show and the code clients branch on, declared together where the
 * rule decides (a copy edit of the words never changes the code). The door raises it as an AppError.
 */
export interface Refusal {
  readonly code: ErrorCode;
  readonly message: string;
}

export const refusal = (code: ErrorCode, message: string): Refusal => ({ code, message });

const screaming = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

/**
 * The code of a contract (zod) failure, which carries only its words: the `AREA_KEY` of the fixed
 * catalogue text it shows, else INVALID_INPUT. Errors raised by rules never come here: they declare
 * their code. Contract schemas do not declare codes yet, so this is the one text lookup left.
 */
const contractCodeByText: ReadonlyMap<string, string> = (() => {
  const codes = new Map<string, string>();
  // The generic texts claim their code first: another area reusing one of them must not rename it.
  const areas = Object.entries(messages).sort(([a], [b]) => Number(b === 'http') - Number(a === 'http'));
  for (const [area, entries] of areas) {
    for (const [key, text] of Object.entries(entries)) {
      if (typeof text === 'string' && !codes.has(text))
        codes.set(text, area === 'http' ? screaming(key) : `${screaming(area)}_${screaming(key)}`);
    }
  }
  return codes;
})();

export const contractIssueCode = (message: string): ErrorCode =>
  (contractCodeByText.get(message) ?? ERROR_CODES.invalidInput) as ErrorCode;

/** A contract's refusal of a value a door parsed itself (a bot option, a form field), with its code. */
export const contractFailure = (message: string): AppError =>
  new AppError('BAD_REQUEST', contractIssueCode(message), message);
