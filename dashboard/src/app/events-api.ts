import type { EventListPage, MyEvents } from '@galaxia/core';
import { apiSlice } from './api-slice.ts';

interface EventsQuery {
  /** The events page's filter values (GAME_FILTER_OPTIONS); empty for every game. */
  games: readonly string[];
  page: number;
}

const eventsUrl = ({ games, page }: EventsQuery) => {
  const params = new URLSearchParams();
  if (games.length) params.set('games', games.join(','));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/events?${query}` : '/events';
};

const eventsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    events: build.query<EventListPage, EventsQuery>({ query: eventsUrl, providesTags: ['Event'] }),
    /** Every published event the signed-in person plays in: the events page's My Events group. */
    myEvents: build.query<MyEvents, void>({ query: () => '/events/mine', providesTags: ['Event'] }),
  }),
});

export const { useEventsQuery, useMyEventsQuery } = eventsApi;
