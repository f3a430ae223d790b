import { z } from 'zod';
import { breakdownCountsSchema, breakdownPayloadSchema } from '../breakdown.ts';
import { exportParamsSchema } from '../exports.ts';
import { publicationSchema } from '../lifecycle.ts';
import { organiserDashboardSchema, organiserTournamentsSchema } from '../organiser.ts';
import { organiserRulebookSchema, rulebookPayloadSchema } from '../rulebook.ts';
import { text } from '../text-fields.ts';
import { NO_CONTENT, ofTournament, route } from './route-contract.ts';

/** GET /api/organiser/servers: the Discord servers the person administers, by name. */
export const administeredServersSchema = z.object({
  servers: z.array(z.object({ id: text(), name: text(), icon: text().nullable(), isAdmin: z.literal(true) })),
});

const tournamentBreakdownSchema = z.object({
  breakdown: breakdownCountsSchema,
  required: z.int().min(0),
});

/** The organiser area's own endpoints, beyond the spec's event calls. */
export const organiserRoutes = {
  breakdown: route({
    method: 'get',
    path: '/tournaments/:id/breakdown',
    access: 'organiser',
    summary: "The tournament's Town Hall breakdown (Clash of Clans)",
    response: tournamentBreakdownSchema,
  }),
  saveBreakdown: route({
    method: 'put',
    path: '/tournaments/:id/breakdown',
    access: 'organiser',
    summary: "Saves the tournament's Town Hall breakdown",
    body: breakdownPayloadSchema,
    response: breakdownPayloadSchema,
    cache: ofTournament,
  }),
  rulebook: route({
    method: 'get',
    path: '/tournaments/:id/rulebook',
    access: 'organiser',
    summary: "The tournament's rulebook as the organiser edits it, with the generated one",
    response: organiserRulebookSchema,
  }),
  saveRulebook: route({
    method: 'put',
    path: '/tournaments/:id/rulebook',
    access: 'organiser',
    summary: "Saves the organiser's own rulebook",
    body: rulebookPayloadSchema,
    response: organiserRulebookSchema,
    cache: ofTournament,
  }),
  // Answers the generated rulebook the event now shows.
  resetRulebook: route({
    method: 'delete',
    path: '/tournaments/:id/rulebook',
    access: 'organiser',
    summary: 'Goes back to the generated rulebook',
    response: organiserRulebookSchema,
    cache: ofTournament,
  }),
  tournaments: route({
    method: 'get',
    path: '/organiser/tournaments',
    access: 'user',
    summary: 'The tournaments the person organises (needs a linked Discord account)',
    response: organiserTournamentsSchema,
  }),
  publication: route({
    method: 'get',
    path: '/organiser/tournaments/:id/publication',
    access: 'organiser',
    summary: "The tournament's stage and what publishing still needs",
    response: publicationSchema,
  }),
  // Publishing without an uploaded poster draws one from the event's details.
  publish: route({
    method: 'post',
    path: '/organiser/tournaments/:id/publish',
    access: 'organiser',
    summary: 'Publishes the tournament',
    response: publicationSchema,
    cache: ofTournament,
  }),
  unpublish: route({
    method: 'post',
    path: '/organiser/tournaments/:id/unpublish',
    access: 'organiser',
    summary: 'Takes the tournament back to a draft',
    response: publicationSchema,
    cache: ofTournament,
  }),
  archive: route({
    method: 'post',
    path: '/organiser/tournaments/:id/archive',
    access: 'organiser',
    summary: 'Puts a draft or finished tournament away',
    response: publicationSchema,
    cache: ofTournament,
  }),
  unarchive: route({
    method: 'post',
    path: '/organiser/tournaments/:id/unarchive',
    access: 'organiser',
    summary: "Brings an archived tournament back among the organiser's",
    response: publicationSchema,
    cache: ofTournament,
  }),
  // Nothing is left to show.
  remove: route({
    method: 'delete',
    path: '/organiser/tournaments/:id',
    access: 'organiser',
    summary: 'Deletes a tournament',
    response: NO_CONTENT,
    cache: ofTournament,
  }),
  dashboard: route({
    method: 'get',
    path: '/organiser/dashboard',
    access: 'user',
    summary: "The organiser's dashboard: matches today and what needs attention",
    response: organiserDashboardSchema,
  }),
  servers: route({
    method: 'get',
    path: '/organiser/servers',
    access: 'user',
    summary: 'The Discord servers the person administers',
    response: administeredServersSchema,
  }),
  // Streamed as the database pages the rows in, UTF-8 with a byte-order mark for spreadsheets.
  export: route({
    method: 'get',
    path: '/organiser/tournaments/:id/exports/:kind',
    access: 'organiser',
    summary: "A CSV of the tournament's registrations, results or standings",
    params: exportParamsSchema,
    response: { media: 'text/csv' },
  }),
};
