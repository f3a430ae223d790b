import {
  type AppErrorKind,
  contractIssueCode,
  ERROR_CODES,
  isAppError,
  type Language,
  messages,
  type Refusal,
  refusal,
} from '@galaxia/core';
import { type Orm, translateError } from '@galaxia/core/server';
import type { ErrorRequestHandler, Request, Response } from 'express';
import { ZodError } from 'zod';
import { readerLanguage } from '../http/reader-language.ts';
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

/** A failure before translation: each field message's code beside it (an AppError's fields share its own). */
interface Failure extends ErrorBody {
  fieldCodes?: Readonly<Record<string, string[]>>;
}

/** body-parser marks its own failures with a `type`; anything else is a generic bad request. */
function clientRefusal(error: { type?: unknown }): Refusal {
  if (error.type === 'entity.parse.failed') return refusal('MALFORMED_JSON', messages.http.malformedJson);
  if (error.type === 'entity.too.large') return refusal('BODY_TOO_LARGE', messages.http.bodyTooLarge);
  return refusal('BAD_REQUEST', messages.http.badRequest);
}

/** The body in the reader's language: each message looked up by its code, which stays as it was. */
function translated({ fieldCodes, ...body }: Failure, language: Language): ErrorBody {
  if (language === 'en') return body;
  const fields = body.fields && {
    fields: Object.fromEntries(
      Object.entries(body.fields).map(([key, texts]) => [
        key,
        texts.map((text, index) => translateError(fieldCodes?.[key]?.[index] ?? body.code, text, language)),
      ]),
    ),
  };
  return { ...body, error: translateError(body.code, body.error, language), ...fields };
}

/**
 * The one place an error becomes an HTTP answer, for every route: `{ error, code, fields? }` with a
 * message a person can act on, never a stack. Given the database, the message follows the reader's
 * language (their account, the language cookie, Accept-Language); the code never does.
 */
export function errorHandler(options: { orm?: Orm } = {}): ErrorRequestHandler {
  const languageOf = async (req: Request): Promise<Language> => {
    if (!options.orm) return 'en';
    try {
      return await readerLanguage(options.orm, req);
    } catch {
      // The answer is already a failure: the language's lookup failing too must not replace it.
      return 'en';
    }
  };
  const answer = async (req: Request, res: Response, status: number, body: Failure) => {
    const language = await languageOf(req);
    if (options.orm) res.vary('Accept-Language');
    res.status(status).json(translated(body, language));
  };
  return (error, req, res, next) => {
    clientAnswer(error, req, res, answer).catch(next);
  };
}

type Answer = (req: Request, res: Response, status: number, body: Failure) => Promise<void>;

async function clientAnswer(error: unknown, req: Request, res: Response, answer: Answer): Promise<void> {
  if (isAppError(error)) {
    const fields = error.details ? { fields: error.details } : {};
    const fieldCodes = error.detailCodes ? { fieldCodes: error.detailCodes } : {};
    return answer(req, res, statusFor[error.kind], {
      error: error.message,
      code: error.code,
      ...fields,
      ...fieldCodes,
    });
  }
  if (error instanceof ZodError) {
    const fields: Record<string, string[]> = {};
    const fieldCodes: Record<string, string[]> = {};
    for (const issue of error.issues) {
      const key = issue.path.join('.') || '_';
      fields[key] = [...(fields[key] ?? []), issue.message];
      fieldCodes[key] = [...(fieldCodes[key] ?? []), contractIssueCode(issue)];
    }
    const first = error.issues[0];
    return answer(req, res, 400, {
      error: first?.message ?? messages.http.badRequest,
      code: contractIssueCode(first),
      fields,
      fieldCodes,
    });
  }
  const reported = error as { status?: unknown; type?: unknown } | null;
  const status =
    typeof reported?.status === 'number' && reported.status >= 400 && reported.status < 500
      ? reported.status
      : 500;
  if (status !== 500) {
    const { code, message } = clientRefusal(reported ?? {});
    return answer(req, res, status, { error: message, code });
  }
  console.error(`[api] ${req.method} ${req.originalUrl} failed`, error);
  // A route may name its own words for the unforeseen (the spec's "Failed to create tournament").
  const failure = res.locals[FAILURE_LOCAL];
  return answer(req, res, 500, {
    error: typeof failure === 'string' ? failure : messages.http.internal,
    code: ERROR_CODES.internal,
  });
}
