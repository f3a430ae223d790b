import { eventLookupSchema } from '../event-lookup.ts';
import { eventDetailSchema } from '../events.ts';
import { myEventsSchema } from '../my-events.ts';
import {
  eventAnnouncementsPageSchema,
  eventBracketsSchema,
  eventCalendarSchema,
  eventListPageSchema,
  eventListQuerySchema,
  eventMatchDetailSchema,
  eventMatchesPageSchema,
  eventMatchesQuerySchema,
  eventPrizePoolSchema,
  eventRoadmapSchema,
  eventStatisticsSchema,
  eventStreamsSchema,
  eventTeamDetailSchema,
  eventTeamsPageSchema,
  featuredTournamentsSchema,
  pageQuerySchema,
  publicPlayerProfileSchema,
} from '../public-event.ts';
import { rulebookSchema } from '../rulebook.ts';
import { route } from './route-contract.ts';

const ofEvent = { reads: 'tournament' } as const;
const acrossEvents = { reads: 'across' } as const;

/**
 * The public website's reads: published events and their sub-pages, and player profiles. Public, but
 * a signed-in viewer gets their own view (participation, the match buttons they may use).
 */
export const publicEventRoutes = {
  list: route({
    method: 'get',
    path: '/events',
    access: 'public',
    summary: 'Published events, filtered by game, one page at a time',
    query: eventListQuerySchema,
    response: eventListPageSchema,
    cache: acrossEvents,
  }),
  // Before /events/:id, which would otherwise take "featured" for an id.
  featured: route({
    method: 'get',
    path: '/events/featured',
    access: 'public',
    summary: 'The events the home page features',
    response: featuredTournamentsSchema,
    cache: acrossEvents,
  }),
  // Personal, so never in the shared list's answer.
  mine: route({
    method: 'get',
    path: '/events/mine',
    access: 'user',
    summary: "The events page's My Events group, over all events",
    response: myEventsSchema,
  }),
  detail: route({
    method: 'get',
    path: '/events/:id',
    access: 'public',
    summary: 'One published event',
    response: eventDetailSchema,
    cache: ofEvent,
  }),
  calendar: route({
    method: 'get',
    path: '/events/:id/calendar',
    access: 'public',
    summary: "The event's days and rounds",
    response: eventCalendarSchema,
    cache: ofEvent,
  }),
  prizePool: route({
    method: 'get',
    path: '/events/:id/prize-pool',
    access: 'public',
    summary: "The event's prize pool",
    response: eventPrizePoolSchema,
    cache: ofEvent,
  }),
  teams: route({
    method: 'get',
    path: '/events/:id/teams',
    access: 'public',
    summary: 'The teams in the event, one page at a time',
    query: pageQuerySchema,
    response: eventTeamsPageSchema,
    cache: ofEvent,
  }),
  team: route({
    method: 'get',
    path: '/events/:id/teams/:teamId',
    access: 'public',
    summary: 'One team in the event, with its roster and matches',
    response: eventTeamDetailSchema,
    cache: ofEvent,
  }),
  rulebook: route({
    method: 'get',
    path: '/events/:id/rulebook',
    access: 'public',
    summary: "The event's rulebook in Markdown",
    response: rulebookSchema,
    cache: ofEvent,
  }),
  roadmap: route({
    method: 'get',
    path: '/events/:id/roadmap',
    access: 'public',
    summary: "The event's phases",
    response: eventRoadmapSchema,
    cache: ofEvent,
  }),
  brackets: route({
    method: 'get',
    path: '/events/:id/brackets',
    access: 'public',
    summary: "Each phase's bracket or standings",
    response: eventBracketsSchema,
    cache: ofEvent,
  }),
  matches: route({
    method: 'get',
    path: '/events/:id/matches',
    access: 'public',
    summary: "The event's matches, live and next first, one page at a time",
    query: eventMatchesQuerySchema,
    response: eventMatchesPageSchema,
    cache: ofEvent,
  }),
  match: route({
    method: 'get',
    path: '/events/:id/matches/:matchId',
    access: 'public',
    summary: 'One match of the event (by uuid or display id)',
    response: eventMatchDetailSchema,
    cache: ofEvent,
  }),
  streams: route({
    method: 'get',
    path: '/events/:id/streams',
    access: 'public',
    summary: "The event's streams",
    response: eventStreamsSchema,
    cache: ofEvent,
  }),
  stats: route({
    method: 'get',
    path: '/events/:id/stats',
    access: 'public',
    summary: "The event's statistics",
    response: eventStatisticsSchema,
    cache: ofEvent,
  }),
  announcements: route({
    method: 'get',
    path: '/events/:id/announcements',
    access: 'public',
    summary: "The event's announcements, newest first, one page at a time",
    query: pageQuerySchema,
    response: eventAnnouncementsPageSchema,
    cache: ofEvent,
  }),
  player: route({
    method: 'get',
    path: '/players/:id',
    access: 'public',
    summary: "A player's public profile",
    response: publicPlayerProfileSchema,
    cache: acrossEvents,
  }),
  // The un-prefixed /teams/:id and /matches/:id pages ask which event they belong to.
  teamLookup: route({
    method: 'get',
    path: '/teams/:id/lookup',
    access: 'public',
    summary: 'Which published event a team link belongs to',
    response: eventLookupSchema,
    cache: acrossEvents,
  }),
  matchLookup: route({
    method: 'get',
    path: '/matches/:id/lookup',
    access: 'public',
    summary: 'Which published event a match link belongs to',
    response: eventLookupSchema,
    cache: acrossEvents,
  }),
  // Never cached: each viewer holds their own stream, which names no answer to keep.
  updates: route({
    method: 'get',
    path: '/events/:id/updates',
    access: 'public',
    summary: "The event's live updates as server-sent events (scores, streams, announcements)",
    response: { media: 'text/event-stream' },
  }),
};
