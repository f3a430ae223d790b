import { messages } from '../messages/index.ts';
import { AppError } from './app-error.ts';
import { ERROR_CODE_LIST, type ErrorCode } from './error-code-list.ts';

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

const DECLARED: ReadonlySet<string> = new Set(ERROR_CODE_LIST);

/**
 * The code of a contract (zod) failure: the one its schema declared with the words (`coded` in
 * core/src/contracts/coded-error.ts, or a custom issue's `params.code`), else INVALID_INPUT. Never
 * looked up from the words.
 */
export const contractIssueCode = (issue: object | undefined): ErrorCode => {
  const code = (issue as { params?: { code?: unknown } } | undefined)?.params?.code;
  return typeof code === 'string' && DECLARED.has(code) ? (code as ErrorCode) : ERROR_CODES.invalidInput;
};

/** A contract's refusal of a value a door parsed itself (a bot option, a form field), with its code. */
export const contractFailure = (issue: { message: string } | undefined): AppError =>
  new AppError('BAD_REQUEST', contractIssueCode(issue), issue?.message ?? messages.http.badRequest);
