import { apiSlice } from '../../app/api-slice.ts';
import { type RouteBody, tableEndpoints } from '../../app/table-endpoints.ts';

interface OnEntry {
  eventId: string;
  teamId: string;
}

/** Entering an event and checking in. Every change reads the event pages again (teams, participation). */
export const entryApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    return {
      myEntry: table.query('play.myEntry', (eventId: string) => ({ params: { id: eventId } }), {
        providesTags: ['Event', 'Team', 'Me'],
      }),
      registerTeam: table.mutation(
        'entries.register',
        ({ eventId, ...body }: RouteBody<'entries.register'> & { eventId: string }) => ({
          params: { id: eventId },
          body,
        }),
        { invalidatesTags: ['Event', 'Team'] },
      ),
      withdrawTeam: table.mutation(
        'entries.withdraw',
        ({ eventId, teamId }: OnEntry) => ({ params: { id: eventId, teamId } }),
        { invalidatesTags: ['Event', 'Team'] },
      ),
      swapSubstitute: table.mutation(
        'entries.swap',
        ({ eventId, teamId, ...body }: RouteBody<'entries.swap'> & OnEntry) => ({
          params: { id: eventId, teamId },
          body,
        }),
        { invalidatesTags: ['Event', 'Team'] },
      ),
      eventCheckIn: table.mutation(
        'play.eventCheckIn',
        ({ eventId, teamId }: OnEntry) => ({ params: { id: eventId }, body: { teamId } }),
        { invalidatesTags: ['Event'] },
      ),
      matchCheckIn: table.query('play.matchCheckIn', (matchId: string) => ({ params: { id: matchId } }), {
        providesTags: ['Match'],
      }),
      checkInForMatch: table.mutation(
        'play.checkInMatch',
        (matchId: string) => ({ params: { id: matchId } }),
        {
          invalidatesTags: ['Match'],
        },
      ),
    };
  },
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
