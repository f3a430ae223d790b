import { z } from 'zod';
import { isoDateTime } from '../date-time.ts';
import {
  eventCheckInPayloadSchema,
  matchCheckInSchema,
  myEntrySchema,
  playSettingsSchema,
} from '../player-season.ts';
import { ofTournament, route } from './route-contract.ts';

/**
 * What players do around an event (see their entry, check in for it and for their matches) and the
 * organiser's play settings. The reads depend on who asks, so none is kept in the shared cache.
 */
export const playRoutes = {
  myEntry: route({
    method: 'get',
    path: '/events/:id/my-entry',
    access: 'public',
    summary: "The caller's entry in the event: what they may register, or why not, and their check-in",
    response: myEntrySchema,
  }),
  eventCheckIn: route({
    method: 'post',
    path: '/events/:id/check-in',
    access: 'user',
    summary: "Checks one of the caller's teams in for the event, between registration's close and its start",
    body: eventCheckInPayloadSchema,
    response: z.object({ checkedInAt: isoDateTime }),
    cache: ofTournament,
  }),
  matchCheckIn: route({
    method: 'get',
    path: '/matches/:id/check-in',
    access: 'public',
    summary: "A match's check-in window, the teams in, and the team the caller may check in",
    response: matchCheckInSchema,
  }),
  checkInMatch: route({
    method: 'post',
    path: '/matches/:id/check-in',
    access: 'user',
    summary: "Checks the caller's team in for the match, from 30 minutes before it until its time",
    response: matchCheckInSchema,
    cache: { invalidates: { match: 'id' } },
  }),
  settings: route({
    method: 'get',
    path: '/organiser/tournaments/:id/play-settings',
    access: 'organiser',
    summary: "The tournament's no-show and event check-in settings",
    response: playSettingsSchema,
  }),
  saveSettings: route({
    method: 'put',
    path: '/organiser/tournaments/:id/play-settings',
    access: 'organiser',
    summary: "Saves the tournament's no-show and event check-in settings",
    body: playSettingsSchema,
    response: playSettingsSchema,
    cache: ofTournament,
  }),
};
