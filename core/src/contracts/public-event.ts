import { z } from 'zod';
import { tiebreakKinds } from '../domain/brackets/tiebreaks.ts';
import { INT4_MAX, MAX_PHASES } from '../domain/limits.ts';
import { messages } from '../domain/messages/catalogue.ts';
import { announcementSchema } from './announcements.ts';
import { bracketFormatSchema, bracketSchema } from './bracket.ts';
import { dateTimeSpanSchema } from './calendar.ts';
import { coded } from './coded-error.ts';
import { isoDate, isoDateTime } from './date-time.ts';
import {
  eventListItemSchema,
  featuredTournamentSchema,
  prizePlaceSchema,
  scheduleStatusSchema,
} from './events.ts';
import { gameIdSchema } from './games.ts';
import { eventRoleSchema, matchActionSchema, matchSchema, matchTeamSchema } from './matches.ts';
import { phaseFormatSchema, tiebreakSchema } from './roadmap.ts';
import { standingRecordSchema } from './standings.ts';
import { statisticsSchema } from './stats.ts';
import { streamPlatformSchema, streamSchema, streamStatusSchema } from './streams.ts';
import { matchResultSchema, playerSchema, playerStatsSchema, teamSchema } from './teams.ts';
import { text } from './text-fields.ts';

const count = z.int().min(0).max(INT4_MAX);

// ---------------------------------------------------------------------------------------------------
// Pagination: every public list that can grow answers one page at a time.

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 50;

const pageNumber = z.coerce
  .number(coded('PUBLIC_EVENT_PAGE_INVALID', messages.publicEvent.pageInvalid))
  .int(coded('PUBLIC_EVENT_PAGE_INVALID', messages.publicEvent.pageInvalid))
  .min(1, coded('PUBLIC_EVENT_PAGE_INVALID', messages.publicEvent.pageInvalid))
  .max(INT4_MAX, coded('PUBLIC_EVENT_PAGE_INVALID', messages.publicEvent.pageInvalid));

const pageSizeError = messages.publicEvent.pageSizeInvalid(PAGE_SIZE_MAX);

/** `?page=&pageSize=` as the query string carries them; both optional. */
export const pageQuerySchema = z.object({
  page: pageNumber.default(1),
  pageSize: z.coerce
    .number({ error: pageSizeError })
    .int({ error: pageSizeError })
    .min(1, { error: pageSizeError })
    .max(PAGE_SIZE_MAX, { error: pageSizeError })
    .default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** One page of a list: `total` counts every item, so the last page is ceil(total / pageSize). */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.int().min(1).max(INT4_MAX),
    pageSize: z.int().min(1).max(INT4_MAX),
    total: count,
  });

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

// ---------------------------------------------------------------------------------------------------
// GET /api/events?games=coc,bgmi&page=&pageSize=  -> EventListPage
// GET /api/events/featured                        -> FeaturedTournaments
// GET /api/events/:id                             -> EventDetail (events.ts)

/** The events page's filter values (GAME_FILTER_OPTIONS), comma separated or repeated; none shows all. */
export const eventListQuerySchema = pageQuerySchema.extend({
  games: z
    .union([text(), z.array(text())])
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : (value ?? '').split(','))
        .map((game) => game.trim())
        .filter((game) => game !== ''),
    ),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

export const eventListPageSchema = pageSchema(eventListItemSchema);
export type EventListPage = z.infer<typeof eventListPageSchema>;

export const FEATURED_TOURNAMENT_COUNT = 3;

export const featuredTournamentsSchema = z.object({
  tournaments: z.array(featuredTournamentSchema).max(FEATURED_TOURNAMENT_COUNT),
});
export type FeaturedTournaments = z.infer<typeof featuredTournamentsSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/events/:id/calendar -> EventCalendar

export const eventCalendarRoundSchema = dateTimeSpanSchema.extend({
  /** The bracket engine's round key, when the round belongs to a generated bracket round. */
  roundKey: text().nullable(),
  roundName: text().min(1),
  status: scheduleStatusSchema,
});
export type EventCalendarRound = z.infer<typeof eventCalendarRoundSchema>;

export const eventCalendarPhaseSchema = z.object({
  name: text().min(1),
  status: scheduleStatusSchema,
  /** First and last day of the phase's rounds; null while the phase has no rounds. */
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  rounds: z.array(eventCalendarRoundSchema),
});
export type EventCalendarPhase = z.infer<typeof eventCalendarPhaseSchema>;

export const eventCalendarSchema = z.object({
  /** Every day some round runs on, ascending and without repeats: the days the picker highlights. */
  scheduledDates: z.array(isoDate),
  phases: z.array(eventCalendarPhaseSchema),
});
export type EventCalendar = z.infer<typeof eventCalendarSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/events/:id/prize-pool -> EventPrizePool

export const eventPrizePoolSchema = z.object({
  /** Whole rupees; 0 when the organiser's prize pool is not an amount. */
  total: count,
  /** '₹10,00,000', or the organiser's text as typed when it is not an amount. */
  totalText: text(),
  places: z.array(prizePlaceSchema),
  /** Payout notes, one paragraph each. */
  notes: z.array(text().min(1)),
});
export type EventPrizePool = z.infer<typeof eventPrizePoolSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/events/:id/teams?page=&pageSize= -> EventTeamsPage
// GET /api/events/:id/teams/:teamId        -> EventTeamDetail

export const eventTeamCardSchema = z.object({
  id: text().min(1),
  name: text().min(1),
  logo: text().nullable(),
  region: text().nullable(),
  description: text().nullable(),
  /** Players on the roster the team registered for this event. */
  playerCount: count,
  /** How many of them are substitutes. */
  substituteCount: count,
});
export type EventTeamCard = z.infer<typeof eventTeamCardSchema>;

export const eventTeamsPageSchema = pageSchema(eventTeamCardSchema);
export type EventTeamsPage = z.infer<typeof eventTeamsPageSchema>;

/** A rostered player; `id` is the user id, so the roster links to /players/{id}. */
export const eventTeamPlayerSchema = playerSchema.extend({
  /** In-game position the team gave the player (e.g. 'IGL'); null when not set. */
  position: text().nullable(),
  /** Registered as a substitute (the format's first players start). */
  substitute: z.boolean(),
});
export type EventTeamPlayer = z.infer<typeof eventTeamPlayerSchema>;

/** Team (teams.ts) for one event: its roster there, its matches there, and the header aggregates. */
/** Where the team finished a completed event (core `finalPlacings`): 1 is champion. */
export const teamFinishSchema = z.object({ eventId: text(), eventTitle: text(), place: count.min(1) });
export type TeamFinish = z.infer<typeof teamFinishSchema>;

export const eventTeamDetailSchema = teamSchema.extend({
  players: z.array(eventTeamPlayerSchema),
  /** The team's final placings in completed events, newest first. */
  finishes: z.array(teamFinishSchema).default([]),
  /** How the game is counted (see gameStatistics): which of the figures the page shows. */
  kind: z.enum(['war', 'duel', 'battle-royale']),
  /** Offense and defense summed over the players, army and attack their rounded averages. */
  stats: playerStatsSchema,
  /** Clash of Clans: the stars the team won over its completed wars (as ruled); 0 for other games. */
  stars: count.default(0),
  /** Clash of Clans: the team's mean destruction over its completed wars that recorded one; null otherwise. */
  destruction: z.number().min(0).max(100).nullable().default(null),
  /** Battle-royale events: the team's lobby figures and each player's kills; absent for other games. */
  battleRoyale: z
    .object({
      matches: count,
      wwcd: count,
      kills: count,
      averagePlacement: z.number().min(0).nullable(),
      total: count,
      playerKills: z.record(text(), count),
    })
    .optional(),
});
export type EventTeamDetail = z.infer<typeof eventTeamDetailSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/events/:id/roadmap -> EventRoadmap

export const roadmapStageSchema = z.object({
  name: text().min(1),
  format: phaseFormatSchema,
  totalTeams: count,
  /** Teams that go on to later phases (all divisions together); 0 for the final phase. */
  qualifying: count,
  /** Groups of a group stage or lobbies of a battle-royale phase, null for other formats. */
  numberOfGroups: count.nullable(),
  /** Battle Royale: matches each lobby plays; null for other formats. */
  matchesPerLobby: count.nullable(),
  isFinal: z.boolean(),
  status: scheduleStatusSchema,
});
export type RoadmapStage = z.infer<typeof roadmapStageSchema>;

export const eventRoadmapSchema = z.object({ phases: z.array(roadmapStageSchema) });
export type EventRoadmap = z.infer<typeof eventRoadmapSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/events/:id/brackets -> EventBrackets

export const standingRowViewSchema = standingRecordSchema.extend({
  teamId: text().min(1),
  teamName: text().min(1),
  seed: z.int().min(1).max(INT4_MAX),
  buchholz: z.number().min(0),
  medianBuchholz: z.number().min(0),
});
export type StandingRowView = z.infer<typeof standingRowViewSchema>;

export const groupStandingsViewSchema = z.object({
  group: count,
  /** 'Group A', 'Group B', ... */
  name: text().min(1),
  rows: z.array(standingRowViewSchema),
});
export type GroupStandingsView = z.infer<typeof groupStandingsViewSchema>;

export const swissStandingRowViewSchema = standingRowViewSchema.extend({
  byes: count,
});
export type SwissStandingRowView = z.infer<typeof swissStandingRowViewSchema>;

export const phaseBracketSchema = z.object({
  phaseName: text().min(1),
  format: bracketFormatSchema,
  bracket: bracketSchema,
  /** Bracket match id (display id, e.g. 'qf-1') -> match id (uuid), which is unique across phases. */
  matchIds: z.record(text(), text()),
  /** Group stage only; null for other formats. */
  groupStandings: z.array(groupStandingsViewSchema).nullable(),
  /** Swiss only; null for other formats. */
  swissStandings: z.array(swissStandingRowViewSchema).nullable(),
  /** The order standings were ranked by (group stage and Swiss, seed last); empty for other formats. */
  tiebreaks: z.array(tiebreakSchema).max(tiebreakKinds.length),
});
export type PhaseBracket = z.infer<typeof phaseBracketSchema>;

/** One entry per phase that has matches, in roadmap order. */
export const eventBracketsSchema = z.object({ phases: z.array(phaseBracketSchema) });
export type EventBrackets = z.infer<typeof eventBracketsSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/events/:id/matches?page=&pageSize=&phase=&round=&team=&status= -> EventMatchesPage
// GET /api/events/:id/matches/:matchId       -> EventMatchDetail (matchId: uuid or display id)

const eventMatchFields = {
  /** The match's uuid: unique across phases, the safest link. */
  id: text().min(1),
  /** The bracket's id ('qf-1', 'final', 'ga-md1-2'); a match page also answers to it. */
  displayId: text().min(1),
  /** 'Quarter-final 1', 'Group A Matchday 1 Match 2', ... */
  name: text().min(1),
  phaseName: text().min(1),
};

export const matchTeamSummarySchema = matchTeamSchema.omit({ players: true });
export type MatchTeamSummary = z.infer<typeof matchTeamSummarySchema>;

/** A row of the matches list: Match (matches.ts) without rosters. BYEs are not matches and are not listed. */
export const eventMatchSummarySchema = matchSchema.omit({ teamA: true, teamB: true }).extend({
  ...eventMatchFields,
  teamA: matchTeamSummarySchema.nullable(),
  teamB: matchTeamSummarySchema.nullable(),
});
export type EventMatchSummary = z.infer<typeof eventMatchSummarySchema>;

/** The list's status filter: a match status, or `live` for those being played now (or disputed). */
export const matchListStatusSchema = z.enum(
  ['live', 'upcoming', 'pending', 'scheduled', 'completed', 'disputed'],
  coded('PUBLIC_EVENT_MATCH_STATUS_INVALID', messages.publicEvent.matchStatusInvalid),
);
export type MatchListStatus = z.infer<typeof matchListStatusSchema>;

/** The matches list's filters, as the page's address and the API's query carry them. */
export const MATCH_LIST_FILTER_KEYS = ['phase', 'round', 'team', 'status'] as const;

/** `?page=&pageSize=&phase=&round=&team=&status=`: every filter optional. */
export const eventMatchesQuerySchema = pageQuerySchema.extend({
  phase: z.coerce
    .number({ error: messages.publicEvent.matchPhaseInvalid(MAX_PHASES) })
    .int({ error: messages.publicEvent.matchPhaseInvalid(MAX_PHASES) })
    .min(0, { error: messages.publicEvent.matchPhaseInvalid(MAX_PHASES) })
    .max(MAX_PHASES - 1, { error: messages.publicEvent.matchPhaseInvalid(MAX_PHASES) })
    .optional(),
  round: text()
    .trim()
    .min(1, coded('PUBLIC_EVENT_MATCH_ROUND_INVALID', messages.publicEvent.matchRoundInvalid))
    .max(100, coded('PUBLIC_EVENT_MATCH_ROUND_INVALID', messages.publicEvent.matchRoundInvalid))
    .optional(),
  team: z.uuid(coded('PUBLIC_EVENT_MATCH_TEAM_INVALID', messages.publicEvent.matchTeamInvalid)).optional(),
  status: matchListStatusSchema.optional(),
});
export type EventMatchesQuery = z.infer<typeof eventMatchesQuerySchema>;

/**
 * GET /api/events/:id/matches: live and next matches first, then completed newest first; `live` marks
 * those being played now. `filters` lists what the list can be narrowed to, over the whole event.
 */
export const eventMatchesPageSchema = pageSchema(
  eventMatchSummarySchema.extend({ live: z.boolean() }),
).extend({
  filters: z.object({
    phases: z.array(z.object({ index: count, name: text(), rounds: z.array(text()) })),
    teams: z.array(matchTeamSummarySchema),
  }),
});
export type EventMatchesPage = z.infer<typeof eventMatchesPageSchema>;

/** The match page: Match (matches.ts) with both rosters, plus what the signed-in viewer may do. */
export const eventMatchDetailSchema = matchSchema.extend({
  ...eventMatchFields,
  /** organiser (administers the server), team-rep (captain of team A or B), streamer, else viewer. */
  viewerRole: eventRoleSchema,
  /** The figures a player's line per game records for this tournament's game (report form, games table). */
  statLabels: z
    .array(
      z.object({
        field: z.enum(['kills', 'deaths', 'offense', 'defense', 'army', 'attack']),
        label: text(),
      }),
    )
    .default([]),
  /** Valorant and CODM series start with a map veto (GET /api/matches/:id/veto). */
  hasMapVeto: z.boolean().default(false),
  /** Clash of Clans: a war's report (and a ruling) records each side's destruction percentage. */
  recordsDestruction: z.boolean().default(false),
  /** Exactly the moves the match rules accept from this viewer now: the buttons to show. */
  allowedActions: z.array(matchActionSchema),
  /** The claimed stream, for the match page's player while it is live. */
  stream: z
    .object({ platform: streamPlatformSchema, url: text(), status: streamStatusSchema })
    .nullable()
    .default(null),
});
export type EventMatchDetail = z.infer<typeof eventMatchDetailSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/events/:id/streams -> EventStreams (Stream.matchId is the match uuid)

export const eventStreamsSchema = z.object({ streams: z.array(streamSchema) });
export type EventStreams = z.infer<typeof eventStreamsSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/events/:id/stats -> EventStatistics

export const statsTrendPointSchema = z.object({
  /** The IST day the matches were completed on. */
  date: isoDate,
  completedMatches: count,
  /** Mean of |scoreA - scoreB| over that day's completed matches, two decimals. */
  averageMargin: z.number().min(0),
});
export type StatsTrendPoint = z.infer<typeof statsTrendPointSchema>;

export const eventStatisticsSchema = statisticsSchema.extend({
  /** One point per day with completed matches, oldest first. */
  trends: z.array(statsTrendPointSchema),
});
export type EventStatistics = z.infer<typeof eventStatisticsSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/events/:id/announcements?page=&pageSize= -> EventAnnouncementsPage (newest first)

export const eventAnnouncementsPageSchema = pageSchema(announcementSchema);
export type EventAnnouncementsPage = z.infer<typeof eventAnnouncementsPageSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/players/:id -> PublicPlayerProfile

export const publicPlayerTeamSchema = z.object({
  id: text().min(1),
  name: text().min(1),
  logo: text().nullable(),
  gameId: gameIdSchema,
  game: text().min(1),
  /** 'Captain' or 'Member'. */
  role: text().min(1),
});
export type PublicPlayerTeam = z.infer<typeof publicPlayerTeamSchema>;

/** Only what a verified account shows publicly: never the in-game id. */
export const publicGameAccountSchema = z.object({
  game: text().min(1),
  inGameName: text().nullable(),
});
export type PublicGameAccount = z.infer<typeof publicGameAccountSchema>;

export const PLAYER_RECENT_MATCHES = 10;

export const playerRecentMatchSchema = z.object({
  /** Match uuid: links to /events/{eventId}/matches/{id}. */
  id: text().min(1),
  eventId: text().min(1),
  eventTitle: text().min(1),
  team: text().min(1),
  opponent: text().min(1).nullable(),
  /** The match's name in its bracket: 'Quarter-final 1'. */
  name: text().min(1),
  scoreA: count.nullable(),
  scoreB: count.nullable(),
  /** Null until the match is completed. */
  result: matchResultSchema.nullable(),
  /** When it was played, or is to be played; null while no time is agreed. */
  time: isoDateTime.nullable(),
});
export type PlayerRecentMatch = z.infer<typeof playerRecentMatchSchema>;

/** A player's figures in one game over its published events' completed matches, as that game counts them. */
export const playerGameFiguresSchema = z.object({
  /** The game's name ('Clash of Clans'). */
  game: text().min(1),
  /** Completed matches (a war, in Clash of Clans) with the player's own line. */
  matches: count,
  figures: z.array(z.object({ label: text().min(1), value: z.number().min(0).max(INT4_MAX) })).max(10),
});
export type PlayerGameFigures = z.infer<typeof playerGameFiguresSchema>;

export const publicPlayerProfileSchema = z.object({
  id: text().min(1),
  name: text().min(1),
  avatar: text().nullable(),
  nationality: text().nullable(),
  bio: text().nullable(),
  teams: z.array(publicPlayerTeamSchema),
  gameAccounts: z.array(publicGameAccountSchema),
  /** Newest first, at most PLAYER_RECENT_MATCHES, from published events only. */
  recentMatches: z.array(playerRecentMatchSchema),
  /**
   * The player's rating in each community that chose to show ratings (its organisers' setting, off by
   * default): openskill's ordinal, one decimal. Communities that did not choose are left out entirely.
   */
  communityRatings: z.array(
    z.object({ community: text().min(1), slug: text().min(1), rating: z.number().min(-1000).max(1000) }),
  ),
  /** Per game the player has lines in, its own figures (a chief's offense, defense, army, attack). */
  figures: z.array(playerGameFiguresSchema).max(20).default([]),
});
export type PublicPlayerProfile = z.infer<typeof publicPlayerProfileSchema>;
