import type { UserSettings as UserSettingsView } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { UserSettings } from '../../db/entities/index.ts';
import { toSettingsView } from './get-settings.ts';

/** Replaces all of the player's settings (the form always sends the whole set). */
export async function updateSettings(
  ctx: UseCaseContext,
  input: UserSettingsView,
): Promise<UserSettingsView> {
  const values = { ...input, preferredGames: [...new Set(input.preferredGames)] };
  return ctx.em.transactional(async (tx) => {
    const settings = await tx.upsert(UserSettings, { user: ctx.actor.userId, ...values });
    return toSettingsView(settings);
  });
}
