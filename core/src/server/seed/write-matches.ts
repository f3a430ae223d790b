import {
  addDays,
  type BracketMatch,
  type BracketState,
  type MatchStatus,
  type PhaseCalendar,
  ROUND_LENGTH_DAYS,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Match } from '../db/entities/index.ts';
import type { DemoClock } from './demo-clock.ts';
import { randomInt } from './demo-random.ts';
import type { TeamRow } from './demo-teams.ts';
import type { PhaseRow, TournamentRow } from './write-tournament.ts';

export type MatchRow = InferEntity<typeof Match>;
type MatchFields = Pick<MatchRow, 'scheduledTime' | 'completedTime' | 'proposal' | 'report' | 'note'>;

/** How the story wants a match to stand beyond what the engine knows: its competition status and times. */
export type MatchScript = { status: MatchStatus } & Partial<MatchFields>;

export interface WriteMatchesInput {
  tournament: TournamentRow;
  phase: PhaseRow;
  bracket: BracketState;
  calendar: PhaseCalendar;
  teams: ReadonlyMap<string, TeamRow>;
  bestOf: number;
  random: () => number;
  scripts?: Readonly<Record<string, MatchScript>>;
}

/** Start times inside the calendar's default 09:00-18:00 day, one match after another on busy days. */
const SLOTS = ['12:00', '14:30', '17:00'];

/** Completed, BYE and void matches are settled; the rest wait as the engine says. */
const defaultStatus = (match: BracketMatch): MatchStatus =>
  match.status === 'pending' ? 'pending' : match.status === 'upcoming' ? 'upcoming' : 'completed';

/**
 * One Match row per engine match, columns copied as they are so the phase loads back into the engine.
 * Played matches get times inside their calendar round, spread over its days.
 */
export function writeMatches(em: EntityManager, clock: DemoClock, input: WriteMatchesInput) {
  const { tournament, phase, bracket, calendar, teams, bestOf, random, scripts = {} } = input;
  const roundStart = new Map(calendar.rounds.map((round) => [round.roundKey, round.startDate]));
  const playedInRound = new Map<string, number>();
  const team = (id: string | null) => (id === null ? null : teams.get(id)!);

  const playedTimes = (match: BracketMatch): Pick<MatchFields, 'scheduledTime' | 'completedTime'> => {
    const k = playedInRound.get(match.roundKey) ?? 0;
    playedInRound.set(match.roundKey, k + 1);
    const day = addDays(roundStart.get(match.roundKey)!, k % ROUND_LENGTH_DAYS);
    const scheduledTime = clock.at(day, SLOTS[Math.floor(k / ROUND_LENGTH_DAYS) % SLOTS.length]!);
    const minutes = bestOf === 1 ? randomInt(random, 32, 48) : randomInt(random, 95, 150);
    return { scheduledTime, completedTime: clock.plusMinutes(scheduledTime, minutes) };
  };

  const rows = new Map<string, MatchRow>();
  bracket.matches.forEach((match, playOrder) => {
    const script = scripts[match.id];
    const status = script?.status ?? defaultStatus(match);
    const times = status === 'completed' && match.status === 'completed' ? playedTimes(match) : {};
    const row = em.create(Match, {
      tournament,
      phase,
      displayId: match.id,
      name: match.name,
      roundKey: match.roundKey,
      round: match.round,
      side: match.side,
      groupIndex: match.group,
      position: match.position,
      playOrder,
      dependsOn: match.dependsOn,
      winnerTo: match.winnerTo,
      loserTo: match.loserTo,
      teamA: team(match.teamA),
      teamB: team(match.teamB),
      scoreA: match.scoreA,
      scoreB: match.scoreB,
      winner: team(match.winner),
      loser: team(match.loser),
      bracketStatus: match.status,
      status,
      scheduledTime: null,
      completedTime: null,
      ...times,
      ...script,
    });
    rows.set(match.id, row);
  });
  return rows;
}
