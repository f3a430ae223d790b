import { apiSlice } from '../../app/api-slice.ts';
import { type RouteBody, tableEndpoints } from '../../app/table-endpoints.ts';

const contactApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    sendContact: tableEndpoints(build).mutation('contact.send', (body: RouteBody<'contact.send'>) => ({
      body,
    })),
  }),
});

export const { useSendContactMutation } = contactApi;
