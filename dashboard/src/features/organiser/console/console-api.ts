import { apiSlice } from '../../../app/api-slice.ts';
import { type RouteBody, tableEndpoints } from '../../../app/table-endpoints.ts';

export const consoleTag = (id: string) => [{ type: 'Organiser' as const, id: `console:${id}` }];

/** The cached list of the tournament's results admins, the people appointed to enter lobby results. */
const resultsAdminsTag = (id: string) => [{ type: 'Organiser' as const, id: `results-admins:${id}` }];

type OnMatch<Payload> = { tournamentId: string; matchId: string } & Payload;

const consoleApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    const staleConsole = {
      invalidatesTags: (_r: unknown, _e: unknown, { tournamentId }: { tournamentId: string }) =>
        consoleTag(tournamentId),
    };
    /** The organiser's ruling on one match: the form is the body; the console is read again. */
    const onMatch = <Body>({ tournamentId: _t, matchId, ...body }: OnMatch<Body>) => ({
      params: { id: matchId },
      body,
    });
    /** The organiser adds to or takes from one of the tournament's lists: the form is the body. */
    const onList = <Body>({ tournamentId, ...body }: { tournamentId: string } & Body) => ({
      params: { id: tournamentId },
      body,
    });
    const ofTournament = (id: string) => ({ params: { id } });
    return {
      playSettings: table.query('play.settings', ofTournament, {
        providesTags: (_r, _e, id) => [{ type: 'Organiser' as const, id: `play:${id}` }],
      }),
      updatePlaySettings: table.mutation('play.saveSettings', onList<RouteBody<'play.saveSettings'>>, {
        invalidatesTags: (_r, _e, { tournamentId }) => [
          { type: 'Organiser' as const, id: `play:${tournamentId}` },
          ...consoleTag(tournamentId),
        ],
      }),
      tournamentConsole: table.query('console.console', ofTournament, {
        providesTags: (_r, _e, id) => consoleTag(id),
      }),
      startPhase: table.mutation(
        'console.startPhase',
        ({
          tournamentId,
          phaseIndex,
          ...body
        }: { tournamentId: string; phaseIndex: number } & RouteBody<'console.startPhase'>) => ({
          params: { id: tournamentId, phaseIndex },
          body,
        }),
        staleConsole,
      ),
      resolveDispute: table.mutation('matches.resolve', onMatch<RouteBody<'matches.resolve'>>, staleConsole),
      rulings: table.query('rulings.log', ofTournament, { providesTags: (_r, _e, id) => consoleTag(id) }),
      correctResult: table.mutation('rulings.correct', onMatch<RouteBody<'rulings.correct'>>, staleConsole),
      reopenMatch: table.mutation('rulings.reopen', onMatch<RouteBody<'rulings.reopen'>>, staleConsole),
      forfeitMatch: table.mutation('rulings.forfeit', onMatch<RouteBody<'rulings.forfeit'>>, staleConsole),
      settleMatch: table.mutation('rulings.settle', onMatch<RouteBody<'rulings.settle'>>, staleConsole),
      disqualifyTeam: table.mutation(
        'rulings.disqualify',
        onList<RouteBody<'rulings.disqualify'>>,
        staleConsole,
      ),
      postAnnouncement: table.mutation(
        'console.postAnnouncement',
        onList<RouteBody<'console.postAnnouncement'>>,
        staleConsole,
      ),
      /** People who have signed in to Galaxia, by display or Discord name: whom the organiser can grant. */
      searchPeople: table.query('teams.playerSearch', (q: string) => ({ query: { q } })),
      grantStreamer: table.mutation(
        'console.grantStreamer',
        onList<RouteBody<'console.grantStreamer'>>,
        staleConsole,
      ),
      revokeStreamer: table.mutation(
        'console.revokeStreamer',
        onList<RouteBody<'console.revokeStreamer'>>,
        staleConsole,
      ),
      resultsAdmins: table.query('lobbies.resultsAdmins', ofTournament, {
        providesTags: (_r, _e, id) => resultsAdminsTag(id),
      }),
      grantResultsAdmin: table.mutation(
        'lobbies.grantResultsAdmin',
        onList<RouteBody<'lobbies.grantResultsAdmin'>>,
        { invalidatesTags: (_r, _e, { tournamentId }) => resultsAdminsTag(tournamentId) },
      ),
      revokeResultsAdmin: table.mutation(
        'lobbies.revokeResultsAdmin',
        ({ tournamentId, userId }: { tournamentId: string; userId: string }) => ({
          params: { id: tournamentId, userId },
        }),
        { invalidatesTags: (_r, _e, { tournamentId }) => resultsAdminsTag(tournamentId) },
      ),
    };
  },
});

export const {
  usePlaySettingsQuery,
  useUpdatePlaySettingsMutation,
  useTournamentConsoleQuery,
  useStartPhaseMutation,
  useResolveDisputeMutation,
  usePostAnnouncementMutation,
  useRevokeStreamerMutation,
  useRulingsQuery,
  useCorrectResultMutation,
  useReopenMatchMutation,
  useForfeitMatchMutation,
  useSettleMatchMutation,
  useDisqualifyTeamMutation,
  useGrantStreamerMutation,
  useSearchPeopleQuery,
  useResultsAdminsQuery,
  useGrantResultsAdminMutation,
  useRevokeResultsAdminMutation,
} = consoleApi;
