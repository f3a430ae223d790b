import { calendarPayloadSchema, calendarResponseSchema } from '../calendar.ts';
import { registrationPayloadSchema } from '../registration.ts';
import { roadmapPayloadSchema, roadmapResponseSchema } from '../roadmap.ts';
import {
  createTournamentResponseSchema,
  createTournamentSchema,
  tournamentBasicInfoSchema,
} from '../tournament.ts';
import { ofTournament, route } from './route-contract.ts';

/**
 * The organiser's event calls, at the paths of the spec (part 7): creating a tournament, then its
 * basic info, roadmap, registration windows and calendar, each read and saved whole.
 */
export const eventSetupRoutes = {
  // Spans no tournament yet: a new draft drops every public answer, as any change without one does.
  create: route({
    method: 'post',
    path: '/createEvent',
    access: 'user',
    summary: 'Creates a draft tournament in a server the caller administers',
    body: createTournamentSchema,
    response: createTournamentResponseSchema,
    status: 201,
  }),
  basicInfo: route({
    method: 'get',
    path: '/getEvent/basicInfo/:id',
    access: 'organiser',
    summary: "The tournament's basic info: name, game, format, prize pool, description, images, settings",
    response: tournamentBasicInfoSchema,
  }),
  // A multipart form: the fields as JSON in `tournamentData` and new images as eventPoster, eventHeader, eventLogo.
  saveBasicInfo: route({
    method: 'put',
    path: '/updateEvent/basicInfo/:id',
    access: 'organiser',
    summary: "Saves the tournament's basic info and any new images (multipart form)",
    response: tournamentBasicInfoSchema,
    cache: ofTournament,
  }),
  roadmap: route({
    method: 'get',
    path: '/getEvent/roadmap/:id',
    access: 'organiser',
    summary: "The tournament's phases, and the draft of them not saved yet",
    response: roadmapResponseSchema,
  }),
  saveRoadmap: route({
    method: 'put',
    path: '/updateEvent/roadmap/:id',
    access: 'organiser',
    summary: "Saves the tournament's phases (the draft is dropped)",
    body: roadmapPayloadSchema,
    response: roadmapResponseSchema,
    cache: ofTournament,
  }),
  saveRoadmapDraft: route({
    method: 'put',
    path: '/updateEvent/roadmap/:id/draft',
    access: 'organiser',
    summary: 'Keeps phases being edited without saving them as the roadmap',
    body: roadmapPayloadSchema,
    response: roadmapResponseSchema,
    cache: ofTournament,
  }),
  dropRoadmapDraft: route({
    method: 'delete',
    path: '/updateEvent/roadmap/:id/draft',
    access: 'organiser',
    summary: 'Drops the phases kept as a draft',
    response: roadmapResponseSchema,
    cache: ofTournament,
  }),
  registration: route({
    method: 'get',
    path: '/getEvent/registration/:id',
    access: 'organiser',
    summary: "The tournament's registration windows",
    response: registrationPayloadSchema,
  }),
  saveRegistration: route({
    method: 'put',
    path: '/updateEvent/registration/:id',
    access: 'organiser',
    summary: "Saves the tournament's registration windows",
    body: registrationPayloadSchema,
    response: registrationPayloadSchema,
    cache: ofTournament,
  }),
  calendar: route({
    method: 'get',
    path: '/getEvent/calendar/:id',
    access: 'organiser',
    summary: "The tournament's days and round times, per phase",
    response: calendarResponseSchema,
  }),
  saveCalendar: route({
    method: 'put',
    path: '/updateEvent/calendar/:id',
    access: 'organiser',
    summary: "Saves the tournament's days and round times",
    body: calendarPayloadSchema,
    response: calendarResponseSchema,
    cache: ofTournament,
  }),
};
