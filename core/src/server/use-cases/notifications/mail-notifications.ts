import { messages, siteUrl } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import { Notification, UserSettings } from '../../db/entities/index.ts';
import type { Mailer } from '../../mail/mailer.ts';

/** How many notifications one pass mails at most; the next pass takes the rest. */
export const NOTIFICATION_MAIL_BATCH = 100;

/**
 * The mail copy of new notifications (an outbox read from the notifications table): each goes to its
 * person's email address when they have one and have not switched email notifications off, then is
 * marked so no later pass sends it again. Answers how many were mailed and how many passed over.
 */
export async function mailNotifications(
  em: EntityManager,
  input: { mailer: Mailer; publicUrl: string },
): Promise<{ mailed: number; skipped: number }> {
  const pending = await em.find(
    Notification,
    { mailedAt: null },
    { populate: ['user'], orderBy: { createdAt: 'asc' }, limit: NOTIFICATION_MAIL_BATCH },
  );
  if (pending.length === 0) return { mailed: 0, skipped: 0 };
  const off = await em.find(UserSettings, {
    user: { $in: [...new Set(pending.map((notification) => notification.user.id))] },
    emailNotifications: false,
  });
  const muted = new Set(off.map((settings) => settings.user.id));
  let mailed = 0;
  for (const notification of pending) {
    const { email } = notification.user;
    if (email && !muted.has(notification.user.id)) {
      const link = notification.link ? siteUrl(input.publicUrl, notification.link) : null;
      await input.mailer.send({
        to: email,
        subject: notification.title,
        text: messages.mail.notificationText(notification.body, link),
      });
      mailed++;
    }
    // Marked one by one: a failure part-way leaves only the unsent ones for the next pass.
    notification.mailedAt = now();
    await em.flush();
  }
  return { mailed, skipped: pending.length - mailed };
}
