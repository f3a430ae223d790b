import { z } from 'zod';
import { INT4_MAX } from '../domain/limits.ts';
import { text } from './text-fields.ts';

const count = z.int().min(0).max(INT4_MAX);

export const teamStatRowSchema = z.object({
  rank: z.int().min(1).max(INT4_MAX),
  name: text().min(1),
  logo: text().nullable(),
  wins: count,
  losses: count,
  /** Percentage of games won, one decimal place. */
  winRate: z.number().min(0).max(100),
});
export type TeamStatRow = z.infer<typeof teamStatRowSchema>;

export const playerStatRowSchema = z.object({
  rank: z.int().min(1).max(INT4_MAX),
  name: text().min(1),
  team: text(),
  kills: count,
  deaths: count,
  /** Kills per death, two decimal places; equals kills when there are no deaths. */
  kd: z.number().min(0),
  /** Clash of Clans: offense and defense summed over the player's lines, army and attack averaged. */
  offense: count,
  defense: count,
  army: count,
  attack: count,
});
export type PlayerStatRow = z.infer<typeof playerStatRowSchema>;

export const eventSummarySchema = z.object({
  /** How the game is counted (see gameStatistics): which figures the pages show. */
  kind: z.enum(['war', 'duel', 'battle-royale']),
  totalMatches: count,
  completedMatches: count,
  totalKills: count,
  /** Clash of Clans: stars won over every completed war (both sides). */
  totalStars: count,
  /** Clash of Clans: the mean destruction of every side of every completed war that recorded one; null before. */
  averageDestruction: z.number().min(0).max(100).nullable().default(null),
  /** Whole minutes. */
  averageMatchDuration: count,
  participatingTeams: count,
  /** Whole rupees. */
  totalPrizePool: count,
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** A team's battle-royale figures over every lobby match it played in the tournament. */
export const battleRoyaleTeamStatSchema = z.object({
  rank: z.int().min(1),
  name: text().min(1),
  logo: text().nullable(),
  matches: count,
  wwcd: count,
  kills: count,
  /** Mean placement, one decimal place; null before the first match. */
  averagePlacement: z.number().min(0).nullable(),
  total: count,
});
export type BattleRoyaleTeamStat = z.infer<typeof battleRoyaleTeamStatSchema>;

export const statisticsSchema = eventSummarySchema.extend({
  teams: z.array(teamStatRowSchema),
  players: z.array(playerStatRowSchema),
  /** Battle-royale tournaments: teams by points over every lobby match; absent for duel games. */
  battleRoyaleTeams: z.array(battleRoyaleTeamStatSchema).optional(),
  /** Valorant and CODM: the event's map pick/ban table and each team's games and wins per map. */
  maps: z
    .object({
      table: z.array(
        z.object({ map: text(), name: text(), picks: count, bans: count, deciders: count, played: count }),
      ),
      teams: z.array(
        z.object({ teamId: text(), teamName: text(), map: text(), name: text(), played: count, won: count }),
      ),
    })
    .optional(),
});
export type Statistics = z.infer<typeof statisticsSchema>;
