import { apiSlice } from '../../app/api-slice.ts';
import { type RouteBody, tableEndpoints } from '../../app/table-endpoints.ts';

const ofMatch = (matchId: string) => ({ params: { id: matchId } });

/** A match's map veto: read live (match updates refresh it), a captain's step, the organiser's open and reset. */
const vetoApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    return {
      matchVeto: table.query('veto.match', ofMatch, { providesTags: ['Match'] }),
      takeVetoStep: table.mutation(
        'veto.step',
        ({ matchId, ...body }: RouteBody<'veto.step'> & { matchId: string }) => ({
          ...ofMatch(matchId),
          body,
        }),
        { invalidatesTags: ['Match'] },
      ),
      openVeto: table.mutation('veto.open', ofMatch, { invalidatesTags: ['Match'] }),
      resetVeto: table.mutation(
        'veto.reset',
        ({ matchId, reason }: { matchId: string; reason: string }) => ({
          ...ofMatch(matchId),
          body: { reason },
        }),
        { invalidatesTags: ['Match'] },
      ),
    };
  },
});

export const { useMatchVetoQuery, useTakeVetoStepMutation, useOpenVetoMutation, useResetVetoMutation } =
  vetoApi;
