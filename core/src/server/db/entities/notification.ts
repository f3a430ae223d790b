import { defineEntity, p } from '@mikro-orm/core';
import {
  NOTIFICATION_BODY_MAX_LENGTH,
  NOTIFICATION_LINK_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
  type NotificationKind,
} from '../../../contracts/notifications.ts';
import { createdAtColumn, uuidPrimaryKey } from './columns.ts';
import { User } from './user.ts';

/** One line in a person's notification centre (the bell), written in the same transaction as its cause. */
export const Notification = defineEntity({
  name: 'Notification',
  tableName: 'notifications',
  indexes: [{ properties: ['user', 'createdAt'] }, { properties: ['mailedAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    // A string, not a database enum, so a new kind needs no migration; `notify` only writes known kinds.
    kind: p.string().length(40).$type<NotificationKind>(),
    title: p.string().length(NOTIFICATION_TITLE_MAX_LENGTH),
    body: p.string().length(NOTIFICATION_BODY_MAX_LENGTH),
    link: p.string().length(NOTIFICATION_LINK_MAX_LENGTH).nullable(),
    createdAt: createdAtColumn(),
    readAt: p.datetime().nullable(),
    /** When the mail copy went out, or was passed over (no address, email notifications off); null until then. */
    mailedAt: p.datetime().nullable(),
  },
});
