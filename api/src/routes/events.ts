import {
  AppError,
  IMAGE_MAX_BYTES,
  messages,
  routeContracts,
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
  const setup = routeContracts.eventSetup;
  routes.serve({
    contract: setup.create,
    failure: messages.createTournament.failed,
    run: (ctx, { body }) => createTournament(ctx, body),
  });

  routes.serve({
    contract: setup.basicInfo,
    run: (ctx, { params }) => getTournamentBasicInfo(ctx, params.id),
  });

  routes.serve({
    contract: setup.saveBasicInfo,
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

  routes.serve({ contract: setup.roadmap, run: (ctx, { params }) => getTournamentRoadmap(ctx, params.id) });
  routes.serve({
    contract: setup.saveRoadmap,
    failure: messages.event.roadmapUpdateFailed,
    run: (ctx, { params, body }) => updateTournamentRoadmap(ctx, { ...body, tournamentId: params.id }),
  });
  routes.serve({
    contract: setup.saveRoadmapDraft,
    run: (ctx, { params, body }) => saveRoadmapDraft(ctx, { ...body, tournamentId: params.id }),
  });
  // Dropping the draft is saving none.
  routes.serve({
    contract: setup.dropRoadmapDraft,
    run: (ctx, { params }) => saveRoadmapDraft(ctx, { tournamentId: params.id, phases: null }),
  });

  routes.serve({
    contract: setup.registration,
    run: (ctx, { params }) => getTournamentRegistration(ctx, params.id),
  });
  routes.serve({
    contract: setup.saveRegistration,
    failure: messages.event.registrationUpdateFailed,
    run: (ctx, { params, body }) => updateTournamentRegistration(ctx, { ...body, tournamentId: params.id }),
  });

  routes.serve({ contract: setup.calendar, run: (ctx, { params }) => getTournamentCalendar(ctx, params.id) });
  routes.serve({
    contract: setup.saveCalendar,
    failure: messages.event.calendarUpdateFailed,
    run: (ctx, { params, body }) => updateTournamentCalendar(ctx, { ...body, tournamentId: params.id }),
  });
}
