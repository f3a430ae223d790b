import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** The one RTK Query slice; feature folders add their endpoints with `injectEndpoints`. */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'same-origin' }),
  tagTypes: ['Me', 'Event', 'Team', 'Match', 'Account', 'Settings'],
  endpoints: () => ({}),
});
