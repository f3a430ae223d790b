import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreloadedQuery } from './preloaded-queries.ts';
import { ROUTE_PATHS } from './route-paths.ts';
import { seededRoutes } from './seeded-reads.ts';
import { makeStore, seedQueries } from './store.ts';

/** The reads the server answers with its pages (api/src/pages/public-page-reads.ts), by table key. */
const SERVER_READS: Record<string, unknown> = {
  'account.me': undefined,
  'communities.page': 'riverside',
  'events.list': { games: ['coc'], page: 2 },
  'events.detail': 'e1',
  'events.calendar': 'e1',
  'events.prizePool': 'e1',
  'events.teams': { eventId: 'e1', page: 2 },
  'events.team': { eventId: 'e1', teamId: 't1' },
  'events.rulebook': 'e1',
  'events.roadmap': 'e1',
  'events.brackets': 'e1',
  'events.matches': { eventId: 'e1', page: 1, filters: { round: 'Final' } },
  'events.match': { eventId: 'e1', matchId: 'm1' },
  'events.streams': 'e1',
  'events.stats': 'e1',
  'events.announcements': { eventId: 'e1', page: 1 },
  'events.player': 'p1',
  'play.myEntry': 'e1',
  'lobbies.pointsTables': 'e1',
  'lobbies.lobby': { eventId: 'e1', lobbyId: 'l1' },
};

const read = (route: string, value: unknown = { answeredBy: route }): PreloadedQuery => ({
  route,
  arg: SERVER_READS[route],
  value,
});

// fetchBaseQuery asks for `/api/…`, which Node's Request cannot resolve without a page's address.
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://galaxia.test') : input, init);
  }
}

describe('seeding the store with the server’s reads', () => {
  const asked: string[] = [];
  beforeEach(() => {
    asked.length = 0;
    vi.stubGlobal('Request', PageRequest);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const url = new URL(request.url);
        asked.push(`${request.method} ${url.pathname.replace(/^\/api/, '')}`);
        return Response.json({});
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('puts each read, named by its route table key, where its endpoint reads it: nothing is fetched again', async () => {
    const store = makeStore();
    seedQueries(store, [read('events.detail', { id: 'e1', title: 'Summer Cup' }), read('account.me', null)]);
    const { eventApi } = await import('./event-api.ts');
    const { authApi } = await import('./auth-api.ts');
    const detail = await store.dispatch(eventApi.endpoints.eventDetail.initiate('e1'));
    const me = await store.dispatch(authApi.endpoints.me.initiate());
    expect(detail.data).toEqual({ id: 'e1', title: 'Summer Cup' });
    expect(me.data).toBeNull();
    expect(asked).toEqual([]);
  });

  it('throws on a read no endpoint holds, rather than dropping it', () => {
    expect(() => seedQueries(makeStore(), [read('eventDetail')])).toThrow(
      'Server rendering sent a read of "eventDetail", which no dashboard endpoint holds: add the route table\'s key to SEEDED_READS (dashboard/src/app/seeded-reads.ts)',
    );
    expect(() => seedQueries(makeStore(), [read('toString')])).toThrow('no dashboard endpoint holds');
  });

  it('leaves out the home page’s reads, which it makes without the store', () => {
    expect(() => seedQueries(makeStore(), [read('events.featured')])).not.toThrow();
  });

  it('holds each read in the endpoint that asks its route for it', async () => {
    expect(seededRoutes().toSorted()).toEqual(Object.keys(SERVER_READS).toSorted());
    const { authApi } = await import('./auth-api.ts');
    const { apiSlice } = await import('./api-slice.ts');
    for (const route of seededRoutes()) {
      const store = makeStore();
      seedQueries(store, [read(route)]);
      const [entry] = Object.values(store.getState().api.queries);
      if (!entry?.endpointName) throw new Error(`${route} was not seeded`);
      asked.length = 0;
      // The same endpoint and argument, asked again: what it fetches is the route it holds.
      const endpoints = apiSlice.endpoints as Record<string, typeof authApi.endpoints.me>;
      await store.dispatch(
        endpoints[entry.endpointName]!.initiate(entry.originalArgs as never, { forceRefetch: true }),
      );
      const [method, path] = ROUTE_PATHS[route].split(' ') as [string, string];
      const pattern = new RegExp(`^${method} ${path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);
      expect(asked, route).toEqual([expect.stringMatching(pattern)]);
    }
  });
});
