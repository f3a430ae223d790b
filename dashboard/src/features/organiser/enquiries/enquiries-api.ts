import { apiSlice } from '../../../app/api-slice.ts';
import { tableEndpoints } from '../../../app/table-endpoints.ts';

const enquiriesApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    return {
      enquiries: table.query('contact.enquiries', ({ page }: { page: number }) => ({ query: { page } }), {
        providesTags: ['Organiser'],
      }),
      closeEnquiry: table.mutation('contact.closeEnquiry', (id: string) => ({ params: { id } }), {
        invalidatesTags: ['Organiser'],
      }),
    };
  },
});

export const { useEnquiriesQuery, useCloseEnquiryMutation } = enquiriesApi;
