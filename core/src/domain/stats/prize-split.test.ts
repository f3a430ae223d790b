import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { formatIndianNumber } from './indian-rupees.ts';
import { prizePositionColour, splitPrizePool } from './prize-split.ts';

describe('splitPrizePool', () => {
  it('splits the sample pool 50/30/15/5 with gold, silver and bronze', () => {
    const places = splitPrizePool(1000000);
    expect(places).toEqual([
      { position: 1, prize: 500000, percentage: 50, color: '#FFD700' },
      { position: 2, prize: 300000, percentage: 30, color: '#C0C0C0' },
      { position: 3, prize: 150000, percentage: 15, color: '#CD7F32' },
      { position: 4, prize: 50000, percentage: 5, color: '#6366F1' },
    ]);
    expect(places.map((place) => formatIndianNumber(place.prize))).toEqual([
      '5,00,000',
      '3,00,000',
      '1,50,000',
      '50,000',
    ]);
  });

  it('gives the odd rupees to the places that lost the largest fractions, higher place first on a tie', () => {
    expect(splitPrizePool(10, [33.33, 33.33, 33.34]).map((place) => place.prize)).toEqual([3, 3, 4]);
    expect(splitPrizePool(101, [50, 50]).map((place) => place.prize)).toEqual([51, 50]);
    // 499.5, 299.7, 149.85, 49.95: the three rupees left go to the .95, .85 and .7 fractions.
    expect(splitPrizePool(999).map((place) => place.prize)).toEqual([499, 300, 150, 50]);
  });

  it('refuses percentages that do not add up to 100, or are out of range or too fine', () => {
    const refusal = (attempt: () => unknown) => {
      try {
        attempt();
      } catch (error) {
        if (error instanceof AppError) return `${error.kind}: ${error.message}`;
      }
      return 'accepted';
    };
    expect(refusal(() => splitPrizePool(1000, [50, 30, 15]))).toBe(
      'BAD_REQUEST: Prize percentages must add up to 100',
    );
    const invalidPercentage =
      'BAD_REQUEST: Each prize percentage must be between 0 and 100 with at most 2 decimal places';
    expect(refusal(() => splitPrizePool(1000, [110, -10]))).toBe(invalidPercentage);
    expect(refusal(() => splitPrizePool(1000, [33.333, 66.667]))).toBe(invalidPercentage);
    expect(refusal(() => splitPrizePool(1000.5))).toBe(
      'BAD_REQUEST: The prize pool must be a whole number of rupees, 0 or more',
    );
    expect(refusal(() => splitPrizePool(-1))).toBe(
      'BAD_REQUEST: The prize pool must be a whole number of rupees, 0 or more',
    );
  });

  // Percentages in basis points: any split of 10,000 into 1 to 10 places.
  const percentages = fc.array(fc.nat(10_000), { minLength: 0, maxLength: 9 }).map((cuts) => {
    const sorted = [...cuts].sort((a, b) => a - b);
    const bounds = [0, ...sorted, 10_000];
    return bounds.slice(1).map((bound, i) => (bound - bounds[i]!) / 100);
  });

  it('always adds up to the pool exactly, each place within a rupee of its exact share', () => {
    fc.assert(
      fc.property(
        fc.maxSafeNat().map((n) => n % 1e13),
        percentages,
        (total, split) => {
          const places = splitPrizePool(total, split);
          expect(places.reduce((sum, place) => sum + place.prize, 0)).toBe(total);
          places.forEach((place, i) => {
            expect(Number.isInteger(place.prize)).toBe(true);
            expect(Math.abs(place.prize - (total * split[i]!) / 100)).toBeLessThanOrEqual(1 + total * 1e-12);
            expect(place.position).toBe(i + 1);
          });
        },
      ),
    );
  });
});

describe('prizePositionColour', () => {
  it('is gold, silver and bronze for the podium and one colour after', () => {
    expect([1, 2, 3, 4, 9].map(prizePositionColour)).toEqual([
      '#FFD700',
      '#C0C0C0',
      '#CD7F32',
      '#6366F1',
      '#6366F1',
    ]);
  });
});
