import type { EnquiriesPage, PageQuery } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { ContactEnquiry } from '../../db/entities/index.ts';
import { pageWindow } from '../public/internal/published-tournament.ts';
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
  return {
    items: enquiries.map((enquiry) => ({
      id: enquiry.id,
      name: enquiry.name,
      email: enquiry.email,
      subject: enquiry.subject,
      message: enquiry.message,
      createdAt: enquiry.createdAt.toISOString(),
      handledAt: enquiry.handledAt?.toISOString() ?? null,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}
