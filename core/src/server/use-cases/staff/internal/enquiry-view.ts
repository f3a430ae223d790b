import type { Enquiry } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { ContactEnquiry } from '../../../db/entities/index.ts';

/** An enquiry as the staff inbox shows it. */
export const enquiryView = (enquiry: InferEntity<typeof ContactEnquiry>): Enquiry => ({
  id: enquiry.id,
  name: enquiry.name,
  email: enquiry.email,
  subject: enquiry.subject,
  message: enquiry.message,
  createdAt: enquiry.createdAt.toISOString(),
  handledAt: enquiry.handledAt?.toISOString() ?? null,
});
