import type { GuildMemberMatch } from '@galaxia/core';
import { apiSlice } from '../../../app/api-slice.ts';
import { consoleTag } from './console-api.ts';

/** Streamers found among the tournament server's Discord members and granted by Discord account. */
const serverMemberApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    searchServerMembers: build.query<
      { members: GuildMemberMatch[] },
      { tournamentId: string; query: string }
    >({
      query: ({ tournamentId, query }) =>
        `/organiser/tournaments/${tournamentId}/member-search?q=${encodeURIComponent(query)}`,
    }),
    grantStreamerByDiscord: build.mutation<unknown, { tournamentId: string; discordId: string }>({
      query: ({ tournamentId, discordId }) => ({
        url: `/organiser/tournaments/${tournamentId}/streamers/discord`,
        method: 'POST',
        body: { discordId },
      }),
      invalidatesTags: (_r, _e, { tournamentId }) => consoleTag(tournamentId),
    }),
  }),
});

export const { useSearchServerMembersQuery, useGrantStreamerByDiscordMutation } = serverMemberApi;
