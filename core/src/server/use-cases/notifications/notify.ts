import {
  NOTIFICATION_BODY_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
  type NotificationKind,
  notificationKindSchema,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Notification, User } from '../../db/entities/index.ts';

export interface NotifyInput {
  userIds: readonly string[];
  kind: NotificationKind;
  title: string;
  body: string;
  /** A site path to open from the notification centre. */
  link?: string;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Puts a notification in each person's centre. It only persists: the caller's use case flushes it in
 * its own transaction, so a notification exists exactly when its cause was committed.
 */
export function notify(em: EntityManager, input: NotifyInput): void {
  const kind = notificationKindSchema.parse(input.kind);
  for (const userId of new Set(input.userIds)) {
    em.persist(
      em.create(Notification, {
        user: em.getReference(User, userId),
        kind,
        title: clip(input.title, NOTIFICATION_TITLE_MAX_LENGTH),
        body: clip(input.body, NOTIFICATION_BODY_MAX_LENGTH),
        link: input.link ?? null,
      }),
    );
  }
}
