import { z } from 'zod';
import { messages } from '../domain/messages/catalogue.ts';
import { gameIdSchema } from './games.ts';

/** A Discord server the signed-in user belongs to; only `isAdmin` ones are offered for tournaments. */
export const serverSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  isAdmin: z.boolean(),
});
export type Server = z.infer<typeof serverSchema>;

export const currentUserSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  avatar: z.string(),
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
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

const NAME_MAX_LENGTH = 100;
const BIO_MAX_LENGTH = 500;
const NATIONALITY_MAX_LENGTH = 60;

/** Blank optional text is stored as "not given", not as an empty string. */
const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.form.tooLong(field, max))
    .nullish()
    .transform((value) => value || null);

export const updateProfileSchema = z.object({
  name: z
    .string({ error: messages.profile.nameRequired })
    .trim()
    .min(1, messages.profile.nameRequired)
    .max(NAME_MAX_LENGTH, messages.form.tooLong('Name', NAME_MAX_LENGTH)),
  bio: optionalText('Bio', BIO_MAX_LENGTH),
  nationality: optionalText('Nationality', NATIONALITY_MAX_LENGTH),
});
export type UpdateProfilePayload = z.infer<typeof updateProfileSchema>;

/** The local demo sign-in: one of the listed demo users. */
export const demoSignInPayloadSchema = z.object({ userId: z.string().min(1).max(64) });
export type DemoSignInPayload = z.infer<typeof demoSignInPayloadSchema>;

/** What Discord sends back to the OAuth callback; anything missing or odd is treated as not given. */
const queryText = z.string().max(512).catch('');
export const discordCallbackQuerySchema = z.object({ state: queryText, code: queryText });
