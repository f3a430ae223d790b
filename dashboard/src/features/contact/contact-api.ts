import type { ContactPayload, ContactResponse } from '@galaxia/core';
import { apiSlice } from '../../app/api-slice.ts';

const contactApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<ContactResponse, ContactPayload>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMutation } = contactApi;
