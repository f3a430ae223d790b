import { apiSlice } from '../../app/api-slice.ts';
import { type RouteBody, tableEndpoints } from '../../app/table-endpoints.ts';

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
    const table = tableEndpoints(build);
    /** A move that sends the form's fields: the body is the form, the match is the path's. */
    const send = <Body>({ matchId, ...body }: On<Body>) => ({ params: { id: matchId }, body });
    /** A move that is only the button: nothing to send. */
    const press = (
      move:
        | 'matches.accept'
        | 'matches.confirm'
        | 'matches.releaseStream'
        | 'matches.goLive'
        | 'matches.lockStream'
        | 'matches.unlockStream',
      stale: Stale,
    ) => table.mutation(move, ({ matchId }: On) => ({ params: { id: matchId } }), { invalidatesTags: stale });
    return {
      proposeMatchTime: table.mutation('matches.propose', send<RouteBody<'matches.propose'>>, {
        invalidatesTags: SCORE_VIEWS,
      }),
      acceptMatchTime: press('matches.accept', SCORE_VIEWS),
      setMatchTime: table.mutation('matches.setTime', send<RouteBody<'matches.setTime'>>, {
        invalidatesTags: SCORE_VIEWS,
      }),
      reportMatchScore: table.mutation('matches.report', send<RouteBody<'matches.report'>>, {
        invalidatesTags: SCORE_VIEWS,
      }),
      confirmMatchScore: press('matches.confirm', SCORE_VIEWS),
      disputeMatchScore: table.mutation('matches.dispute', send<RouteBody<'matches.dispute'>>, {
        invalidatesTags: SCORE_VIEWS,
      }),
      resolveMatchDispute: table.mutation('matches.resolve', send<RouteBody<'matches.resolve'>>, {
        invalidatesTags: SCORE_VIEWS,
      }),
      claimMatchStream: table.mutation('matches.claimStream', send<RouteBody<'matches.claimStream'>>, {
        invalidatesTags: STREAM_VIEWS,
      }),
      releaseMatchStream: press('matches.releaseStream', STREAM_VIEWS),
      goLiveOnStream: press('matches.goLive', STREAM_VIEWS),
      lockMatchStream: press('matches.lockStream', STREAM_VIEWS),
      unlockMatchStream: press('matches.unlockStream', STREAM_VIEWS),
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
