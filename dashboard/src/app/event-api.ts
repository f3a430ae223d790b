import { apiSlice } from './api-slice.ts';
import { tableEndpoints, tableRequest } from './table-endpoints.ts';

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

const ofEvent = (eventId: string) => ({ params: { id: eventId } });
// The first page is the default: left out, the address stays the one the page was shared with.
const paged = ({ eventId, page }: PagedArg) => ({
  ...ofEvent(eventId),
  query: { page: page > 1 ? page : undefined },
});

/** The public event pages' reads: one call per sub-page, each answered from the database. */
export const eventApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    return {
      eventDetail: table.query('events.detail', ofEvent, { providesTags: ['Event'] }),
      eventCalendar: table.query('events.calendar', ofEvent, { providesTags: ['Event'] }),
      eventPrizePool: table.query('events.prizePool', ofEvent, { providesTags: ['Event'] }),
      eventTeams: table.query('events.teams', paged, { providesTags: ['Team'] }),
      eventTeam: table.query(
        'events.team',
        ({ eventId, teamId }: { eventId: string; teamId: string }) => ({ params: { id: eventId, teamId } }),
        { providesTags: ['Team'] },
      ),
      eventRulebook: table.query('events.rulebook', ofEvent, { providesTags: ['Event'] }),
      eventRoadmap: table.query('events.roadmap', ofEvent, { providesTags: ['Event'] }),
      eventBrackets: table.query('events.brackets', ofEvent, { providesTags: ['Match'] }),
      eventMatches: table.query(
        'events.matches',
        ({ filters, ...arg }: PagedArg & { filters: MatchListFilters }) => {
          const set = Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]));
          const { params, query } = paged(arg);
          return { params, query: { ...Object.fromEntries(set), ...query } };
        },
        { providesTags: ['Match'] },
      ),
      /** The published event a bare /teams/:id or /matches/:id link belongs to. */
      eventLookup: table.query(({ kind, id }: { kind: 'team' | 'match'; id: string }) =>
        tableRequest(kind === 'team' ? 'events.teamLookup' : 'events.matchLookup', { params: { id } }),
      ),
      eventMatch: table.query(
        'events.match',
        ({ eventId, matchId }: { eventId: string; matchId: string }) => ({
          params: { id: eventId, matchId },
        }),
        { providesTags: ['Match'] },
      ),
      eventStreams: table.query('events.streams', ofEvent, { providesTags: ['Match'] }),
      eventStats: table.query('events.stats', ofEvent, { providesTags: ['Match'] }),
      eventAnnouncements: table.query('events.announcements', paged, { providesTags: ['Event'] }),
    };
  },
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
