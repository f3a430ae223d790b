import { errorCodeOf } from './error-codes.ts';

/**
 * The kind of failure: each door maps it to its own transport (HTTP status, ephemeral Discord reply,
 * job failure).
 */
export type AppErrorCode =
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
 * A failure a person can act on. `message` is shown as is; `reason` is the stable, specific name of the
 * failure (`TOURNAMENT_ROADMAP_LOCKED`, `STALE_WRITE`) that clients branch on instead of a status or a
 * text. It defaults to the catalogue key of `message`, else to the kind.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly reason: string;
  readonly details: Readonly<Record<string, string[]>> | undefined;

  constructor(code: AppErrorCode, message: string, details?: Record<string, string[]>, reason?: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.reason = reason ?? errorCodeOf(message) ?? code;
    this.details = details;
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;
