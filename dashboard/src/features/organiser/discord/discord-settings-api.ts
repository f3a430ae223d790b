import type { GuildDiscordSettings, GuildSettingsChoice } from '@galaxia/core';
import { apiSlice } from '../../../app/api-slice.ts';

const discordSettingsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    guildDiscordSettings: build.query<GuildDiscordSettings, string>({
      query: (guildId) => `/organiser/servers/${guildId}/discord`,
      providesTags: (_result, _error, guildId) => [{ type: 'Organiser', id: `discord-${guildId}` }],
    }),
    saveGuildDiscordSettings: build.mutation<
      GuildDiscordSettings,
      { guildId: string; choice: GuildSettingsChoice }
    >({
      query: ({ guildId, choice }) => ({
        url: `/organiser/servers/${guildId}/discord`,
        method: 'PUT',
        body: choice,
      }),
      invalidatesTags: (_result, _error, { guildId }) => [{ type: 'Organiser', id: `discord-${guildId}` }],
    }),
  }),
});

export const { useGuildDiscordSettingsQuery, useSaveGuildDiscordSettingsMutation } = discordSettingsApi;
