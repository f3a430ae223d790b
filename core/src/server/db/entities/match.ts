import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';
import { Phase } from './phase.ts';
import { Team } from './team.ts';
import { Tournament } from './tournament.ts';

type SlotSourceJson =
  | { type: 'seed'; seed: number }
  | { type: 'match'; matchId: string; outcome: 'winner' | 'loser' }
  | { type: 'bye' };
type SlotTargetJson = { matchId: string; slot: 'A' | 'B' } | null;
type ScoreReport = {
  scoreA: number;
  scoreB: number;
  /** Clash of Clans: each side's destruction in the reported war, which decides it on level stars. */
  destructionA?: number | undefined;
  destructionB?: number | undefined;
  byTeamId: string;
  at: string;
} | null;
type TimeProposal = { time: string; byTeamId: string; at: string } | null;
type SeriesGameJson = {
  scoreA: number;
  scoreB: number;
  /** Clash of Clans: each side's destruction percentage in the war. */
  destructionA?: number | undefined;
  destructionB?: number | undefined;
  playerStats: Array<{
    userId: string;
    kills: number;
    deaths: number;
    offense: number;
    defense: number;
    army: number;
    attack: number;
  }>;
};
type ScoreDispute = { byTeamId: string; reason: string; at: string } | null;

/**
 * One bracket match. The bracket columns mirror the core engine's BracketMatch (display id, sources and
 * forward links), so a phase is loaded into the engine and written back without translation.
 * `version` makes concurrent reports settle on exactly one outcome.
 */
export const Match = defineEntity({
  name: 'Match',
  tableName: 'matches',
  uniques: [{ properties: ['phase', 'displayId'] }],
  indexes: [{ properties: ['tournament', 'status'] }, { properties: ['teamA'] }, { properties: ['teamB'] }],
  properties: {
    id: uuidPrimaryKey(),
    tournament: () => p.manyToOne(Tournament).deleteRule('cascade'),
    phase: () => p.manyToOne(Phase).deleteRule('cascade'),
    displayId: p.string().length(40),
    name: p.string().length(80),
    roundKey: p.string().length(40),
    round: p.integer(),
    side: p.string().length(20),
    groupIndex: p.integer().nullable(),
    position: p.integer(),
    playOrder: p.integer(),
    dependsOn: p.json<[SlotSourceJson, SlotSourceJson]>(),
    winnerTo: p.json<SlotTargetJson>().nullable(),
    loserTo: p.json<SlotTargetJson>().nullable(),
    teamA: () => p.manyToOne(Team).nullable().deleteRule('set null'),
    teamB: () => p.manyToOne(Team).nullable().deleteRule('set null'),
    scoreA: p.integer().nullable(),
    scoreB: p.integer().nullable(),
    winner: () => p.manyToOne(Team).nullable().deleteRule('set null'),
    loser: () => p.manyToOne(Team).nullable().deleteRule('set null'),
    /** The engine's view (upcoming, pending, completed, bye, void). */
    bracketStatus: p.string().length(20),
    /** The competition's view (upcoming, pending, scheduled, completed, disputed). */
    status: p.string().length(20),
    scheduledTime: p.datetime().nullable(),
    completedTime: p.datetime().nullable(),
    proposal: p.json<TimeProposal>().nullable(),
    report: p.json<ScoreReport>().nullable(),
    /** The answering side's objection to the reported score, kept after the organiser settles it. */
    dispute: p.json<ScoreDispute>().nullable(),
    note: p.string().length(500).nullable(),
    /** The games of the reported (then confirmed) series, in order; null when only a score was reported. */
    games: p.json<SeriesGameJson[]>().nullable(),
    version: p.integer().version(),
  },
});
