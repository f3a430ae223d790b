import type {
  EventAnnouncementsPage,
  EventBrackets,
  EventCalendar,
  EventDetail,
  EventLookup,
  EventMatchDetail,
  EventMatchesPage,
  EventPrizePool,
  EventRoadmap,
  EventStatistics,
  EventStreams,
  EventTeamDetail,
  EventTeamsPage,
  Rulebook,
} from '@galaxia/core';
import { apiSlice } from './api-slice.ts';

/** The matches list's filters as the address bar carries them; an empty one is not applied. */
export interface MatchListFilters {
  phase?: string;
  round?: string;
  team?: string;
  status?: string;
}

interface PagedArg {
  eventId: string;
  page: number;
}

const base = (eventId: string) => `/events/${encodeURIComponent(eventId)}`;
const paged = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);

/** The public event pages' reads: one call per sub-page, each answered from the database. */
export const eventApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    eventDetail: build.query<EventDetail, string>({
      query: (eventId) => base(eventId),
      providesTags: ['Event'],
    }),
    eventCalendar: build.query<EventCalendar, string>({
      query: (eventId) => `${base(eventId)}/calendar`,
      providesTags: ['Event'],
    }),
    eventPrizePool: build.query<EventPrizePool, string>({
      query: (eventId) => `${base(eventId)}/prize-pool`,
      providesTags: ['Event'],
    }),
    eventTeams: build.query<EventTeamsPage, PagedArg>({
      query: ({ eventId, page }) => paged(`${base(eventId)}/teams`, page),
      providesTags: ['Team'],
    }),
    eventTeam: build.query<EventTeamDetail, { eventId: string; teamId: string }>({
      query: ({ eventId, teamId }) => `${base(eventId)}/teams/${encodeURIComponent(teamId)}`,
      providesTags: ['Team'],
    }),
    eventRulebook: build.query<Rulebook, string>({
      query: (eventId) => `${base(eventId)}/rulebook`,
      providesTags: ['Event'],
    }),
    eventRoadmap: build.query<EventRoadmap, string>({
      query: (eventId) => `${base(eventId)}/roadmap`,
      providesTags: ['Event'],
    }),
    eventBrackets: build.query<EventBrackets, string>({
      query: (eventId) => `${base(eventId)}/brackets`,
      providesTags: ['Match'],
    }),
    eventMatches: build.query<EventMatchesPage, PagedArg & { filters: MatchListFilters }>({
      query: ({ eventId, page, filters }) => {
        const search = new URLSearchParams(
          Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
        );
        if (page > 1) search.set('page', String(page));
        const query = search.toString();
        return `${base(eventId)}/matches${query ? `?${query}` : ''}`;
      },
      providesTags: ['Match'],
    }),
    /** The published event a bare /teams/:id or /matches/:id link belongs to. */
    eventLookup: build.query<EventLookup, { kind: 'team' | 'match'; id: string }>({
      query: ({ kind, id }) => `/${kind === 'team' ? 'teams' : 'matches'}/${encodeURIComponent(id)}/lookup`,
    }),
    eventMatch: build.query<EventMatchDetail, { eventId: string; matchId: string }>({
      query: ({ eventId, matchId }) => `${base(eventId)}/matches/${encodeURIComponent(matchId)}`,
      providesTags: ['Match'],
    }),
    eventStreams: build.query<EventStreams, string>({
      query: (eventId) => `${base(eventId)}/streams`,
      providesTags: ['Match'],
    }),
    eventStats: build.query<EventStatistics, string>({
      query: (eventId) => `${base(eventId)}/stats`,
      providesTags: ['Match'],
    }),
    eventAnnouncements: build.query<EventAnnouncementsPage, PagedArg>({
      query: ({ eventId, page }) => paged(`${base(eventId)}/announcements`, page),
      providesTags: ['Event'],
    }),
  }),
});

export const {
  useEventDetailQuery,
  useEventCalendarQuery,
  useEventPrizePoolQuery,
  useEventTeamsQuery,
  useEventTeamQuery,
  useEventRulebookQuery,
  useEventRoadmapQuery,
  useEventBracketsQuery,
  useEventMatchesQuery,
  useEventLookupQuery,
  useEventMatchQuery,
  useEventStreamsQuery,
  useEventStatsQuery,
  useEventAnnouncementsQuery,
} = eventApi;
