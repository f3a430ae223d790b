import { defineEntity, p } from '@mikro-orm/core';
import { now } from '../../clock.ts';
import { User } from './user.ts';

export const UserSettings = defineEntity({
  name: 'UserSettings',
  tableName: 'user_settings',
  properties: {
    user: () => p.oneToOne(User).primary().owner().deleteRule('cascade'),
    emailNotifications: p.boolean().default(true),
    eventReminders: p.boolean().default(true),
    teamInvites: p.boolean().default(true),
    profilePrivacy: p.enum(['public', 'friends', 'private']).default('public'),
    preferredGames: p.json<string[]>(),
    updatedAt: p
      .datetime()
      .onCreate(() => now())
      .onUpdate(() => now()),
  },
});
