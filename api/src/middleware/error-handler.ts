import {
  type AppErrorKind,
  contractIssueCode,
  ERROR_CODES,
  isAppError,
  messages,
  type Refusal,
  refusal,
} from '@galaxia/core';
import type { ErrorRequestHandler, Response } from 'express';
import { ZodError } from 'zod';
import { FAILURE_LOCAL } from '../routes/define-route.ts';

const statusFor: Record<AppErrorKind, number> = {
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

/** The body every failure answers with: the message to show, a stable code to branch on, the fields at fault. */
interface ErrorBody {
  error: string;
  code: string;
  fields?: Readonly<Record<string, string[]>>;
}

/** body-parser marks its own failures with a `type`; anything else is a generic bad request. */
function clientRefusal(error: { type?: unknown }): Refusal {
  if (error.type === 'entity.parse.failed') return refusal('MALFORMED_JSON', messages.http.malformedJson);
  if (error.type === 'entity.too.large') return refusal('BODY_TOO_LARGE', messages.http.bodyTooLarge);
  return refusal('BAD_REQUEST', messages.http.badRequest);
}

const answer = (res: Response, status: number, body: ErrorBody) => res.status(status).json(body);

/**
 * The one place an error becomes an HTTP answer, for every route: `{ error, code, fields? }` with a
 * message a person can act on, never a stack.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (isAppError(error)) {
    const fields = error.details ? { fields: error.details } : {};
    answer(res, statusFor[error.kind], { error: error.message, code: error.code, ...fields });
    return;
  }
  if (error instanceof ZodError) {
    const fields: Record<string, string[]> = {};
    for (const issue of error.issues) {
      const key = issue.path.join('.') || '_';
      fields[key] = [...(fields[key] ?? []), issue.message];
    }
    const first = error.issues[0];
    answer(res, 400, {
      error: first?.message ?? messages.http.badRequest,
      code: contractIssueCode(first),
      fields,
    });
    return;
  }
  const status =
    typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status !== 500) {
    const { code, message } = clientRefusal(error);
    answer(res, status, { error: message, code });
    return;
  }
  console.error(`[api] ${req.method} ${req.originalUrl} failed`, error);
  // A route may name its own words for the unforeseen (the spec's "Failed to create tournament").
  const failure = res.locals[FAILURE_LOCAL];
  answer(res, 500, {
    error: typeof failure === 'string' ? failure : messages.http.internal,
    code: ERROR_CODES.internal,
  });
};
