import { eventListQuerySchema, pageQuerySchema } from '@galaxia/core';
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
} from '@galaxia/core/server';
import type { Request } from 'express';
import type { AppDeps } from '../app.ts';
import { publicContext } from '../http/public-context.ts';
import type { RouteTable } from './define-route.ts';

/**
 * The public website's reads: published events and their sub-pages, and player profiles. Public, but
 * a signed-in viewer gets their own view (participation, the match buttons they may use).
 */
export function publicEventRoutes(routes: RouteTable, deps: AppDeps) {
  const context = (req: Request) => publicContext(deps, req);
  const id = (req: Request) => String(req.params.id);
  const page = (req: Request) => pageQuerySchema.parse(req.query);

  const get = (path: string, read: (req: Request) => Promise<unknown>) =>
    routes.add({
      method: 'get',
      path,
      access: 'public',
      handler: async (req, res) => {
        res.json(await read(req));
      },
    });

  get('/events', (req) => listEvents(context(req), eventListQuerySchema.parse(req.query)));
  // Before /events/:id, which would otherwise take "featured" for an id.
  get('/events/featured', (req) => listFeaturedTournaments(context(req)));
  get('/events/:id', (req) => getEvent(context(req), id(req)));
  get('/events/:id/calendar', (req) => getEventCalendar(context(req), id(req)));
  get('/events/:id/prize-pool', (req) => getEventPrizePool(context(req), id(req)));
  get('/events/:id/teams', (req) => listEventTeams(context(req), id(req), page(req)));
  get('/events/:id/teams/:teamId', (req) =>
    getEventTeam(context(req), { tournamentId: id(req), teamId: String(req.params.teamId) }),
  );
  get('/events/:id/rulebook', (req) => getEventRulebook(context(req), id(req)));
  get('/events/:id/roadmap', (req) => getEventRoadmap(context(req), id(req)));
  get('/events/:id/brackets', (req) => getEventBrackets(context(req), id(req)));
  get('/events/:id/matches', (req) => listEventMatches(context(req), id(req), page(req)));
  get('/events/:id/matches/:matchId', (req) =>
    getEventMatch(context(req), { tournamentId: id(req), matchId: String(req.params.matchId) }),
  );
  get('/events/:id/streams', (req) => listEventStreams(context(req), id(req)));
  get('/events/:id/stats', (req) => getEventStats(context(req), id(req)));
  get('/events/:id/announcements', (req) => listEventAnnouncements(context(req), id(req), page(req)));
  get('/players/:id', (req) => getPlayerProfile(context(req), id(req)));
}
