import type { EnquiriesPage, PageQuery } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { ContactEnquiry } from '../../db/entities/index.ts';
import { pageOf, pageWindow } from '../public/internal/paging.ts';
import { enquiryView } from './internal/enquiry-view.ts';
import { requireStaff, type StaffPolicy } from './require-staff.ts';

/** GET /api/staff/enquiries: the contact inbox, newest first, for platform staff only. */
export async function listEnquiries(
  ctx: UseCaseContext,
  query: PageQuery,
  policy: StaffPolicy,
): Promise<EnquiriesPage> {
  await requireStaff(ctx.em, ctx.actor, policy);
  const [enquiries, total] = await ctx.em.findAndCount(
    ContactEnquiry,
    {},
    { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(query) },
  );
  return pageOf(query, enquiries.map(enquiryView), total);
}
