import { apiSlice } from './api-slice.ts';
import { tableEndpoints } from './table-endpoints.ts';

interface EventsQuery {
  /** The events page's filter values (GAME_FILTER_OPTIONS); empty for every game. */
  games: readonly string[];
  page: number;
}

export const eventsApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    return {
      // The first page and every game are the list's defaults: left out, the address stays `/events`.
      events: table.query(
        'events.list',
        ({ games, page }: EventsQuery) => ({
          query: { games: games.length ? games.join(',') : undefined, page: page > 1 ? page : undefined },
        }),
        { providesTags: ['Event'] },
      ),
      /** Every published event the signed-in person plays in: the events page's My Events group. */
      myEvents: table.query('events.mine', { providesTags: ['Event'] }),
    };
  },
});

export const { useEventsQuery, useMyEventsQuery } = eventsApi;
