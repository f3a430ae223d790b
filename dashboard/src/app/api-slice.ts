import { type BaseQueryFn, createApi, type FetchArgs, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { type ApiError, apiErrorOf } from './api-error.ts';

// Pages import the error helpers from here with the slice; the home page imports them alone (no Redux).
export { type ApiError, asResult, errorMessage, hasErrorCode, isApiError } from './api-error.ts';

const rawBaseQuery = fetchBaseQuery({ baseUrl: '/api', credentials: 'same-origin' });

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  if (!result.error) return { data: result.data, meta: result.meta };
  const { error } = result;
  if (typeof error.status === 'number') return { error: apiErrorOf(error.status, error.data) };
  // A thrown network error keeps its own message (spec part 8).
  const message = 'error' in error ? String(error.error) : 'Network error';
  return { error: { status: 'NETWORK', message, fromServer: true } };
};

/** The one RTK Query slice; feature folders add their endpoints with `injectEndpoints`. */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Me', 'Event', 'Team', 'Match', 'Account', 'Settings', 'Profile', 'Organiser'],
  endpoints: () => ({}),
});
