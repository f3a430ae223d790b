import type { MarkNotificationsRead } from '@galaxia/core';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { Notification } from '../../db/entities/index.ts';

/** Marks the person's own notifications read (the listed ones, or all); others' ids are ignored. */
export async function markNotificationsRead(
  ctx: UseCaseContext,
  input: MarkNotificationsRead,
): Promise<{ unread: number }> {
  const user = ctx.actor.userId;
  await ctx.em.nativeUpdate(
    Notification,
    { user, readAt: null, ...(input.ids ? { id: { $in: input.ids } } : {}) },
    { readAt: now() },
  );
  return { unread: await ctx.em.count(Notification, { user, readAt: null }) };
}
