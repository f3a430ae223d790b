import { z } from 'zod';
import { INT4_MAX, MAX_SEASON_NUMBER } from '../domain/limits.ts';
import { attentionMatchSchema, tournamentMatchLineSchema } from './competition.ts';
import { gameIdSchema } from './games.ts';
import { tournamentStageSchema } from './lifecycle.ts';
import { text } from './text-fields.ts';

/** A card on My Tournaments and the dashboard's recent list. */
export const organiserTournamentSummarySchema = z.object({
  id: text(),
  name: text(),
  seasonNumber: z.number().int().min(1).max(MAX_SEASON_NUMBER),
  gameId: gameIdSchema,
  game: text(),
  serverId: text(),
  serverName: text(),
  status: tournamentStageSchema,
  teamsRegistered: z.number().int().min(0).max(INT4_MAX),
  /** Rupees with Indian grouping when the organiser typed an amount, else their text as typed. */
  prizePool: text(),
  /** The first round's day once the calendar is saved, the publish date until then. */
  startDate: text(),
});
export type OrganiserTournamentSummary = z.infer<typeof organiserTournamentSummarySchema>;

export const organiserTournamentsSchema = z.object({
  tournaments: z.array(organiserTournamentSummarySchema),
});
export type OrganiserTournamentList = z.infer<typeof organiserTournamentsSchema>;

export const dashboardMatchSchema = tournamentMatchLineSchema.extend({
  id: text(),
  status: text(),
  /** ISO instant; null while the team representatives have not agreed a time. */
  scheduledTime: text().nullable(),
});
export type DashboardMatch = z.infer<typeof dashboardMatchSchema>;

/** A match that needs the organiser, on the dashboard: which tournament's console settles it. */
export const dashboardAttentionSchema = attentionMatchSchema.extend({
  tournamentId: text(),
  tournamentName: text(),
});
export type DashboardAttention = z.infer<typeof dashboardAttentionSchema>;

export const organiserDashboardSchema = z.object({
  activeTournaments: z.number().int().min(0).max(INT4_MAX),
  teamsRegistered: z.number().int().min(0).max(INT4_MAX),
  /** Rupees with Indian grouping, e.g. '₹10,00,000'. */
  totalPrizePool: text(),
  recentTournaments: z.array(organiserTournamentSummarySchema),
  upcomingMatches: z.array(dashboardMatchSchema),
  /** Every match of a running tournament that needs the organiser, tournament by tournament. */
  needsAttention: z.array(dashboardAttentionSchema),
});
export type OrganiserDashboard = z.infer<typeof organiserDashboardSchema>;
