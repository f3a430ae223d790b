import {
  type BaseQueryApi,
  type BaseQueryFn,
  createApi,
  type EndpointBuilder,
  type FetchArgs,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import { type ApiError, apiErrorOf } from './api-error.ts';
import { DATA_VERSION_HEADER, dataVersions, eventOfRequest, sendCurrent } from './data-versions.ts';

// Pages import the error helpers from here with the slice; the home page imports them alone (no Redux).
export { type ApiError, asResult, errorMessage, hasErrorCode, isApiError } from './api-error.ts';

const rawBaseQuery = fetchBaseQuery({ baseUrl: '/api', credentials: 'same-origin' });

type RawResult = Awaited<ReturnType<typeof rawBaseQuery>>;

/** A read of one event never answers older data than the page has shown (see data-versions.ts). */
const currentBaseQuery = async (
  args: string | FetchArgs,
  api: BaseQueryApi,
  extra: object,
): Promise<RawResult> => {
  const request = typeof args === 'string' ? { url: args } : args;
  const eventId = eventOfRequest(request.url);
  if (!eventId || (request.method && request.method !== 'GET')) return rawBaseQuery(args, api, extra);
  return sendCurrent<RawResult>(
    dataVersions,
    eventId,
    async (revalidate) => {
      const result = await rawBaseQuery(revalidate ? { ...request, cache: 'no-cache' } : request, api, extra);
      const named = result.error ? null : result.meta?.response?.headers.get(DATA_VERSION_HEADER);
      return { result, version: named ? Number(named) : null };
    },
    () => ({ error: { status: 'FETCH_ERROR', error: 'An older answer than the page shows' } }),
  );
};

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const result = await currentBaseQuery(args, api, extra);
  if (!result.error) return { data: result.data, meta: result.meta };
  const { error } = result;
  if (typeof error.status === 'number') return { error: apiErrorOf(error.status, error.data) };
  // A thrown network error keeps its own message.
  const message = 'error' in error ? String(error.error) : 'Network error';
  return { error: { status: 'NETWORK', message, fromServer: true } };
};

const TAG_TYPES = ['Me', 'Event', 'Team', 'Match', 'Account', 'Settings', 'Profile', 'Organiser'] as const;

/** What the slice's endpoints are tagged with, so a write can make reads stale. */
export type ApiTag = (typeof TAG_TYPES)[number];
export type ApiBaseQuery = typeof baseQuery;
/** What `injectEndpoints` hands its `endpoints` function (table-endpoints.ts builds on it). */
export type ApiBuilder = EndpointBuilder<ApiBaseQuery, ApiTag, 'api'>;

/**
 * The one RTK Query slice; feature folders add their endpoints with `injectEndpoints`, declared from
 * core's route table with `tableEndpoints(build)` (table-endpoints.ts).
 */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
