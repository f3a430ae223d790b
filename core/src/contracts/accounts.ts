import { z } from 'zod';
import { messages } from '../domain/messages/catalogue.ts';
import { LANGUAGES } from '../domain/site/languages.ts';
import { isValidTimeZone } from '../domain/time/zoned-time.ts';
import { coded } from './coded-error.ts';
import { gameIdSchema } from './games.ts';
import { idSchema, optionalText, requiredText, text } from './text-fields.ts';

/** A Discord server the signed-in user belongs to; only `isAdmin` ones are offered for tournaments. */
export const serverSchema = z.object({
  id: text().min(1),
  name: text().min(1),
  isAdmin: z.boolean(),
});
export type Server = z.infer<typeof serverSchema>;

export const currentUserSchema = z.object({
  id: text().min(1),
  name: text().min(1),
  avatar: text(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const profilePrivacySchema = z.enum(['public', 'friends', 'private']);
export type ProfilePrivacy = z.infer<typeof profilePrivacySchema>;

export const userSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  eventReminders: z.boolean(),
  teamInvites: z.boolean(),
  profilePrivacy: profilePrivacySchema,
  preferredGames: z.array(gameIdSchema),
  /** IANA zone times are shown in; null until chosen (the page then uses the browser's zone). */
  timeZone: text()
    .max(64)
    .refine(isValidTimeZone, coded('PLAYER_SEASON_UNKNOWN_TIME_ZONE', messages.playerSeason.unknownTimeZone))
    .nullable()
    .default(null),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** The website's language a person chose (the header's switch or Settings). */
export const languageSettingSchema = z.object({
  language: z.enum(LANGUAGES, coded('PLAYER_SEASON_UNKNOWN_LANGUAGE', messages.playerSeason.unknownLanguage)),
});
export type LanguageSetting = z.infer<typeof languageSettingSchema>;

const NAME_MAX_LENGTH = 100;
const BIO_MAX_LENGTH = 500;
const NATIONALITY_MAX_LENGTH = 60;

/** Blank optional text is stored as "not given", not as an empty string. */
export const updateProfileSchema = z.object({
  name: requiredText(coded('PROFILE_NAME_REQUIRED', messages.profile.nameRequired), 'Name', NAME_MAX_LENGTH),
  bio: optionalText('Bio', BIO_MAX_LENGTH),
  nationality: optionalText('Nationality', NATIONALITY_MAX_LENGTH),
});
export type UpdateProfilePayload = z.infer<typeof updateProfileSchema>;

/** The signed-in person's own profile, as the profile page edits it (`GET /api/profile`). */
export const profileSchema = z.object({
  id: text(),
  name: text(),
  avatar: text().nullable(),
  bio: text().nullable(),
  nationality: text().nullable(),
});

/** The local demo sign-in: one of the listed demo users. */
export const demoSignInPayloadSchema = z.object({ userId: idSchema });
export type DemoSignInPayload = z.infer<typeof demoSignInPayloadSchema>;

/** What Discord sends back to the OAuth callback; anything missing or odd is treated as not given. */
const queryText = text().max(512).catch('');
export const discordCallbackQuerySchema = z.object({ state: queryText, code: queryText });
