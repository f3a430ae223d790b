import {
  AppError,
  calendarPayloadSchema,
  createTournamentSchema,
  IMAGE_MAX_BYTES,
  isAppError,
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
  updateTournamentBasicInfo,
  updateTournamentCalendar,
  updateTournamentRegistration,
  updateTournamentRoadmap,
} from '@galaxia/core/server';
import type { Request, Response } from 'express';
import { ZodError } from 'zod';
import type { AppDeps } from '../app.ts';
import { useCaseContext } from '../http/use-case-context.ts';
import { storeUpload, withUpload } from '../uploads/store-upload.ts';
import type { RouteTable } from './define-route.ts';

const IMAGE_RULES = Object.fromEntries(
  BASIC_INFO_IMAGE_FIELDS.map((field) => [field, { kind: 'image' as const, maxBytes: IMAGE_MAX_BYTES }]),
);

/**
 * A failure nobody foresaw answers with the call's own words from the spec's error catalogue instead of
 * the generic text; refusals a person can act on keep their message.
 */
const withFallback =
  (fallback: string, handler: (req: Request, res: Response) => Promise<void>) =>
  async (req: Request, res: Response) => {
    try {
      await handler(req, res);
    } catch (error) {
      if (isAppError(error) || error instanceof ZodError) throw error;
      console.error(`[api] ${req.method} ${req.originalUrl} failed`, error);
      res.status(500).json({ error: fallback });
    }
  };

/** The multipart field tournamentData carries the edit fields as JSON. */
function tournamentDetails(fields: Record<string, string>): unknown {
  const text = fields.tournamentData;
  if (text === undefined) throw new AppError('BAD_REQUEST', messages.tournament.detailsMissing);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', messages.tournament.detailsMissing);
  }
}

/** The organiser's event calls, at the paths of the spec (part 7). */
export function eventRoutes(routes: RouteTable, deps: AppDeps) {
  const contextOf = (req: Request) => useCaseContext(deps, req);
  const idOf = (req: Request): string => String(req.params.id);

  routes.add({
    method: 'post',
    path: '/createEvent',
    access: 'user',
    handler: withFallback(messages.createTournament.failed, async (req, res) => {
      const input = createTournamentSchema.parse(req.body);
      res.status(201).json(await createTournament(contextOf(req), input));
    }),
  });

  routes.add({
    method: 'get',
    path: '/getEvent/basicInfo/:id',
    access: 'user',
    handler: async (req, res) => {
      res.json(await getTournamentBasicInfo(contextOf(req), idOf(req)));
    },
  });

  routes.add({
    method: 'put',
    path: '/updateEvent/basicInfo/:id',
    access: 'user',
    middleware: [deps.rateLimits.uploads],
    handler: withFallback(messages.event.updateFailed, async (req, res) => {
      const ctx = contextOf(req);
      const saved = await withUpload(req, { uploadDir: deps.uploadDir, files: IMAGE_RULES }, (received) => {
        const info = tournamentBasicInfoSchema.parse(tournamentDetails(received.fields));
        const newImages: Partial<Record<string, StoreImage>> = {};
        for (const file of Object.values(received.files)) {
          newImages[file.field] = (em) => storeUpload(em, received, file, ctx.actor.userId);
        }
        return updateTournamentBasicInfo(ctx, { tournamentId: idOf(req), info, newImages });
      });
      res.json(saved);
    }),
  });

  routes.add({
    method: 'get',
    path: '/getEvent/roadmap/:id',
    access: 'user',
    handler: async (req, res) => {
      res.json(await getTournamentRoadmap(contextOf(req), idOf(req)));
    },
  });

  routes.add({
    method: 'put',
    path: '/updateEvent/roadmap/:id',
    access: 'user',
    handler: withFallback(messages.event.roadmapUpdateFailed, async (req, res) => {
      const { phases } = roadmapPayloadSchema.parse(req.body);
      res.json(await updateTournamentRoadmap(contextOf(req), { tournamentId: idOf(req), phases }));
    }),
  });

  routes.add({
    method: 'get',
    path: '/getEvent/registration/:id',
    access: 'user',
    handler: async (req, res) => {
      res.json(await getTournamentRegistration(contextOf(req), idOf(req)));
    },
  });

  routes.add({
    method: 'put',
    path: '/updateEvent/registration/:id',
    access: 'user',
    handler: withFallback(messages.event.registrationUpdateFailed, async (req, res) => {
      const { registration } = registrationPayloadSchema.parse(req.body);
      res.json(await updateTournamentRegistration(contextOf(req), { tournamentId: idOf(req), registration }));
    }),
  });

  routes.add({
    method: 'get',
    path: '/getEvent/calendar/:id',
    access: 'user',
    handler: async (req, res) => {
      res.json(await getTournamentCalendar(contextOf(req), idOf(req)));
    },
  });

  routes.add({
    method: 'put',
    path: '/updateEvent/calendar/:id',
    access: 'user',
    handler: withFallback(messages.event.calendarUpdateFailed, async (req, res) => {
      const { calendar } = calendarPayloadSchema.parse(req.body);
      res.json(await updateTournamentCalendar(contextOf(req), { tournamentId: idOf(req), calendar }));
    }),
  });
}
