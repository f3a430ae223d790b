import type {
  CalendarPayload,
  CalendarResponse,
  CreateTournamentInput,
  CreateTournamentResponse,
  RegistrationPayload,
  RoadmapPayload,
  RoadmapResponse,
  TournamentBasicInfo,
} from '@galaxia/core';
import { apiSlice } from '../../../app/api-slice.ts';
import { type RouteBody, tableEndpoints } from '../../../app/table-endpoints.ts';

/** The spec's event calls (part 7), at their exact paths. */
const stepTag = (id: string, step: string) => ({ type: 'Event' as const, id: `${id}:${step}` });

// The steps' reads and saves and the creation are not in the route table yet (NOT_YET_IN_TABLE of the
// api's test); the breakdown is.
const eventApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    /** A step's read (`/getEvent/<step>/:id`). */
    const readStep = <Response>(step: string) =>
      build.query<Response, string>({
        query: (id) => `/getEvent/${step}/${id}`,
        providesTags: (_result, _error, id) => [stepTag(id, step)],
      });
    /** A step's save (`/updateEvent/<step>/:id`); the readiness checklist (publication) follows it. */
    const saveStep = <Payload>(step: string) =>
      build.mutation<unknown, { id: string } & Payload>({
        query: ({ id, ...body }) => ({ url: `/updateEvent/${step}/${id}`, method: 'PUT', body }),
        invalidatesTags: (_result, _error, { id }) => [stepTag(id, step), 'Organiser'],
      });
    return {
      createEvent: build.mutation<CreateTournamentResponse, CreateTournamentInput>({
        query: (body) => ({ url: '/createEvent', method: 'POST', body }),
        invalidatesTags: ['Organiser'],
      }),
      basicInfo: build.query<TournamentBasicInfo, string>({
        query: (id) => `/getEvent/basicInfo/${id}`,
        providesTags: (_result, _error, id) => [{ type: 'Event', id }],
      }),
      updateBasicInfo: build.mutation<TournamentBasicInfo, { id: string; form: FormData }>({
        query: ({ id, form }) => ({ url: `/updateEvent/basicInfo/${id}`, method: 'PUT', body: form }),
        // The format is the war size, which the breakdown must total.
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'Event', id },
          { type: 'Event', id: `${id}:breakdown` },
          'Organiser',
        ],
      }),
      roadmap: build.query<RoadmapResponse, string>({
        query: (id) => `/getEvent/roadmap/${id}`,
        providesTags: (_result, _error, id) => [{ type: 'Event', id: `${id}:roadmap` }],
      }),
      updateRoadmap: build.mutation<unknown, { id: string } & RoadmapPayload>({
        query: ({ id, phases }) => ({ url: `/updateEvent/roadmap/${id}`, method: 'PUT', body: { phases } }),
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'Event', id: `${id}:roadmap` },
          { type: 'Event', id: `${id}:calendar` },
          // The readiness checklist (publication) follows every step's save.
          'Organiser',
        ],
      }),
      saveRoadmapDraft: build.mutation<RoadmapResponse, { id: string } & RoadmapPayload>({
        query: ({ id, phases }) => ({
          url: `/updateEvent/roadmap/${id}/draft`,
          method: 'PUT',
          body: { phases },
        }),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'Event', id: `${id}:roadmap` }],
      }),
      discardRoadmapDraft: build.mutation<RoadmapResponse, string>({
        query: (id) => ({ url: `/updateEvent/roadmap/${id}/draft`, method: 'DELETE' }),
        invalidatesTags: (_result, _error, id) => [{ type: 'Event', id: `${id}:roadmap` }],
      }),
      registration: readStep<RegistrationPayload>('registration'),
      updateRegistration: saveStep<RegistrationPayload>('registration'),
      calendar: readStep<CalendarResponse>('calendar'),
      updateCalendar: saveStep<CalendarPayload>('calendar'),
      breakdown: tableEndpoints(build).query('organiser.breakdown', (id: string) => ({ params: { id } }), {
        providesTags: (_result, _error, id) => [{ type: 'Event', id: `${id}:breakdown` }],
      }),
      updateBreakdown: tableEndpoints(build).mutation(
        'organiser.saveBreakdown',
        ({ id, ...body }: { id: string } & RouteBody<'organiser.saveBreakdown'>) => ({
          params: { id },
          body,
        }),
        // The readiness checklist (publication) follows the breakdown too.
        {
          invalidatesTags: (_result, _error, { id }) => [
            { type: 'Event', id: `${id}:breakdown` },
            'Organiser',
          ],
        },
      ),
    };
  },
});

export const {
  useCreateEventMutation,
  useBasicInfoQuery,
  useUpdateBasicInfoMutation,
  useRoadmapQuery,
  useUpdateRoadmapMutation,
  useSaveRoadmapDraftMutation,
  useDiscardRoadmapDraftMutation,
  useRegistrationQuery,
  useUpdateRegistrationMutation,
  useCalendarQuery,
  useUpdateCalendarMutation,
  useBreakdownQuery,
  useUpdateBreakdownMutation,
} = eventApi;
