import { z } from 'zod';
import { isDestruction } from '../domain/games/war-destruction.ts';
import { MAX_SCORE } from '../domain/limits.ts';
import { messages } from '../domain/messages/catalogue.ts';
import { isPlatformHost, streamPlatformHosts } from '../domain/streams/stream-hosts.ts';
import { coded } from './coded-error.ts';
import { isoDateTime } from './date-time.ts';
import { streamPlatformSchema, watchUrlSchema } from './streams.ts';
import { idSchema, text } from './text-fields.ts';

/** Series and game scores fit their integer columns. */
const score = z
  .int(coded('MATCH_INVALID_SCORE', messages.match.invalidScore))
  .min(0, coded('MATCH_INVALID_SCORE', messages.match.invalidScore))
  .max(MAX_SCORE, coded('MATCH_SCORE_TOO_LARGE', messages.match.scoreTooLarge));

export const matchStatusSchema = z.enum(['upcoming', 'pending', 'scheduled', 'completed', 'disputed']);
export type MatchStatus = z.infer<typeof matchStatusSchema>;

/** Team A or team B: which side of a match a team, a proposal or a report belongs to. */
export const matchSideSchema = z.enum(['A', 'B']);
export type MatchSide = z.infer<typeof matchSideSchema>;

/** Who is looking at a match page; decides which buttons it shows. */
export const eventRoleSchema = z.enum(['viewer', 'streamer', 'team-rep', 'organiser']);
export type EventRole = z.infer<typeof eventRoleSchema>;

export const matchActionSchema = z.enum([
  'claim-stream',
  'release-stream',
  'go-live',
  'lock-stream',
  'unlock-stream',
  'schedule',
  'accept-time',
  'report',
  'confirm',
  'dispute',
  'resolve',
  'set-time',
]);
export type MatchAction = z.infer<typeof matchActionSchema>;

export const matchPlayerSchema = z.object({
  id: text().min(1),
  name: text().min(1),
  role: text(),
  country: text().nullable(),
  /** On the team's roster as a substitute (the format's first players start); the spec's shape omits it. */
  substitute: z.boolean().default(false),
});
export type MatchPlayer = z.infer<typeof matchPlayerSchema>;

export const matchTeamSchema = z.object({
  id: text().min(1),
  name: text().min(1),
  logo: text().nullable(),
  players: z.array(matchPlayerSchema),
});
export type MatchTeam = z.infer<typeof matchTeamSchema>;

/** A time one side has offered; the other side accepts it or offers another. */
export const matchProposalSchema = z.object({ time: isoDateTime, by: matchSideSchema });
export type MatchProposal = z.infer<typeof matchProposalSchema>;

/** A score one side has reported; it counts once the other side confirms it. */
export const matchReportSchema = z.object({
  scoreA: score,
  scoreB: score,
  /** A war's destruction per side, which decides a war level on stars. */
  destructionA: z.number().min(0).max(100).optional(),
  destructionB: z.number().min(0).max(100).optional(),
  by: matchSideSchema,
  at: isoDateTime,
});
export type MatchReport = z.infer<typeof matchReportSchema>;

/** Scores and stat figures fit the integer columns they are stored in. */
export const MAX_GAME_SCORE = 1_000_000;
export const MAX_STAT_FIGURE = 1_000_000;
/** The longest series an organiser may set (best of 7). */
export const MAX_SERIES_GAMES = 7;

const figure = z.int().min(0).max(MAX_STAT_FIGURE).default(0);
const gameScore = z
  .int(coded('MATCH_INVALID_SCORE', messages.match.invalidScore))
  .min(0, coded('MATCH_INVALID_SCORE', messages.match.invalidScore))
  .max(MAX_GAME_SCORE, coded('MATCH_INVALID_SCORE', messages.match.invalidScore));

/** One player's line in one game; a game only asks for its own figures (see STAT_LABELS), the rest stay 0. */
export const gameStatLineSchema = z.object({
  userId: idSchema,
  kills: figure,
  deaths: figure,
  offense: figure,
  defense: figure,
  army: figure,
  attack: figure,
});
export type GameStatLine = z.infer<typeof gameStatLineSchema>;

/** Clash of Clans: a side's destruction in one war, a percentage in hundredths (87.53). */
export const destructionSchema = z
  .number(coded('MATCH_INVALID_DESTRUCTION', messages.match.invalidDestruction))
  .refine(isDestruction, coded('MATCH_INVALID_DESTRUCTION', messages.match.invalidDestruction));

/**
 * One game of a series (a war, in Clash of Clans): its score and, for games with stats, the players'
 * lines; a war also records each side's destruction, which decides a war drawn on stars.
 */
export const seriesGameSchema = z.object({
  scoreA: gameScore,
  scoreB: gameScore,
  destructionA: destructionSchema.optional(),
  destructionB: destructionSchema.optional(),
  playerStats: z.array(gameStatLineSchema).max(100).default([]),
});
export type SeriesGame = z.infer<typeof seriesGameSchema>;

export const seriesGamesSchema = z
  .array(seriesGameSchema)
  .min(1, coded('SERIES_NO_GAMES', messages.series.noGames))
  .max(MAX_SERIES_GAMES, { error: messages.series.tooManyGames(MAX_SERIES_GAMES) });

export const matchDisputeSchema = z.object({ by: matchSideSchema, reason: text(), at: isoDateTime });
export type MatchDispute = z.infer<typeof matchDisputeSchema>;

export const matchSchema = z.object({
  id: text().min(1),
  round: text(),
  /** Null while the team is still to come out of an earlier match. */
  teamA: matchTeamSchema.nullable(),
  teamB: matchTeamSchema.nullable(),
  status: matchStatusSchema,
  scoreA: score.nullable(),
  scoreB: score.nullable(),
  scheduledTime: isoDateTime.nullable(),
  completedTime: isoDateTime.nullable(),
  note: text().nullable(),
  /** Ids of the matches whose results decide this match's teams. */
  dependsOn: z.array(text().min(1)),
  streamClaimed: z.boolean(),
  /** Display name of the streamer who claimed the match. */
  streamer: text().nullable(),
  streamerId: text().nullable().default(null),
  /** The caster marked the stream live (before the scheduled time, say for a pre-show). */
  streamLive: z.boolean().default(false),
  /** Locked while on stream: the teams cannot report until the caster releases it or an organiser unlocks it. */
  streamLocked: z.boolean().default(false),
  proposal: matchProposalSchema.nullable().default(null),
  report: matchReportSchema.nullable().default(null),
  dispute: matchDisputeSchema.nullable().default(null),
  /** Decided on completion; null for a draw. */
  winner: matchSideSchema.nullable().default(null),
  /** The series the match's round plays (1, 3, 5 or 7). */
  bestOf: z.int().min(1).max(MAX_SERIES_GAMES).optional(),
  /** The games reported for the series, in order; absent when only a score was reported. */
  games: z.array(seriesGameSchema).max(MAX_SERIES_GAMES).optional(),
});
export type Match = z.infer<typeof matchSchema>;

/** Proposing a time (team rep) and setting it directly (organiser) carry the same body. */
export const proposeTimePayloadSchema = z.object({ time: isoDateTime });
export type ProposeTimePayload = z.infer<typeof proposeTimePayloadSchema>;

export const reportScorePayloadSchema = z.object({ scoreA: score, scoreB: score });
export type ReportScorePayload = z.infer<typeof reportScorePayloadSchema>;

export const disputeScorePayloadSchema = z.object({
  reason: text()
    .trim()
    .min(1, coded('MATCH_DISPUTE_REASON_REQUIRED', messages.match.disputeReasonRequired))
    .max(500),
});
export type DisputeScorePayload = z.infer<typeof disputeScorePayloadSchema>;

export const resolveDisputePayloadSchema = z.object({
  scoreA: score,
  scoreB: score,
  note: text().trim().max(500).optional(),
});
export type ResolveDisputePayload = z.infer<typeof resolveDisputePayloadSchema>;

export const claimStreamPayloadSchema = z
  .object({
    platform: streamPlatformSchema,
    url: text().trim().max(300).pipe(watchUrlSchema),
  })
  .superRefine((claim, context) => {
    // A link that is not https at all already has its own message; say one thing at a time.
    if (!watchUrlSchema.safeParse(claim.url).success || isPlatformHost(claim.platform, claim.url)) return;
    context.addIssue({
      code: 'custom',
      path: ['url'],
      message: messages.stream.urlNotOnPlatform(claim.platform, streamPlatformHosts[claim.platform]),
    });
  });
export type ClaimStreamPayload = z.infer<typeof claimStreamPayloadSchema>;
