import { isGameId, type UserSettings as UserSettingsView } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { UserSettings } from '../../db/entities/index.ts';

/** What a player has until they save their own choices; matches the column defaults. */
export const DEFAULT_USER_SETTINGS: Readonly<UserSettingsView> = {
  emailNotifications: true,
  eventReminders: true,
  teamInvites: true,
  profilePrivacy: 'public',
  preferredGames: [],
  timeZone: null,
};

export const toSettingsView = (settings: InstanceType<typeof UserSettings.class>): UserSettingsView => ({
  emailNotifications: settings.emailNotifications,
  eventReminders: settings.eventReminders,
  teamInvites: settings.teamInvites,
  profilePrivacy: settings.profilePrivacy,
  // A game taken off the list since is dropped rather than failing the whole page.
  preferredGames: settings.preferredGames.filter(isGameId),
  timeZone: settings.timeZone ?? null,
});

export async function getSettings(ctx: UseCaseContext): Promise<UserSettingsView> {
  const settings = await ctx.em.findOne(UserSettings, { user: ctx.actor.userId });
  return settings ? toSettingsView(settings) : { ...DEFAULT_USER_SETTINGS, preferredGames: [] };
}

/** The zone a person reads times in, for messages naming times; null falls back to IST. */
export async function viewerTimeZone(ctx: UseCaseContext): Promise<string | null> {
  const settings = await ctx.em.findOne(UserSettings, { user: ctx.actor.userId });
  return settings?.timeZone ?? null;
}
