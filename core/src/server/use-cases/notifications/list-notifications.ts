import { NOTIFICATIONS_PAGE_SIZE, type NotificationList } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { Notification } from '../../db/entities/index.ts';

/** The signed-in person's latest notifications, newest first, with how many are unread in all. */
export async function listNotifications(ctx: UseCaseContext): Promise<NotificationList> {
  const user = ctx.actor.userId;
  const [rows, unread] = await Promise.all([
    ctx.em.find(Notification, { user }, { orderBy: { createdAt: 'desc' }, limit: NOTIFICATIONS_PAGE_SIZE }),
    ctx.em.count(Notification, { user, readAt: null }),
  ]);
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link ?? null,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    })),
    unread,
  };
}
