import type { EnquiriesPage, Enquiry } from '@galaxia/core';
import { apiSlice } from '../../../app/api-slice.ts';

const enquiriesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    enquiries: build.query<EnquiriesPage, { page: number }>({
      query: ({ page }) => `/staff/enquiries?page=${page}`,
      providesTags: ['Organiser'],
    }),
    closeEnquiry: build.mutation<Enquiry, string>({
      query: (id) => ({ url: `/staff/enquiries/${id}/close`, method: 'POST' }),
      invalidatesTags: ['Organiser'],
    }),
  }),
});

export const { useEnquiriesQuery, useCloseEnquiryMutation } = enquiriesApi;
