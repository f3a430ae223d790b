import { eventListQuerySchema, eventMatchesQuerySchema, pageQuerySchema } from '@galaxia/core';
import {
  getEvent,
  getEventBrackets,
  getEventCalendar,
  getEventMatch,
  getEventPrizePool,
  getEventRoadmap,
  getEventRulebook,
  getEventStats,
  getEventTeam,
  getPlayerProfile,
  listEventAnnouncements,
  listEventMatches,
  listEventStreams,
  listEvents,
  listEventTeams,
  listFeaturedTournaments,
  listMyEvents,
  lookupMatchEvent,
  lookupTeamEvent,
} from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import { acrossEvents, byEventId, cachedRead } from '../http/cached-read.ts';
import type { RouteInput, RouteSpec, RouteTable } from './define-route.ts';

/**
 * The public website's reads: published events and their sub-pages, and player profiles. Public, but
 * a signed-in viewer gets their own view (participation, the match buttons they may use).
 */
export function publicEventRoutes(routes: RouteTable, deps: Pick<AppDeps, 'publicCache'>) {
  const page = { query: pageQuerySchema };
  const get = <P extends string, I extends RouteInput>(
    path: P,
    input: I,
    run: RouteSpec<'public', I, P>['run'],
  ) =>
    routes.add({
      method: 'get',
      path,
      access: 'public',
      input,
      run: cachedRead(deps.publicCache, path.startsWith('/events/:id') ? byEventId : acrossEvents, run),
    });

  get('/events', { query: eventListQuerySchema }, (ctx, { query }) => listEvents(ctx, query));
  // Before /events/:id, which would otherwise take "featured" for an id.
  get('/events/featured', {}, (ctx) => listFeaturedTournaments(ctx));
  // The events page's My Events group, over all events: personal, so never in the shared list's answer.
  routes.add({
    method: 'get',
    path: '/events/mine',
    access: 'user',
    run: (ctx) => {
      ctx.res.set('Cache-Control', 'private, no-store');
      return listMyEvents(ctx);
    },
  });
  get('/events/:id', {}, (ctx, { params }) => getEvent(ctx, params.id));
  get('/events/:id/calendar', {}, (ctx, { params }) => getEventCalendar(ctx, params.id));
  get('/events/:id/prize-pool', {}, (ctx, { params }) => getEventPrizePool(ctx, params.id));
  get('/events/:id/teams', page, (ctx, { params, query }) => listEventTeams(ctx, params.id, query));
  get('/events/:id/teams/:teamId', {}, (ctx, { params }) =>
    getEventTeam(ctx, { tournamentId: params.id, teamId: params.teamId }),
  );
  get('/events/:id/rulebook', {}, (ctx, { params }) => getEventRulebook(ctx, params.id));
  get('/events/:id/roadmap', {}, (ctx, { params }) => getEventRoadmap(ctx, params.id));
  get('/events/:id/brackets', {}, (ctx, { params }) => getEventBrackets(ctx, params.id));
  get('/events/:id/matches', { query: eventMatchesQuerySchema }, (ctx, { params, query }) =>
    listEventMatches(ctx, params.id, query),
  );
  get('/events/:id/matches/:matchId', {}, (ctx, { params }) =>
    getEventMatch(ctx, { tournamentId: params.id, matchId: params.matchId }),
  );
  get('/events/:id/streams', {}, (ctx, { params }) => listEventStreams(ctx, params.id));
  get('/events/:id/stats', {}, (ctx, { params }) => getEventStats(ctx, params.id));
  get('/events/:id/announcements', page, (ctx, { params, query }) =>
    listEventAnnouncements(ctx, params.id, query),
  );
  get('/players/:id', {}, (ctx, { params }) => getPlayerProfile(ctx, params.id));
  // The un-prefixed /teams/:id and /matches/:id pages ask which event they belong to.
  get('/teams/:id/lookup', {}, (ctx, { params }) => lookupTeamEvent(ctx, params.id));
  get('/matches/:id/lookup', {}, (ctx, { params }) => lookupMatchEvent(ctx, params.id));
}
