import { AppError, type Enquiry, messages } from '@galaxia/core';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { ContactEnquiry } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { enquiryView } from './internal/enquiry-view.ts';
import { requireStaff, type StaffPolicy } from './require-staff.ts';

/** POST /api/staff/enquiries/:id/close: marks an enquiry dealt with; closing twice keeps the first time. */
export async function closeEnquiry(
  ctx: UseCaseContext,
  enquiryId: string,
  policy: StaffPolicy,
): Promise<Enquiry> {
  await requireStaff(ctx.em, ctx.actor, policy);
  return ctx.em.transactional(async (tx) => {
    const enquiry = isUuid(enquiryId) ? await tx.findOne(ContactEnquiry, { id: enquiryId }) : null;
    if (!enquiry)
      throw new AppError('NOT_FOUND', 'CONTACT_ENQUIRY_NOT_FOUND', messages.contact.enquiryNotFound);
    enquiry.handledAt ??= now();
    await tx.flush();
    return enquiryView(enquiry);
  });
}
