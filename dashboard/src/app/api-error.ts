import type { ApiResult } from '@galaxia/core';

/** What every failed call turns into: the server's `{ error }` text, or the network's own message. */
export interface ApiError {
  status: number | 'NETWORK';
  message: string;
  /** False when the server answered without an `{ error }` text: callers then show their own fallback. */
  fromServer: boolean;
  /** The server's stable name of the failure (`RULING_WOULD_UNDO`), for callers that branch on it. */
  code?: string;
  /** Per-field details the server sent with the failure. */
  fields?: Record<string, string[]>;
}

/** A refused call as the site shows it, from the status and the body the server answered with. */
export function apiErrorOf(status: number, data: unknown): ApiError {
  const body = data as { error?: unknown; code?: unknown; fields?: unknown } | undefined;
  const fromServer = typeof body?.error === 'string';
  const message = fromServer ? String(body?.error) : `Request failed (${status})`;
  return {
    status,
    message,
    fromServer,
    ...(typeof body?.code === 'string' ? { code: body.code } : {}),
    ...(body?.fields && typeof body.fields === 'object'
      ? { fields: body.fields as Record<string, string[]> }
      : {}),
  };
}

export const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' && error !== null && 'message' in error && 'fromServer' in error;

/** Whether a failed call was refused for this reason (its stable code, never its status or text). */
export const hasErrorCode = (error: unknown, code: string): boolean =>
  isApiError(error) && error.code === code;

/** The message to show for a failed call: the server's text, a network message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.fromServer ? error.message : fallback;
  return fallback;
}

/** Every call resolves to `{ success, data }` or `{ success: false, error }`. */
export async function asResult<T>(
  call: { unwrap: () => Promise<T> },
  fallback: string,
): Promise<ApiResult<T>> {
  try {
    return { success: true, data: await call.unwrap() };
  } catch (error) {
    return { success: false, error: errorMessage(error, fallback) };
  }
}
