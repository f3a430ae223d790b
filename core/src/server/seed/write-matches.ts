import {
  addDays,
  type BracketMatch,
  type BracketState,
  type MatchStatus,
  type PhaseCalendar,
  ROUND_LENGTH_DAYS,
  randomInt,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  competitionStatusOf,
  createMatchRow,
  type MatchRow,
} from '../use-cases/competition/internal/match-rows.ts';
import type { DemoClock } from './demo-clock.ts';
import type { PhaseRow, TournamentRow } from './write-tournament.ts';

export type { MatchRow };

type MatchFields = Pick<
  MatchRow,
  'scheduledTime' | 'completedTime' | 'proposal' | 'report' | 'dispute' | 'note'
>;

/** How the story wants a match to stand beyond what the engine knows: its competition status and times. */
type MatchScript = { status: MatchStatus } & Partial<MatchFields>;

export interface WriteMatchesInput {
  tournament: TournamentRow;
  phase: PhaseRow;
  bracket: BracketState;
  calendar: PhaseCalendar;
  bestOf: number;
  random: () => number;
  scripts?: Readonly<Record<string, MatchScript>>;
}

/** Start times inside the calendar's default 09:00-18:00 day, one match after another on busy days. */
const SLOTS = ['12:00', '14:30', '17:00'];

/**
 * One Match row per engine match, columns copied as they are so the phase loads back into the engine.
 * Played matches get times inside their calendar round, spread over its days.
 */
export function writeMatches(em: EntityManager, clock: DemoClock, input: WriteMatchesInput) {
  const { tournament, phase, bracket, calendar, bestOf, random, scripts = {} } = input;
  const roundStart = new Map(calendar.rounds.map((round) => [round.roundKey, round.startDate]));
  const playedInRound = new Map<string, number>();

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
    const status = script?.status ?? competitionStatusOf(match);
    const times = status === 'completed' && match.status === 'completed' ? playedTimes(match) : {};
    const row = createMatchRow(em, { tournament, phase, match, playOrder });
    Object.assign(row, { status, ...times, ...script });
    rows.set(match.id, row);
  });
  return rows;
}
