import { z } from 'zod';
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
