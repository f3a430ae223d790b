import { z } from 'zod';
import { messages } from '../domain/messages/catalogue.ts';
import { type Coded, coded } from './coded-error.ts';
import { isoDateTime } from './date-time.ts';
import { pageSchema } from './public-event.ts';
import { text as storableText } from './text-fields.ts';

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_EMAIL_MAX_LENGTH = 254;
export const CONTACT_SUBJECT_MAX_LENGTH = 150;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

const { contact: text } = messages;

const requiredText = (required: Coded, field: string, max: number) =>
  storableText(required)
    .trim()
    .min(1, required)
    .max(max, { error: messages.form.tooLong(field, max) });

/** POST /api/contact: what the contact form sends. */
export const contactPayloadSchema = z.object({
  name: requiredText(coded('CONTACT_NAME_REQUIRED', text.nameRequired), 'Name', CONTACT_NAME_MAX_LENGTH),
  email: storableText(coded('CONTACT_EMAIL_INVALID', text.emailInvalid))
    .trim()
    .max(CONTACT_EMAIL_MAX_LENGTH, coded('CONTACT_EMAIL_INVALID', text.emailInvalid))
    .pipe(z.email(coded('CONTACT_EMAIL_INVALID', text.emailInvalid))),
  subject: requiredText(
    coded('CONTACT_SUBJECT_REQUIRED', text.subjectRequired),
    'Subject',
    CONTACT_SUBJECT_MAX_LENGTH,
  ),
  message: requiredText(
    coded('CONTACT_MESSAGE_REQUIRED', text.messageRequired),
    'Message',
    CONTACT_MESSAGE_MAX_LENGTH,
  ),
});
export type ContactPayload = z.infer<typeof contactPayloadSchema>;

/** 201 from POST /api/contact. */
export const contactResponseSchema = z.object({ id: storableText().min(1) });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const enquirySchema = z.object({
  id: storableText().min(1),
  name: storableText().min(1),
  email: storableText().min(1),
  subject: storableText().min(1),
  message: storableText().min(1),
  createdAt: isoDateTime,
  /** Null until an organiser has dealt with it. */
  handledAt: isoDateTime.nullable(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** GET /api/organiser/enquiries?page=&pageSize=: newest first. */
export const enquiriesPageSchema = pageSchema(enquirySchema);
export type EnquiriesPage = z.infer<typeof enquiriesPageSchema>;
