import type { ErrorCode } from './error-codes.ts';

/**
 * The kind of failure: each door maps it to its own transport (HTTP status, ephemeral Discord reply,
 * job failure).
 */
export type AppErrorKind =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE';

/**
 * A failure a person can act on. `message` is shown as is; `kind` picks the transport's answer (a
 * status); `code` is the stable, specific name of the failure (`TOURNAMENT_ROADMAP_LOCKED`,
 * `STALE_WRITE`) that clients branch on instead of a status or a text. The code is declared where the
 * error is raised, so a copy edit of the message never changes it.
 */
export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly code: ErrorCode;
  readonly details: Readonly<Record<string, string[]>> | undefined;
  /** Each detail's own code, in its order, when the details break other rules than `code`: the answer translates them by it. */
  readonly detailCodes: Readonly<Record<string, ErrorCode[]>> | undefined;

  constructor(
    kind: AppErrorKind,
    code: ErrorCode,
    message: string,
    details?: Record<string, string[]>,
    detailCodes?: Record<string, ErrorCode[]>,
  ) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.code = code;
    this.details = details;
    this.detailCodes = detailCodes;
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;
