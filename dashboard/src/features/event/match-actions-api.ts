import type {
  ClaimStreamPayload,
  CompetitionMatch,
  DisputeScorePayload,
  ProposeTimePayload,
  ReportResultPayload,
  ResolveResultPayload,
} from '@galaxia/core';
import { apiSlice } from '../../app/api-slice.ts';

const url = (matchId: string, action: string) => `/matches/${encodeURIComponent(matchId)}/${action}`;
type On<T = object> = T & { matchId: string };

/** What a move makes stale: a result or a time also changes the teams' records and schedules. */
const SCORE_VIEWS: ['Match', 'Team'] = ['Match', 'Team'];
const STREAM_VIEWS: ['Match'] = ['Match'];
type Stale = typeof SCORE_VIEWS | typeof STREAM_VIEWS;

/**
 * The match page's moves. Each answers the updated match; every match view (page, list, bracket,
 * streams, stats) is read again afterwards.
 */
const matchActionsApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    /** A move that sends the form's fields. */
    const send = <Payload>(action: string, stale: Stale) =>
      build.mutation<CompetitionMatch, On<Payload>>({
        query: ({ matchId, ...body }) => ({ url: url(matchId, action), method: 'POST', body }),
        invalidatesTags: stale,
      });
    /** A move that is only the button: nothing to send. */
    const press = (action: string, method: 'POST' | 'DELETE', stale: Stale) =>
      build.mutation<CompetitionMatch, On>({
        query: ({ matchId }) => ({ url: url(matchId, action), method }),
        invalidatesTags: stale,
      });
    return {
      proposeMatchTime: send<ProposeTimePayload>('propose', SCORE_VIEWS),
      acceptMatchTime: press('accept', 'POST', SCORE_VIEWS),
      setMatchTime: send<ProposeTimePayload>('set-time', SCORE_VIEWS),
      reportMatchScore: send<ReportResultPayload>('report', SCORE_VIEWS),
      confirmMatchScore: press('confirm', 'POST', SCORE_VIEWS),
      disputeMatchScore: send<DisputeScorePayload>('dispute', SCORE_VIEWS),
      resolveMatchDispute: send<ResolveResultPayload>('resolve', SCORE_VIEWS),
      claimMatchStream: send<ClaimStreamPayload>('claim', STREAM_VIEWS),
      releaseMatchStream: press('claim', 'DELETE', STREAM_VIEWS),
      goLiveOnStream: press('stream/live', 'POST', STREAM_VIEWS),
      lockMatchStream: press('stream/lock', 'POST', STREAM_VIEWS),
      unlockMatchStream: press('stream/lock', 'DELETE', STREAM_VIEWS),
    };
  },
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
