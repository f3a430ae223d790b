import { apiSlice } from '../../../app/api-slice.ts';
import { type RouteBody, tableEndpoints } from '../../../app/table-endpoints.ts';

/** The spec's event calls (part 7), at their exact paths. */
const stepTag = (id: string, step: string) => ({ type: 'Event' as const, id: `${id}:${step}` });

const ofTournament = (id: string) => ({ params: { id } });
/** A step's save: the form is the body, the tournament is the path's. */
const onTournament = <Body>({ id, ...body }: { id: string } & Body) => ({ params: { id }, body });

const eventApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    /** Tags a step's read by its tournament. */
    const readsStep = (step: string) => ({
      providesTags: (_result: unknown, _error: unknown, id: string) => [stepTag(id, step)],
    });
    /** A step's save makes its read stale; the readiness checklist (publication) follows it. */
    const savesStep = (step: string) => ({
      invalidatesTags: (_result: unknown, _error: unknown, { id }: { id: string }) => [
        stepTag(id, step),
        'Organiser' as const,
      ],
    });
    return {
      createEvent: table.mutation('eventSetup.create', (body: RouteBody<'eventSetup.create'>) => ({ body }), {
        invalidatesTags: ['Organiser'],
      }),
      basicInfo: table.query('eventSetup.basicInfo', ofTournament, {
        providesTags: (_result, _error, id) => [{ type: 'Event', id }],
      }),
      // A multipart form: the fields as JSON in `tournamentData` beside any new images.
      updateBasicInfo: table.mutation(
        'eventSetup.saveBasicInfo',
        ({ id, form }: { id: string; form: FormData }) => ({ params: { id }, body: form }),
        {
          // The format is the war size, which the breakdown must total.
          invalidatesTags: (_result, _error, { id }) => [
            { type: 'Event', id },
            { type: 'Event', id: `${id}:breakdown` },
            'Organiser',
          ],
        },
      ),
      roadmap: table.query('eventSetup.roadmap', ofTournament, readsStep('roadmap')),
      updateRoadmap: table.mutation(
        'eventSetup.saveRoadmap',
        ({ id, phases }: { id: string } & RouteBody<'eventSetup.saveRoadmap'>) => ({
          params: { id },
          body: { phases },
        }),
        {
          invalidatesTags: (_result, _error, { id }) => [
            stepTag(id, 'roadmap'),
            stepTag(id, 'calendar'),
            // The readiness checklist (publication) follows every step's save.
            'Organiser',
          ],
        },
      ),
      saveRoadmapDraft: table.mutation(
        'eventSetup.saveRoadmapDraft',
        ({ id, phases }: { id: string } & RouteBody<'eventSetup.saveRoadmapDraft'>) => ({
          params: { id },
          body: { phases },
        }),
        { invalidatesTags: (_result, _error, { id }) => [stepTag(id, 'roadmap')] },
      ),
      discardRoadmapDraft: table.mutation('eventSetup.dropRoadmapDraft', ofTournament, {
        invalidatesTags: (_result, _error, id) => [stepTag(id, 'roadmap')],
      }),
      registration: table.query('eventSetup.registration', ofTournament, readsStep('registration')),
      updateRegistration: table.mutation(
        'eventSetup.saveRegistration',
        onTournament<RouteBody<'eventSetup.saveRegistration'>>,
        savesStep('registration'),
      ),
      calendar: table.query('eventSetup.calendar', ofTournament, readsStep('calendar')),
      updateCalendar: table.mutation(
        'eventSetup.saveCalendar',
        onTournament<RouteBody<'eventSetup.saveCalendar'>>,
        savesStep('calendar'),
      ),
      breakdown: table.query('organiser.breakdown', ofTournament, readsStep('breakdown')),
      updateBreakdown: table.mutation(
        'organiser.saveBreakdown',
        onTournament<RouteBody<'organiser.saveBreakdown'>>,
        // The readiness checklist (publication) follows the breakdown too.
        savesStep('breakdown'),
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
