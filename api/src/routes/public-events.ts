import { routeContracts } from '@galaxia/core';
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
import type { RouteTable } from './define-route.ts';

/** The public website's reads (core's `routeContracts.events`). */
export function publicEventRoutes(routes: RouteTable) {
  const api = routeContracts.events;
  routes.serve({ contract: api.list, run: (ctx, { query }) => listEvents(ctx, query) });
  routes.serve({ contract: api.featured, run: (ctx) => listFeaturedTournaments(ctx) });
  routes.serve({
    contract: api.mine,
    run: (ctx) => {
      ctx.res.set('Cache-Control', 'private, no-store');
      return listMyEvents(ctx);
    },
  });
  routes.serve({ contract: api.detail, run: (ctx, { params }) => getEvent(ctx, params.id) });
  routes.serve({ contract: api.calendar, run: (ctx, { params }) => getEventCalendar(ctx, params.id) });
  routes.serve({ contract: api.prizePool, run: (ctx, { params }) => getEventPrizePool(ctx, params.id) });
  routes.serve({
    contract: api.teams,
    run: (ctx, { params, query }) => listEventTeams(ctx, params.id, query),
  });
  routes.serve({
    contract: api.team,
    run: (ctx, { params }) => getEventTeam(ctx, { tournamentId: params.id, teamId: params.teamId }),
  });
  routes.serve({ contract: api.rulebook, run: (ctx, { params }) => getEventRulebook(ctx, params.id) });
  routes.serve({ contract: api.roadmap, run: (ctx, { params }) => getEventRoadmap(ctx, params.id) });
  routes.serve({ contract: api.brackets, run: (ctx, { params }) => getEventBrackets(ctx, params.id) });
  routes.serve({
    contract: api.matches,
    run: (ctx, { params, query }) => listEventMatches(ctx, params.id, query),
  });
  routes.serve({
    contract: api.match,
    run: (ctx, { params }) => getEventMatch(ctx, { tournamentId: params.id, matchId: params.matchId }),
  });
  routes.serve({ contract: api.streams, run: (ctx, { params }) => listEventStreams(ctx, params.id) });
  routes.serve({ contract: api.stats, run: (ctx, { params }) => getEventStats(ctx, params.id) });
  routes.serve({
    contract: api.announcements,
    run: (ctx, { params, query }) => listEventAnnouncements(ctx, params.id, query),
  });
  routes.serve({ contract: api.player, run: (ctx, { params }) => getPlayerProfile(ctx, params.id) });
  routes.serve({ contract: api.teamLookup, run: (ctx, { params }) => lookupTeamEvent(ctx, params.id) });
  routes.serve({ contract: api.matchLookup, run: (ctx, { params }) => lookupMatchEvent(ctx, params.id) });
}
