import { defineEntity, p } from '@mikro-orm/core';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
} from '../../../contracts/contact.ts';
import { createdAtColumn, uuidPrimaryKey } from './columns.ts';

/** A message sent through the public contact form, kept until an organiser has dealt with it. */
export const ContactEnquiry = defineEntity({
  name: 'ContactEnquiry',
  tableName: 'contact_enquiries',
  indexes: [{ properties: ['createdAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    name: p.string().length(CONTACT_NAME_MAX_LENGTH),
    email: p.string().length(CONTACT_EMAIL_MAX_LENGTH),
    subject: p.string().length(CONTACT_SUBJECT_MAX_LENGTH),
    message: p.text(),
    createdAt: createdAtColumn(),
    handledAt: p.datetime().nullable(),
  },
});
