import type { PrizePlace } from '../../contracts/events.ts';
import { AppError } from '../errors/app-error.ts';
import { messages } from '../messages/catalogue.ts';

/** Places 1 to 4 (10,00,000 splits into 5,00,000 / 3,00,000 / 1,50,000 / 50,000). */
export const DEFAULT_PRIZE_PERCENTAGES: readonly number[] = [50, 30, 15, 5];
/** Places a prize split may name. */
export const MAX_PRIZE_PLACES = 16;

/** Gold, silver, bronze, then one colour for every place after. */
export const PRIZE_POSITION_COLOURS: readonly string[] = ['#FFD700', '#C0C0C0', '#CD7F32'];
export const OTHER_PLACE_COLOUR = '#6366F1';

export const prizePositionColour = (position: number): string =>
  PRIZE_POSITION_COLOURS[position - 1] ?? OTHER_PLACE_COLOUR;

const BASIS_POINTS = 10_000n;

// Percentages go to basis points so that the 100% check and the shares are exact integer sums.
const toBasisPoints = (percentage: number): bigint => {
  const scaled = percentage * 100;
  const rounded = Math.round(scaled);
  if (!(percentage >= 0 && percentage <= 100) || Math.abs(scaled - rounded) > 1e-6) {
    throw new AppError('BAD_REQUEST', 'PRIZE_PERCENTAGE_INVALID', messages.prize.percentageInvalid);
  }
  return BigInt(rounded);
};

/** Each percentage 0-100 with at most 2 decimals, all of them adding up to exactly 100. */
export const isValidPrizeSplit = (percentages: readonly number[]): boolean => {
  try {
    return percentages.map(toBasisPoints).reduce((sum, p) => sum + p, 0n) === BASIS_POINTS;
  } catch {
    return false;
  }
};

/**
 * Splits a pool in whole rupees. Each place gets its share rounded down, then the rupees left over
 * go one each to the places that lost the largest fractions (the higher place on a tie), so the
 * amounts always add up to the pool exactly.
 */
export const splitPrizePool = (
  total: number,
  percentages: readonly number[] = DEFAULT_PRIZE_PERCENTAGES,
): PrizePlace[] => {
  if (!Number.isSafeInteger(total) || total < 0)
    throw new AppError('BAD_REQUEST', 'PRIZE_TOTAL_INVALID', messages.prize.totalInvalid);
  const points = percentages.map(toBasisPoints);
  if (points.reduce((sum, p) => sum + p, 0n) !== BASIS_POINTS) {
    throw new AppError(
      'BAD_REQUEST',
      'PRIZE_PERCENTAGES_MUST_TOTAL100',
      messages.prize.percentagesMustTotal100,
    );
  }
  const pool = BigInt(total);
  const shares = points.map((p, index) => ({
    index,
    amount: (pool * p) / BASIS_POINTS,
    lost: (pool * p) % BASIS_POINTS,
  }));
  const leftover = pool - shares.reduce((sum, share) => sum + share.amount, 0n);
  const byLostFraction = [...shares].sort((a, b) =>
    a.lost === b.lost ? a.index - b.index : a.lost > b.lost ? -1 : 1,
  );
  for (const share of byLostFraction.slice(0, Number(leftover))) share.amount += 1n;
  return shares.map(({ index, amount }) => ({
    position: index + 1,
    prize: Number(amount),
    percentage: percentages[index]!,
    color: prizePositionColour(index + 1),
  }));
};
