import { z } from 'zod';
import { text } from './text-fields.ts';

/** A Discord snowflake: up to 20 digits, stored in varchar(32). */
export const snowflakeSchema = text().regex(/^\d{15,20}$/, 'Must be a Discord id');

/** What an organiser picks for their server; null leaves a place unchosen. */
export const guildSettingsChoiceSchema = z.object({
  announcementChannelId: snowflakeSchema.nullable(),
  matchThreadsChannelId: snowflakeSchema.nullable(),
  logChannelId: snowflakeSchema.nullable(),
  participantRoleId: snowflakeSchema.nullable(),
  captainRoleId: snowflakeSchema.nullable(),
});
export type GuildSettingsChoice = z.infer<typeof guildSettingsChoiceSchema>;

export const guildPlaceSchema = z.enum(['announcement', 'matchThreads', 'log', 'roles']);
export type GuildPlace = z.infer<typeof guildPlaceSchema>;

/** The Discord settings screen: the server's channels and roles as Discord lists them, the choice, what the bot lacks. */
export const guildDiscordSettingsSchema = z.object({
  guildId: text(),
  guildName: text(),
  /** False when the bot is not in the server (or not configured): nothing can be listed. */
  botPresent: z.boolean(),
  channels: z.array(z.object({ id: text(), name: text(), category: text().nullable() })),
  roles: z.array(z.object({ id: text(), name: text(), colour: z.number().int().min(0).max(0xffffff) })),
  settings: guildSettingsChoiceSchema,
  /** One line per chosen place where the bot lacks something, with the permissions' Discord names. */
  missing: z.array(z.object({ place: guildPlaceSchema, target: text(), permissions: z.array(text()) })),
  updatedAt: text().nullable(),
});
export type GuildDiscordSettings = z.infer<typeof guildDiscordSettingsSchema>;

/** A server member found by name, to make them a streamer. */
export const guildMemberMatchSchema = z.object({
  discordId: text(),
  name: text(),
  username: text(),
  avatarUrl: text().nullable(),
});
export type GuildMemberMatch = z.infer<typeof guildMemberMatchSchema>;

/** The members whose name starts with what the organiser typed. */
export const guildMemberMatchesSchema = z.object({ members: z.array(guildMemberMatchSchema) });
export type GuildMemberMatches = z.infer<typeof guildMemberMatchesSchema>;

/** GET /api/organiser/tournaments/:id/member-search?q=: Discord matches the start of a name. */
export const memberSearchQuerySchema = z.object({ q: text().trim().min(1).max(32) });

/** POST /api/organiser/tournaments/:id/streamers/discord: grant a server member by their Discord id. */
export const discordStreamerGrantSchema = z.object({ discordId: snowflakeSchema });
