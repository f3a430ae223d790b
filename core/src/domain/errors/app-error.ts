/**
 * A failure a person can act on. Every door maps the code to its own transport
 * (HTTP status, ephemeral Discord reply, job failure) and shows `message` as is.
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

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details: Readonly<Record<string, string[]>> | undefined;

  constructor(code: AppErrorCode, message: string, details?: Record<string, string[]>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;
