import { AppError, type EnquiriesPage, messages, type PageQuery } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { ContactEnquiry, ServerMembership } from '../../db/entities/index.ts';
import { pageWindow } from './published-tournament.ts';

/** GET /api/organiser/enquiries: contact messages, newest first, for people who run a Discord server. */
export async function listEnquiries(ctx: UseCaseContext, query: PageQuery): Promise<EnquiriesPage> {
  const administered = await ctx.em.count(ServerMembership, { user: ctx.actor.userId, isAdmin: true });
  if (administered === 0) throw new AppError('FORBIDDEN', messages.contact.organisersOnly);
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
