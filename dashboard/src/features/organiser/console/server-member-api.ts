import { apiSlice } from '../../../app/api-slice.ts';
import { type RouteBody, tableEndpoints } from '../../../app/table-endpoints.ts';
import { consoleTag } from './console-api.ts';

/** Streamers found among the tournament server's Discord members and granted by Discord account. */
const serverMemberApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    return {
      searchServerMembers: table.query(
        'console.memberSearch',
        ({ tournamentId, query }: { tournamentId: string; query: string }) => ({
          params: { id: tournamentId },
          query: { q: query },
        }),
      ),
      grantStreamerByDiscord: table.mutation(
        'console.grantStreamerByDiscord',
        ({
          tournamentId,
          ...body
        }: { tournamentId: string } & RouteBody<'console.grantStreamerByDiscord'>) => ({
          params: { id: tournamentId },
          body,
        }),
        { invalidatesTags: (_r, _e, { tournamentId }) => consoleTag(tournamentId) },
      ),
    };
  },
});

export const { useSearchServerMembersQuery, useGrantStreamerByDiscordMutation } = serverMemberApi;
