import { defineEntity, p } from '@mikro-orm/core';
import { updatedAtColumn } from './columns.ts';
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
    /** IANA zone the person reads times in; null until chosen (the browser's zone is offered). */
    timeZone: p.string().length(64).nullable(),
    updatedAt: updatedAtColumn(),
  },
});
