import type { ContactPayload, ContactResponse } from '@galaxia/core';
import type { PublicContext } from '../../context.ts';
import { ContactEnquiry } from '../../db/entities/index.ts';

/** POST /api/contact: keeps the message for the organisers. */
export async function submitContactEnquiry(
  ctx: PublicContext,
  input: ContactPayload,
): Promise<ContactResponse> {
  return ctx.em.transactional(async (tx) => {
    const enquiry = tx.create(ContactEnquiry, { ...input, handledAt: null });
    await tx.flush();
    return { id: enquiry.id };
  });
}
