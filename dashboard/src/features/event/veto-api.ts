import type { MatchVetoView, VetoChoicePayload } from '@galaxia/core';
import { apiSlice } from '../../app/api-slice.ts';

const vetoPath = (matchId: string) => `/matches/${encodeURIComponent(matchId)}/veto`;

/** A match's map veto: read live (match updates refresh it), a captain's step, the organiser's open and reset. */
const vetoApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    matchVeto: build.query<MatchVetoView, string>({
      query: vetoPath,
      providesTags: ['Match'],
    }),
    takeVetoStep: build.mutation<MatchVetoView, VetoChoicePayload & { matchId: string }>({
      query: ({ matchId, ...body }) => ({ url: `${vetoPath(matchId)}/steps`, method: 'POST', body }),
      invalidatesTags: ['Match'],
    }),
    openVeto: build.mutation<MatchVetoView, string>({
      query: (matchId) => ({ url: `${vetoPath(matchId)}/open`, method: 'POST' }),
      invalidatesTags: ['Match'],
    }),
    resetVeto: build.mutation<MatchVetoView, { matchId: string; reason: string }>({
      query: ({ matchId, reason }) => ({
        url: `${vetoPath(matchId)}/reset`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['Match'],
    }),
  }),
});

export const { useMatchVetoQuery, useTakeVetoStepMutation, useOpenVetoMutation, useResetVetoMutation } =
  vetoApi;
