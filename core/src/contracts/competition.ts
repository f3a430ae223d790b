import { z } from 'zod';
import { INT4_MAX, MAX_STAT } from '../domain/limits.ts';
import { messages } from '../domain/messages/catalogue.ts';
import { PLAYER_VERIFICATION_STATES } from '../domain/verification/entry-verification.ts';
import { coded } from './coded-error.ts';
import { isoDateTime } from './date-time.ts';
import { registrationStatusSchema } from './events.ts';
import { tournamentLifecycleSchema } from './lifecycle.ts';
import {
  destructionSchema,
  matchActionSchema,
  matchSchema,
  reportScorePayloadSchema,
  resolveDisputePayloadSchema,
  seriesGamesSchema,
} from './matches.ts';
import { eventMatchDetailSchema } from './public-event.ts';
import { phaseFormatSchema } from './roadmap.ts';
import { standingRecordSchema } from './standings.ts';
import { statisticsSchema } from './stats.ts';
import { streamPlatformSchema } from './streams.ts';
import { idSchema, text } from './text-fields.ts';

const id = idSchema;
const count = z.int().min(0).max(INT4_MAX);

/** A team as competition screens name it. */
export const entrantTeamSchema = z.object({ id: text(), name: text(), logo: text().nullable() });
export type EntrantTeam = z.infer<typeof entrantTeamSchema>;

// Registration

/** POST /api/events/:id/registrations: the captain enters the team with the players who will play. */
export const registerTeamPayloadSchema = z.object({ teamId: id, roster: z.array(id).min(1).max(60) });
export type RegisterTeamPayload = z.infer<typeof registerTeamPayloadSchema>;

/** POST /api/events/:id/registrations/:teamId/swap: the substitute comes in for the starter. */
export const swapRosterPayloadSchema = z.object({ starterId: id, substituteId: id });
export type SwapRosterPayload = z.infer<typeof swapRosterPayloadSchema>;

export const inviteTeamPayloadSchema = z.object({ teamId: id });
export type InviteTeamPayload = z.infer<typeof inviteTeamPayloadSchema>;

/** An organiser's offer of an invited place, until the team's captain answers it. */
export const tournamentInvitationStatusSchema = z.enum(['pending', 'accepted', 'declined']);
export type TournamentInvitationStatus = z.infer<typeof tournamentInvitationStatusSchema>;

export const tournamentInvitationSchema = z.object({
  id: text(),
  tournamentId: text(),
  eventName: text(),
  team: z.object({ id: text(), name: text(), logo: text().nullable() }),
  status: tournamentInvitationStatusSchema,
  invitedAt: isoDateTime,
});
export type TournamentInvitation = z.infer<typeof tournamentInvitationSchema>;

/** GET /api/me/tournament-invitations: what the captain has to answer. */
export const tournamentInvitationsSchema = z.object({ invitations: z.array(tournamentInvitationSchema) });
export type TournamentInvitations = z.infer<typeof tournamentInvitationsSchema>;

export const entryStatusSchema = z.enum(['registered', 'invited', 'withdrawn', 'waitlisted', 'dropped']);
export type EntryStatus = z.infer<typeof entryStatusSchema>;

export const rosterPlayerSchema = z.object({
  userId: text(),
  name: text(),
  avatar: text().nullable(),
  /** Holds a verified account for the tournament's game. */
  verified: z.boolean(),
  /** Where their verification stands for this tournament (`accepted` when it asks for none). */
  verification: z.enum(PLAYER_VERIFICATION_STATES),
});
export type RosterPlayer = z.infer<typeof rosterPlayerSchema>;

/** A player on an entered roster: the format's first players start, the rest are substitutes. */
export const entryRosterPlayerSchema = rosterPlayerSchema.extend({ substitute: z.boolean() });

export const tournamentEntrySchema = z.object({
  team: entrantTeamSchema,
  status: entryStatusSchema,
  roster: z.array(entryRosterPlayerSchema),
  registeredAt: isoDateTime,
  /** Applied with players in review: holds its place (or waitlist turn) but does not play yet. */
  awaitingVerification: z.boolean(),
  /** After a rejection: the time by which every player must be back in review, or the place is freed. */
  verificationDeadline: isoDateTime.nullable(),
});
export type TournamentEntry = z.infer<typeof tournamentEntrySchema>;

export const tournamentEntriesSchema = z.object({
  registrationStatus: registrationStatusSchema,
  /** Places the roadmap offers: registered teams fill `registered`, invited teams `invited`. */
  places: z.object({ registered: count, invited: count }),
  entries: z.array(tournamentEntrySchema),
});
export type TournamentEntries = z.infer<typeof tournamentEntriesSchema>;

// Phases

/**
 * registration: qualifiers, then invited teams, then registered teams, each in their own order.
 * rating: the strongest first by the community's ratings of their players (ties as registered).
 */
export const seedingModeSchema = z.enum(['registration', 'random', 'manual', 'rating']);
export type SeedingMode = z.infer<typeof seedingModeSchema>;

export const startPhasePayloadSchema = z
  .object({
    seeding: seedingModeSchema.default('registration'),
    order: z.array(id).max(4096).optional(),
    /** Battle Royale, manual: the organiser's own lobbies, team ids per lobby. */
    lobbies: z.array(z.array(id).max(100)).max(64).optional(),
  })
  .refine(
    (payload) =>
      payload.seeding !== 'manual' || (payload.order?.length ?? 0) > 0 || (payload.lobbies?.length ?? 0) > 0,
    {
      ...coded('COMPETITION_MANUAL_ORDER_REQUIRED', messages.competition.manualOrderRequired),
      path: ['order'],
    },
  );
export type StartPhasePayload = z.infer<typeof startPhasePayloadSchema>;

export const phaseStatusSchema = z.enum(['not_started', 'active', 'completed']);
export type PhaseStatus = z.infer<typeof phaseStatusSchema>;

export const startedPhaseSchema = z.object({
  phaseIndex: count,
  status: phaseStatusSchema,
  seeds: z.array(entrantTeamSchema),
  matches: count,
});
export type StartedPhase = z.infer<typeof startedPhaseSchema>;

// Matches

/** A match as the competition endpoints answer it, with the moves the signed-in person may make next. */
export const competitionMatchSchema = matchSchema
  .pick({
    status: true,
    scoreA: true,
    scoreB: true,
    scheduledTime: true,
    completedTime: true,
    note: true,
    streamClaimed: true,
    streamer: true,
    streamerId: true,
    streamLive: true,
    streamLocked: true,
    proposal: true,
    report: true,
    dispute: true,
    winner: true,
    bestOf: true,
    games: true,
  })
  .extend({
    id: text(),
    /** The bracket's id of the match (`qf-1`, `ga-md1-1`), unique within its phase. */
    displayId: text(),
    name: text(),
    tournamentId: text(),
    phaseIndex: count,
    round: text(),
    teamA: entrantTeamSchema.nullable(),
    teamB: entrantTeamSchema.nullable(),
    actions: z.array(matchActionSchema),
  });
export type CompetitionMatch = z.infer<typeof competitionMatchSchema>;

/** One player's line for a match; the army and attack figures feed the team page's averages. */
const stat = z
  .int(coded('MATCH_STAT_OUT_OF_RANGE', messages.match.statOutOfRange))
  .min(0, coded('MATCH_STAT_OUT_OF_RANGE', messages.match.statOutOfRange))
  .max(MAX_STAT, coded('MATCH_STAT_OUT_OF_RANGE', messages.match.statOutOfRange));

export const playerStatLineSchema = z.object({
  userId: id,
  kills: stat,
  deaths: stat,
  offense: stat.default(0),
  defense: stat.default(0),
  army: stat.default(0),
  attack: stat.default(0),
});
export type PlayerStatLine = z.infer<typeof playerStatLineSchema>;

const playerStats = z.array(playerStatLineSchema).max(100).optional();

/**
 * A result is either the score alone (a best of 1, or a series reported by its game count) or the list
 * of games, from which the series score and winner are derived.
 */
export const reportResultPayloadSchema = reportScorePayloadSchema
  .partial()
  .extend({ games: seriesGamesSchema.optional(), playerStats })
  .refine(
    (payload) =>
      payload.games !== undefined || (payload.scoreA !== undefined && payload.scoreB !== undefined),
    {
      ...coded('MATCH_INVALID_SCORE', messages.match.invalidScore),
      path: ['scoreA'],
    },
  );
export type ReportResultPayload = z.infer<typeof reportResultPayloadSchema>;

/** A ruling on a war may record each side's destruction, as a war's report does. */
export const resolveResultPayloadSchema = resolveDisputePayloadSchema.extend({
  playerStats,
  destructionA: destructionSchema.optional(),
  destructionB: destructionSchema.optional(),
});
export type ResolveResultPayload = z.infer<typeof resolveResultPayloadSchema>;

// Streams

export const streamerGrantPayloadSchema = z.object({ userId: id });
export type StreamerGrantPayload = z.infer<typeof streamerGrantPayloadSchema>;

export const tournamentStreamerSchema = z.object({
  userId: text(),
  name: text(),
  avatar: text().nullable(),
  grantedAt: isoDateTime,
});
export type TournamentStreamer = z.infer<typeof tournamentStreamerSchema>;

export const tournamentStreamersSchema = z.object({ streamers: z.array(tournamentStreamerSchema) });
export type TournamentStreamers = z.infer<typeof tournamentStreamersSchema>;

/** A match on a list that spans tournaments: named with its tournament, its teams null until decided. */
export const tournamentMatchLineSchema = z.object({
  tournamentId: text(),
  tournamentName: text(),
  name: text(),
  teamA: text().nullable(),
  teamB: text().nullable(),
});
export type TournamentMatchLine = z.infer<typeof tournamentMatchLineSchema>;

/** A match on the Stream Tools list: unclaimed, or claimed by the signed-in streamer. */
export const claimableMatchSchema = tournamentMatchLineSchema.extend({
  matchId: text(),
  status: matchSchema.shape.status,
  scheduledTime: isoDateTime.nullable(),
  /** The person's own claim: a streamer's queue, in the order the matches are played. */
  claim: z
    .object({ platform: streamPlatformSchema, url: text(), live: z.boolean(), locked: z.boolean() })
    .nullable(),
});
export type ClaimableMatch = z.infer<typeof claimableMatchSchema>;

export const claimableMatchesSchema = z.object({ matches: z.array(claimableMatchSchema) });
export type ClaimableMatches = z.infer<typeof claimableMatchesSchema>;

// Organiser console

/** disputed: a ruling is needed; unscheduled: no agreed time with the round about to close; overdue: played but no result. */
/** no-show: check-in closed with a team missing, and the organiser decides the match. */
/** unconfirmed: a reported score nobody confirmed or disputed within the dispute window. */
export const attentionReasonSchema = z.enum([
  'disputed',
  'unconfirmed',
  'unscheduled',
  'result-overdue',
  'no-show',
  'flagged',
]);
export type AttentionReason = z.infer<typeof attentionReasonSchema>;

/** Which match of which phase a console row is about. */
const consoleMatchRefSchema = z.object({
  matchId: text(),
  name: text(),
  phaseIndex: count,
});

export const attentionMatchSchema = consoleMatchRefSchema.extend({
  teamA: text().nullable(),
  teamB: text().nullable(),
  status: matchSchema.shape.status,
  scheduledTime: isoDateTime.nullable(),
  reason: attentionReasonSchema,
  /** The dispute's reason, for a disputed match (the flag's, for a flagged lobby match). */
  detail: text().nullable(),
  /** A battle-royale lobby's match (`matchId` is then the lobby match): it is settled on the lobby page. */
  lobbyId: text().nullable().default(null),
  /** The score the organiser rules on: the standing report of a disputed or unconfirmed match. */
  reported: z.object({ scoreA: count, scoreB: count, by: text() }).nullable(),
});
export type AttentionMatch = z.infer<typeof attentionMatchSchema>;

/** A completed result the organiser may correct or reopen. */
export const consoleResultSchema = consoleMatchRefSchema.extend({
  teamA: text(),
  teamB: text(),
  scoreA: count,
  scoreB: count,
  winner: matchSchema.shape.winner,
  completedTime: isoDateTime.nullable(),
});
export type ConsoleResult = z.infer<typeof consoleResultSchema>;

/** A match still to be decided, open to the organiser's settle or forfeit. */
export const consoleOpenMatchSchema = consoleMatchRefSchema.extend({
  teamA: entrantTeamSchema,
  teamB: entrantTeamSchema,
  status: matchSchema.shape.status,
  /** The score one side reported and the other has not confirmed; settling lets it stand. */
  report: z.object({ scoreA: count, scoreB: count, by: text() }).nullable(),
});
export type ConsoleOpenMatch = z.infer<typeof consoleOpenMatchSchema>;

/** A battle-royale lobby match still waiting for its results, entered on the lobby page. */
export const consoleOpenLobbyMatchSchema = z.object({
  lobbyMatchId: z.string(),
  lobbyId: z.string(),
  /** 'Lobby A · Match 2'. */
  name: z.string(),
  phaseIndex: count,
  scheduledTime: isoDateTime.nullable(),
});
export type ConsoleOpenLobbyMatch = z.infer<typeof consoleOpenLobbyMatchSchema>;

/** A battle-royale phase's lobby, linked from its phase card. */
export const consoleLobbySchema = z.object({
  id: z.string(),
  name: z.string(),
  matches: z.object({ total: count, completed: count }),
});
export type ConsoleLobby = z.infer<typeof consoleLobbySchema>;

/** How many of the latest results the console lists. */
export const CONSOLE_RESULTS_LIMIT = 50;

export const consolePhaseSchema = z.object({
  index: count,
  name: text(),
  format: phaseFormatSchema,
  status: phaseStatusSchema,
  totalTeams: count,
  /** Before the start: the teams it would start with now. After: its seeds, in order. */
  teams: z.array(entrantTeamSchema),
  matches: z.object({ total: count, completed: count, disputed: count }),
  /** Why the organiser cannot start it now; null when they can (or it has started). */
  startBlockedBy: text().nullable(),
  champion: entrantTeamSchema.nullable(),
  /** A started battle-royale phase's lobbies, where rooms and results are entered. */
  lobbies: z.array(consoleLobbySchema).default([]),
  /**
   * Before the start: its teams in "seed by rating" order, each with its rating's ordinal (the roster's
   * community rating, mean less three uncertainties). Empty once started.
   */
  ratingSeeds: z.array(z.object({ team: entrantTeamSchema, ordinal: z.number() })).default([]),
});
export type ConsolePhase = z.infer<typeof consolePhaseSchema>;

export const tournamentConsoleSchema = z.object({
  tournamentId: text(),
  name: text(),
  lifecycle: tournamentLifecycleSchema,
  registrationStatus: registrationStatusSchema,
  /** Valorant and CODM: the console shows the map pool and veto sequences. */
  hasMapVeto: z.boolean().default(false),
  entries: z.object({ registered: count, invited: count }),
  phases: z.array(consolePhaseSchema),
  attention: z.array(attentionMatchSchema),
  /** The latest completed results, newest first (at most CONSOLE_RESULTS_LIMIT). */
  results: z.array(consoleResultSchema),
  /** Matches with both teams still waiting for a result, in play order (at most CONSOLE_RESULTS_LIMIT). */
  openMatches: z.array(consoleOpenMatchSchema).default([]),
  /** Lobby matches of started battle-royale phases still waiting for results, in play order. */
  openLobbyMatches: z.array(consoleOpenLobbyMatchSchema).default([]),
  streamers: z.array(tournamentStreamerSchema),
  champion: entrantTeamSchema.nullable(),
});
export type TournamentConsole = z.infer<typeof tournamentConsoleSchema>;

// Statistics

export const standingTableRowSchema = standingRecordSchema.extend({
  team: entrantTeamSchema,
  /** Disqualified by the organiser: its remaining matches were forfeited. */
  disqualified: z.boolean().default(false),
});
export type StandingTableRow = z.infer<typeof standingTableRowSchema>;

/** A group's table (group stage) or the whole field's (Swiss). */
export const standingTableSchema = z.object({
  phaseIndex: count,
  phaseName: text(),
  name: text(),
  rows: z.array(standingTableRowSchema),
});
export type StandingTable = z.infer<typeof standingTableSchema>;

export const tournamentStatsSchema = statisticsSchema.extend({
  standings: z.array(standingTableSchema),
  champion: entrantTeamSchema.nullable(),
});
export type TournamentStats = z.infer<typeof tournamentStatsSchema>;

// Live updates

/** GET /api/events/:id/updates sends a comment this often so proxies keep the stream open. */
export const LIVE_UPDATES_KEEPALIVE_SECONDS = 25;

/** A match as a visitor sees it (no viewer's role or buttons): what a live update carries to patch pages. */
export const liveMatchSchema = eventMatchDetailSchema.omit({ viewerRole: true, allowedActions: true });
export type LiveMatch = z.infer<typeof liveMatchSchema>;

/**
 * One server-sent event: what changed, so a page patches or refetches just that. The SSE event name is
 * `type`. The api adds the changed match itself to `match` events of published events.
 */
const versioned = {
  /** The tournament's data version this update brings (a `match` update: its `match`'s): newer is higher. */
  version: count.optional(),
};

export const tournamentUpdateSchema = z.discriminatedUnion('type', [
  z.object({
    ...versioned,
    type: z.literal('match'),
    matchId: text(),
    status: matchSchema.shape.status,
    match: liveMatchSchema.optional(),
  }),
  z.object({ ...versioned, type: z.literal('phase'), phaseIndex: count, status: phaseStatusSchema }),
  z.object({ ...versioned, type: z.literal('tournament'), lifecycle: tournamentLifecycleSchema }),
  z.object({ ...versioned, type: z.literal('announcement'), announcementId: text(), deleted: z.boolean() }),
  z.object({ ...versioned, type: z.literal('stream'), matchId: text(), claimed: z.boolean() }),
  z.object({ ...versioned, type: z.literal('registration'), teamId: text(), status: entryStatusSchema }),
  /** A battle-royale lobby match got (or lost) its results: points tables refetch. */
  z.object({
    ...versioned,
    type: z.literal('lobby-match'),
    lobbyMatchId: text(),
    status: z.enum(['upcoming', 'completed']),
  }),
]);
export type TournamentUpdate = z.infer<typeof tournamentUpdateSchema>;
