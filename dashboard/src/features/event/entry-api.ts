import type {
  MatchCheckIn,
  MyEntry,
  RegisterTeamPayload,
  SwapRosterPayload,
  TournamentEntry,
} from '@galaxia/core';
import { apiSlice } from '../../app/api-slice.ts';

const base = (eventId: string) => `/events/${encodeURIComponent(eventId)}`;

/** Entering an event and checking in. Every change reads the event pages again (teams, participation). */
const entryApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    myEntry: build.query<MyEntry, string>({
      query: (eventId) => `${base(eventId)}/my-entry`,
      providesTags: ['Event', 'Team', 'Me'],
    }),
    registerTeam: build.mutation<TournamentEntry, RegisterTeamPayload & { eventId: string }>({
      query: ({ eventId, ...body }) => ({ url: `${base(eventId)}/registrations`, method: 'POST', body }),
      invalidatesTags: ['Event', 'Team'],
    }),
    withdrawTeam: build.mutation<{ withdrawn: true }, { eventId: string; teamId: string }>({
      query: ({ eventId, teamId }) => ({
        url: `${base(eventId)}/registrations/${encodeURIComponent(teamId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Event', 'Team'],
    }),
    swapSubstitute: build.mutation<TournamentEntry, SwapRosterPayload & { eventId: string; teamId: string }>({
      query: ({ eventId, teamId, ...body }) => ({
        url: `${base(eventId)}/registrations/${encodeURIComponent(teamId)}/swap`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Event', 'Team'],
    }),
    eventCheckIn: build.mutation<{ checkedInAt: string }, { eventId: string; teamId: string }>({
      query: ({ eventId, teamId }) => ({
        url: `${base(eventId)}/check-in`,
        method: 'POST',
        body: { teamId },
      }),
      invalidatesTags: ['Event'],
    }),
    matchCheckIn: build.query<MatchCheckIn, string>({
      query: (matchId) => `/matches/${encodeURIComponent(matchId)}/check-in`,
      providesTags: ['Match'],
    }),
    checkInForMatch: build.mutation<MatchCheckIn, string>({
      query: (matchId) => ({ url: `/matches/${encodeURIComponent(matchId)}/check-in`, method: 'POST' }),
      invalidatesTags: ['Match'],
    }),
  }),
});

export const {
  useMyEntryQuery,
  useRegisterTeamMutation,
  useWithdrawTeamMutation,
  useSwapSubstituteMutation,
  useEventCheckInMutation,
  useMatchCheckInQuery,
  useCheckInForMatchMutation,
} = entryApi;
