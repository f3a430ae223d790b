import {
  AppError,
  calendarPayloadSchema,
  createTournamentSchema,
  IMAGE_MAX_BYTES,
  messages,
  registrationPayloadSchema,
  roadmapPayloadSchema,
  tournamentBasicInfoSchema,
} from '@galaxia/core';
import {
  BASIC_INFO_IMAGE_FIELDS,
  createTournament,
  getTournamentBasicInfo,
  getTournamentCalendar,
  getTournamentRegistration,
  getTournamentRoadmap,
  type StoreImage,
  saveRoadmapDraft,
  updateTournamentBasicInfo,
  updateTournamentCalendar,
  updateTournamentRegistration,
  updateTournamentRoadmap,
} from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import { storeUpload, withUpload } from '../uploads/store-upload.ts';
import type { RouteTable } from './define-route.ts';
import { resourceRoutes } from './resource-routes.ts';

const IMAGE_RULES = Object.fromEntries(
  BASIC_INFO_IMAGE_FIELDS.map((field) => [field, { kind: 'image' as const, maxBytes: IMAGE_MAX_BYTES }]),
);

/** The multipart field tournamentData carries the edit fields as JSON. */
function tournamentDetails(fields: Record<string, string>): unknown {
  const text = fields.tournamentData;
  if (text === undefined)
    throw new AppError('BAD_REQUEST', 'TOURNAMENT_DETAILS_MISSING', messages.tournament.detailsMissing);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'TOURNAMENT_DETAILS_MISSING', messages.tournament.detailsMissing);
  }
}

/**
 * The organiser's event calls, at the paths of the spec (part 7). A failure nobody foresaw answers with
 * the call's own words from the spec's error catalogue (`failure`) instead of the generic text.
 */
export function eventRoutes(routes: RouteTable, deps: AppDeps) {
  routes.add({
    method: 'post',
    path: '/createEvent',
    access: 'user',
    input: { body: createTournamentSchema },
    status: 201,
    failure: messages.createTournament.failed,
    run: (ctx, { body }) => createTournament(ctx, body),
  });

  const event = resourceRoutes(routes, { access: 'user', idKey: 'tournamentId' });

  event.read('/getEvent/basicInfo/:id', getTournamentBasicInfo);

  routes.add({
    method: 'put',
    path: '/updateEvent/basicInfo/:id',
    access: 'user',
    middleware: [deps.rateLimits.uploads],
    failure: messages.event.updateFailed,
    run: (ctx, { params }) =>
      withUpload(ctx.req, { uploadDir: deps.uploadDir, files: IMAGE_RULES }, (received) => {
        const info = tournamentBasicInfoSchema.parse(tournamentDetails(received.fields));
        const newImages: Partial<Record<string, StoreImage>> = {};
        for (const file of Object.values(received.files)) {
          newImages[file.field] = (em) => storeUpload(em, received, file, ctx.actor.userId);
        }
        return updateTournamentBasicInfo(ctx, { tournamentId: params.id, info, newImages });
      }),
  });

  event.read('/getEvent/roadmap/:id', getTournamentRoadmap);
  event.write('put', '/updateEvent/roadmap/:id', roadmapPayloadSchema, updateTournamentRoadmap, {
    failure: messages.event.roadmapUpdateFailed,
  });
  event.write('put', '/updateEvent/roadmap/:id/draft', roadmapPayloadSchema, saveRoadmapDraft);
  // Dropping the draft is saving none.
  event.act('delete', '/updateEvent/roadmap/:id/draft', (ctx, tournamentId) =>
    saveRoadmapDraft(ctx, { tournamentId, phases: null }),
  );

  event.read('/getEvent/registration/:id', getTournamentRegistration);
  event.write(
    'put',
    '/updateEvent/registration/:id',
    registrationPayloadSchema,
    updateTournamentRegistration,
    {
      failure: messages.event.registrationUpdateFailed,
    },
  );

  event.read('/getEvent/calendar/:id', getTournamentCalendar);
  event.write('put', '/updateEvent/calendar/:id', calendarPayloadSchema, updateTournamentCalendar, {
    failure: messages.event.calendarUpdateFailed,
  });
}
