import { z } from 'zod';
import { isoUtcDateTime } from './date-time.ts';
import { text } from './text-fields.ts';

export const NOTIFICATION_TITLE_MAX_LENGTH = 120;
export const NOTIFICATION_BODY_MAX_LENGTH = 500;
export const NOTIFICATION_LINK_MAX_LENGTH = 300;
/** How many notifications one call lists: the centre shows the latest ones. */
export const NOTIFICATIONS_PAGE_SIZE = 30;

/** What a notification is about; the centre and the delivery preferences key on it. */
export const notificationKindSchema = z.enum([
  'team-invitation',
  'tournament-invitation',
  'match-proposal',
  'check-in-open',
  'match-ready',
  'result-to-confirm',
  'dispute-outcome',
  'ruling',
  'waitlist-promoted',
  'room-details',
  'streamer-granted',
  /** A team missed check-in: the match was forfeited, or waits on the organiser; or it was dropped. */
  'no-show',
  /** The bot could not open a match's Discord thread (missing permission): told to organisers once. */
  'discord-thread',
  /** An application's verification moved on: complete, a player rejected (with the deadline), or lapsed. */
  'entry-verification',
  /** Platform staff decided an ownership contest on an in-game id: the contestant and the holder are told. */
  'verification-contest',
  /** Town Hall levels read again before registration closes leave a Clash of Clans roster off the breakdown. */
  'town-halls',
]);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: notificationKindSchema,
  title: text().max(NOTIFICATION_TITLE_MAX_LENGTH),
  body: text().max(NOTIFICATION_BODY_MAX_LENGTH),
  /** A site path (starting with /) to open when the notification is clicked. */
  link: text().max(NOTIFICATION_LINK_MAX_LENGTH).nullable(),
  createdAt: isoUtcDateTime,
  readAt: isoUtcDateTime.nullable(),
});
export type NotificationView = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `POST /api/notifications/read`: the listed ones, or every one when `ids` is left out. */
export const markNotificationsReadSchema = z.object({ ids: z.array(z.uuid()).max(100).optional() });
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;
