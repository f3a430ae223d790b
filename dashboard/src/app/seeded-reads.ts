import { communitiesApi } from '../features/communities/communities-api.ts';
import { battleRoyaleApi } from '../features/event/battle-royale/battle-royale-api.ts';
import { entryApi } from '../features/event/entry-api.ts';
import { playersApi } from '../features/players/players-api.ts';
import { authApi } from './auth-api.ts';
import { eventApi } from './event-api.ts';
import { eventsApi } from './events-api.ts';
import type { CalledRoute, RouteKey } from './route-paths.ts';
import type { RouteAnswer } from './table-endpoints.ts';

/** An endpoint that can hold a route's answer (or, for `/me`, null: signed out). */
interface Holds<Answer> {
  name: string;
  Types: { ResultType: Answer } | { ResultType: Answer | null };
}

/**
 * The endpoint whose cache takes each read the server answers with a page (api/src/pages), by the route
 * table's key. Importing the endpoints here injects them before the first seeding, and the compiler
 * holds each endpoint's answer to its route's. Their modules load as one chunk with the store
 * (STORE_MODULES in dashboard/vite.config.ts).
 */
const SEEDED_READS = {
  'account.me': authApi.endpoints.me,
  'communities.page': communitiesApi.endpoints.community,
  'events.list': eventsApi.endpoints.events,
  'events.detail': eventApi.endpoints.eventDetail,
  'events.calendar': eventApi.endpoints.eventCalendar,
  'events.prizePool': eventApi.endpoints.eventPrizePool,
  'events.teams': eventApi.endpoints.eventTeams,
  'events.team': eventApi.endpoints.eventTeam,
  'events.rulebook': eventApi.endpoints.eventRulebook,
  'events.roadmap': eventApi.endpoints.eventRoadmap,
  'events.brackets': eventApi.endpoints.eventBrackets,
  'events.matches': eventApi.endpoints.eventMatches,
  'events.match': eventApi.endpoints.eventMatch,
  'events.streams': eventApi.endpoints.eventStreams,
  'events.stats': eventApi.endpoints.eventStats,
  'events.announcements': eventApi.endpoints.eventAnnouncements,
  'events.player': playersApi.endpoints.player,
  'play.myEntry': entryApi.endpoints.myEntry,
  'lobbies.pointsTables': battleRoyaleApi.endpoints.eventPointsTables,
  'lobbies.lobby': battleRoyaleApi.endpoints.lobby,
} satisfies { [K in CalledRoute]?: Holds<RouteAnswer<K>> };

const ENDPOINTS = new Map<string, { name: string }>(Object.entries(SEEDED_READS));

/** The home page's reads, which it makes without the store (lib/use-public-read.ts). */
const READ_WITHOUT_STORE: readonly RouteKey[] = ['events.featured'];

/** The table keys of the reads the store takes from the server. */
export const seededRoutes = () => Object.keys(SEEDED_READS) as (keyof typeof SEEDED_READS)[];

/**
 * The store endpoint that shows the server's read of `route`, or null for a read the store never holds.
 * An unknown route throws: the server and the dashboard disagree, and a silently dropped read would be
 * fetched again after the page loads.
 */
export function endpointOfRead(route: string): string | null {
  if ((READ_WITHOUT_STORE as readonly string[]).includes(route)) return null;
  const endpoint = ENDPOINTS.get(route);
  if (!endpoint)
    throw new Error(
      `Server rendering sent a read of "${route}", which no dashboard endpoint holds: add the route table's key to SEEDED_READS (dashboard/src/app/seeded-reads.ts)`,
    );
  return endpoint.name;
}
