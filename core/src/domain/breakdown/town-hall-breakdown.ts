import type { BreakdownCounts } from '../../contracts/breakdown.ts';
import type { GameId } from '../../contracts/games.ts';
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

export const REQUIRED_TOWN_HALLS = 50;

export interface BreakdownStatus {
  total: number;
  /** Town halls still to add; 0 once the total is reached or passed. */
  remaining: number;
  /** Town halls to take away; 0 up to the required total. */
  excess: number;
  canSave: boolean;
  /** What the screen says while saving is blocked; null when the breakdown can be saved. */
  message: string | null;
}

export const emptyBreakdown = (): BreakdownCounts =>
  Object.fromEntries(TOWN_HALL_LEVEL_KEYS.map((level) => [level, 0])) as BreakdownCounts;

const isCount = (n: number): boolean => Number.isInteger(n) && n >= 0;

/** Save is allowed only at exactly 50 whole, non-negative counts; a missing level counts as 0. */
export function breakdownStatus(counts: Partial<BreakdownCounts>): BreakdownStatus {
  const values = TOWN_HALL_LEVEL_KEYS.map((level) => counts[level] ?? 0);
  const total = values.reduce((sum, n) => sum + n, 0);
  const remaining = Math.max(0, REQUIRED_TOWN_HALLS - total);
  const excess = Math.max(0, total - REQUIRED_TOWN_HALLS);
  const message = !values.every(isCount)
    ? messages.breakdown.countInvalid
    : remaining > 0
      ? messages.breakdown.needsMore(remaining)
      : excess > 0
        ? messages.breakdown.tooMany(excess)
        : null;
  return { total, remaining, excess, canSave: message === null, message };
}

/** Town Halls are a Clash of Clans thing: only its tournaments have a breakdown step. */
export const hasTownHallBreakdown = (gameId: GameId): boolean => gameId === 'coc';
