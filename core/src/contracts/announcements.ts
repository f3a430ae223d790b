import { z } from 'zod';
import { messages } from '../domain/messages/catalogue.ts';
import { coded } from './coded-error.ts';
import { isoDateTime } from './date-time.ts';
import { text } from './text-fields.ts';

export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 120;
export const ANNOUNCEMENT_CONTENT_MAX_LENGTH = 2000;

export const announcementTypeSchema = z.enum(['important', 'warning', 'info']);
export type AnnouncementType = z.infer<typeof announcementTypeSchema>;

export const announcementSchema = z.object({
  id: text().min(1),
  type: announcementTypeSchema,
  title: text().min(1),
  content: text().min(1),
  timestamp: isoDateTime,
  author: text().min(1),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const createAnnouncementPayloadSchema = z.object({
  type: announcementTypeSchema.default('info'),
  title: text()
    .trim()
    .min(1, coded('ANNOUNCEMENT_TITLE_REQUIRED', messages.announcement.titleRequired))
    .max(ANNOUNCEMENT_TITLE_MAX_LENGTH, messages.announcement.titleTooLong(ANNOUNCEMENT_TITLE_MAX_LENGTH)),
  content: text()
    .trim()
    .min(1, coded('ANNOUNCEMENT_CONTENT_REQUIRED', messages.announcement.contentRequired))
    .max(
      ANNOUNCEMENT_CONTENT_MAX_LENGTH,
      messages.announcement.contentTooLong(ANNOUNCEMENT_CONTENT_MAX_LENGTH),
    ),
});
export type CreateAnnouncementPayload = z.infer<typeof createAnnouncementPayloadSchema>;
