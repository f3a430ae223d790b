import type { BreakdownCounts } from '../../contracts/breakdown.ts';
import type { GameId } from '../../contracts/games.ts';
import { type Refusal, refusal } from '../errors/error-codes.ts';
import { messages } from '../messages/catalogue.ts';

/** Town Hall levels 3 to 17, as the keys of a breakdown. */
export const TOWN_HALL_LEVEL_KEYS = [
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
] as const;

/** The spec's war size: a 50v50 war fields 50 bases. */
export const REQUIRED_TOWN_HALLS = 50;

/**
 * The bases a war of this team size fields, one per player: the breakdown's total. A tournament whose
 * format is not chosen yet is held to the spec's 50v50.
 */
export const townHallsRequired = (teamSize: number | null | undefined): number =>
  teamSize && teamSize > 0 ? teamSize : REQUIRED_TOWN_HALLS;

export interface BreakdownStatus {
  total: number;
  /** Town halls still to add; 0 once the total is reached or passed. */
  remaining: number;
  /** Town halls to take away; 0 up to the required total. */
  excess: number;
  canSave: boolean;
  /** What the screen says while saving is blocked; null when the breakdown can be saved. */
  message: string | null;
  /** Why saving is blocked, with the code the API answers it with; null when it can be saved. */
  refusal: Refusal | null;
}

export const emptyBreakdown = (): BreakdownCounts =>
  Object.fromEntries(TOWN_HALL_LEVEL_KEYS.map((level) => [level, 0])) as BreakdownCounts;

const isCount = (n: number): boolean => Number.isInteger(n) && n >= 0;

/**
 * Save is allowed only at exactly `required` (the war size) whole, non-negative counts; a missing level
 * counts as 0.
 */
export function breakdownStatus(
  counts: Partial<BreakdownCounts>,
  required: number = REQUIRED_TOWN_HALLS,
): BreakdownStatus {
  const values = TOWN_HALL_LEVEL_KEYS.map((level) => counts[level] ?? 0);
  const total = values.reduce((sum, n) => sum + n, 0);
  const remaining = Math.max(0, required - total);
  const excess = Math.max(0, total - required);
  const blocked = !values.every(isCount)
    ? refusal('BREAKDOWN_COUNT_INVALID', messages.breakdown.countInvalid)
    : remaining > 0
      ? refusal('BREAKDOWN_NEEDS_MORE', messages.breakdown.needsMore(remaining))
      : excess > 0
        ? refusal('BREAKDOWN_TOO_MANY', messages.breakdown.tooMany(excess, required))
        : null;
  return {
    total,
    remaining,
    excess,
    canSave: blocked === null,
    message: blocked?.message ?? null,
    refusal: blocked,
  };
}

/** Town Halls are a Clash of Clans thing: only its tournaments have a breakdown step. */
export const hasTownHallBreakdown = (gameId: GameId): boolean => gameId === 'coc';

/** A breakdown as its war lineup: each level it fields with how many bases, the highest level first. */
export interface TownHallLine {
  level: number;
  count: number;
}

/**
 * The lineup a breakdown asks for, leaving out levels it fields none of: what the event page, the
 * publish checklist and the rulebook show.
 */
export const townHallLineup = (breakdown: Partial<BreakdownCounts>): TownHallLine[] =>
  TOWN_HALL_LEVEL_KEYS.map((key) => ({ level: Number(key), count: breakdown[key] ?? 0 }))
    .filter((line) => line.count > 0)
    .reverse();

/** A lineup in words, e.g. `2 × TH16, 8 × TH15`. */
export const townHallLineupText = (lineup: readonly TownHallLine[]): string =>
  lineup.map(({ level, count }) => `${count} × TH${level}`).join(', ');

export interface RosterTownHalls {
  /** Levels the breakdown asks for that the roster cannot field, with how many bases are short. */
  missing: { level: number; count: number }[];
  /** Levels the roster holds beyond the breakdown, with how many. */
  surplus: { level: number; count: number }[];
}

/**
 * How a roster's verified Town Hall levels meet the breakdown: the war lineup must field each level's
 * count; players beyond it (substitutes) may be of any level, so surplus matters only beside a
 * shortfall. A level outside 3 to 17 counts with the nearest one.
 */
export function rosterTownHalls(
  breakdown: Partial<BreakdownCounts>,
  levels: readonly number[],
): RosterTownHalls {
  const have = new Map<number, number>();
  for (const level of levels) {
    const key = Math.min(17, Math.max(3, Math.trunc(level)));
    have.set(key, (have.get(key) ?? 0) + 1);
  }
  const missing: RosterTownHalls['missing'] = [];
  const surplus: RosterTownHalls['surplus'] = [];
  for (const key of TOWN_HALL_LEVEL_KEYS) {
    const level = Number(key);
    const need = breakdown[key] ?? 0;
    const held = have.get(level) ?? 0;
    if (held < need) missing.push({ level, count: need - held });
    if (held > need) surplus.push({ level, count: held - need });
  }
  return { missing, surplus: missing.length === 0 ? [] : surplus };
}

/** The refusal for a roster that does not meet the breakdown, naming the levels; null when it does. */
export function rosterTownHallMessage(check: RosterTownHalls): string | null {
  if (check.missing.length === 0) return null;
  return messages.breakdown.rosterMismatch(
    townHallLineupText(check.missing),
    check.surplus.length ? townHallLineupText(check.surplus) : null,
  );
}
