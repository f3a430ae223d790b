import type {
  ClaimStreamPayload,
  CompetitionMatch,
  DisputeScorePayload,
  ProposeTimePayload,
  ReportResultPayload,
  ResolveDisputePayload,
} from '@galaxia/core';
import { apiSlice } from '../../app/api-slice.ts';

const url = (matchId: string, action: string) => `/matches/${encodeURIComponent(matchId)}/${action}`;
type On<T = object> = T & { matchId: string };

/**
 * The match page's moves. Each answers the updated match; every match view (page, list, bracket,
 * streams, stats) is read again afterwards.
 */
export const matchActionsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    proposeMatchTime: build.mutation<CompetitionMatch, On<ProposeTimePayload>>({
      query: ({ matchId, ...body }) => ({ url: url(matchId, 'propose'), method: 'POST', body }),
      invalidatesTags: ['Match', 'Team'],
    }),
    acceptMatchTime: build.mutation<CompetitionMatch, On>({
      query: ({ matchId }) => ({ url: url(matchId, 'accept'), method: 'POST' }),
      invalidatesTags: ['Match', 'Team'],
    }),
    setMatchTime: build.mutation<CompetitionMatch, On<ProposeTimePayload>>({
      query: ({ matchId, ...body }) => ({ url: url(matchId, 'set-time'), method: 'POST', body }),
      invalidatesTags: ['Match', 'Team'],
    }),
    reportMatchScore: build.mutation<CompetitionMatch, On<ReportResultPayload>>({
      query: ({ matchId, ...body }) => ({ url: url(matchId, 'report'), method: 'POST', body }),
      invalidatesTags: ['Match', 'Team'],
    }),
    confirmMatchScore: build.mutation<CompetitionMatch, On>({
      query: ({ matchId }) => ({ url: url(matchId, 'confirm'), method: 'POST' }),
      invalidatesTags: ['Match', 'Team'],
    }),
    disputeMatchScore: build.mutation<CompetitionMatch, On<DisputeScorePayload>>({
      query: ({ matchId, ...body }) => ({ url: url(matchId, 'dispute'), method: 'POST', body }),
      invalidatesTags: ['Match', 'Team'],
    }),
    resolveMatchDispute: build.mutation<CompetitionMatch, On<ResolveDisputePayload>>({
      query: ({ matchId, ...body }) => ({ url: url(matchId, 'resolve'), method: 'POST', body }),
      invalidatesTags: ['Match', 'Team'],
    }),
    claimMatchStream: build.mutation<unknown, On<ClaimStreamPayload>>({
      query: ({ matchId, ...body }) => ({ url: url(matchId, 'claim'), method: 'POST', body }),
      invalidatesTags: ['Match'],
    }),
    releaseMatchStream: build.mutation<unknown, On>({
      query: ({ matchId }) => ({ url: url(matchId, 'claim'), method: 'DELETE' }),
      invalidatesTags: ['Match'],
    }),
    goLiveOnStream: build.mutation<CompetitionMatch, On>({
      query: ({ matchId }) => ({ url: url(matchId, 'stream/live'), method: 'POST' }),
      invalidatesTags: ['Match'],
    }),
    lockMatchStream: build.mutation<CompetitionMatch, On>({
      query: ({ matchId }) => ({ url: url(matchId, 'stream/lock'), method: 'POST' }),
      invalidatesTags: ['Match'],
    }),
    unlockMatchStream: build.mutation<CompetitionMatch, On>({
      query: ({ matchId }) => ({ url: url(matchId, 'stream/lock'), method: 'DELETE' }),
      invalidatesTags: ['Match'],
    }),
  }),
});

export const {
  useGoLiveOnStreamMutation,
  useLockMatchStreamMutation,
  useUnlockMatchStreamMutation,
  useProposeMatchTimeMutation,
  useAcceptMatchTimeMutation,
  useSetMatchTimeMutation,
  useReportMatchScoreMutation,
  useConfirmMatchScoreMutation,
  useDisputeMatchScoreMutation,
  useResolveMatchDisputeMutation,
  useClaimMatchStreamMutation,
  useReleaseMatchStreamMutation,
} = matchActionsApi;
