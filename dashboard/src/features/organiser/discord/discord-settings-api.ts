import { apiSlice } from '../../../app/api-slice.ts';
import { type RouteBody, tableEndpoints } from '../../../app/table-endpoints.ts';

const discordTag = (guildId: string) => [{ type: 'Organiser' as const, id: `discord-${guildId}` }];

const discordSettingsApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    return {
      guildDiscordSettings: table.query('discord.settings', (guildId: string) => ({ params: { guildId } }), {
        providesTags: (_result, _error, guildId) => discordTag(guildId),
      }),
      saveGuildDiscordSettings: table.mutation(
        'discord.saveSettings',
        ({ guildId, choice }: { guildId: string; choice: RouteBody<'discord.saveSettings'> }) => ({
          params: { guildId },
          body: choice,
        }),
        { invalidatesTags: (_result, _error, { guildId }) => discordTag(guildId) },
      ),
    };
  },
});

export const { useGuildDiscordSettingsQuery, useSaveGuildDiscordSettingsMutation } = discordSettingsApi;
