import { z } from 'zod';
import {
  contactPayloadSchema,
  contactResponseSchema,
  enquiriesPageSchema,
  enquirySchema,
} from '../contact.ts';
import { pageQuerySchema } from '../public-event.ts';
import { decideContestSchema, staffContestSchema } from '../verification.ts';
import { route } from './route-contract.ts';

/** The contact form, and the platform staff's inbox: what it sent, and contested in-game ids. */
export const contactRoutes = {
  // Anyone may write; the api limits how often.
  send: route({
    method: 'post',
    path: '/contact',
    access: 'public',
    summary: 'Sends a message to the platform staff',
    body: contactPayloadSchema,
    response: contactResponseSchema,
    status: 201,
    cache: { invalidates: 'nothing' },
  }),
  enquiries: route({
    method: 'get',
    path: '/staff/enquiries',
    access: 'staff',
    summary: 'The messages sent through the contact form, one page at a time',
    query: pageQuerySchema,
    response: enquiriesPageSchema,
  }),
  closeEnquiry: route({
    method: 'post',
    path: '/staff/enquiries/:id/close',
    access: 'staff',
    summary: 'Marks a message handled',
    response: enquirySchema,
  }),
  verificationContests: route({
    method: 'get',
    path: '/staff/verification-contests',
    access: 'staff',
    summary: 'The open contests of claimed in-game accounts, oldest first',
    response: z.object({ contests: z.array(staffContestSchema) }),
  }),
  decideContest: route({
    method: 'post',
    path: '/staff/verification-contests/:id/decide',
    access: 'staff',
    summary: 'Decides a contest for the contestant or the holder, with the reason',
    body: decideContestSchema,
    response: staffContestSchema,
  }),
};
