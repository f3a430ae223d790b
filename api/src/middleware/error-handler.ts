import { type AppErrorCode, isAppError, messages } from '@galaxia/core';
import type { ErrorRequestHandler } from 'express';
import { ZodError } from 'zod';

const statusFor: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

/** body-parser marks its own failures with a `type`; anything else is a generic bad request. */
function clientErrorText(error: { type?: unknown }): string {
  if (error.type === 'entity.parse.failed') return messages.http.malformedJson;
  if (error.type === 'entity.too.large') return messages.http.bodyTooLarge;
  return messages.http.badRequest;
}

/** The one place an error becomes an HTTP answer: `{ error }` with a message a person can act on, never a stack. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (isAppError(error)) {
    res
      .status(statusFor[error.code])
      .json({ error: error.message, ...(error.details ? { fields: error.details } : {}) });
    return;
  }
  if (error instanceof ZodError) {
    const fields: Record<string, string[]> = {};
    for (const issue of error.issues) {
      const key = issue.path.join('.') || '_';
      fields[key] = [...(fields[key] ?? []), issue.message];
    }
    res.status(400).json({ error: error.issues[0]?.message ?? messages.http.badRequest, fields });
    return;
  }
  const status =
    typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) console.error(`[api] ${req.method} ${req.originalUrl} failed`, error);
  res.status(status).json({ error: status === 500 ? messages.http.internal : clientErrorText(error) });
};
