import { describe, expect, it } from 'vitest';
import { ordinalOf, ratingSeedOrder, teamRating, UNRATED } from './rating-seeds.ts';

describe('seed by rating', () => {
  const ratings = new Map([
    ['ace', { mu: 40, sigma: 2 }],
    ['bolt', { mu: 30, sigma: 2 }],
    ['cruz', { mu: 20, sigma: 2 }],
    ['dash', { mu: 35, sigma: 8 }],
  ]);

  it('rates a team by its players’ mean, an unrated player counting as openskill’s start', () => {
    expect(teamRating(['ace', 'bolt'], ratings)).toEqual({ mu: 35, sigma: 2 });
    expect(teamRating(['cruz', 'newcomer'], ratings)).toEqual({
      mu: 22.5,
      sigma: Math.sqrt((4 + UNRATED.sigma ** 2) / 2),
    });
    expect(teamRating([], ratings)).toEqual(UNRATED);
    // However many newcomers a roster carries, it rates as one newcomer.
    const newcomers = Array.from({ length: 15 }, (_, i) => `newcomer-${i}`);
    expect(teamRating(newcomers, ratings).mu).toBeCloseTo(UNRATED.mu, 10);
    expect(teamRating(newcomers, ratings).sigma).toBeCloseTo(UNRATED.sigma, 10);
    expect(ordinalOf({ mu: 30, sigma: 2 })).toBe(24);
  });

  it('seeds the strongest first by ordinal, ties in registration order', () => {
    const order = ratingSeedOrder(
      [
        { id: 'Newcomers', roster: ['x', 'y'] },
        { id: 'Cruz Crew', roster: ['cruz', 'cruz2'] },
        { id: 'Dash Duo', roster: ['dash', 'dash2'] },
        { id: 'Aces', roster: ['ace', 'bolt'] },
        { id: 'Fresh Five', roster: ['p', 'q'] },
      ],
      ratings,
    );
    // Ordinals: Aces 35 − 3·2 = 29; Dash Duo 30 − 3·8.17 = 5.5; Cruz Crew 22.5 − 3·6.06 = 4.3; the two
    // unrated teams 25 − 3·8.33 = 0 each, in the order they registered.
    expect(order.map((team) => team.id)).toEqual([
      'Aces',
      'Dash Duo',
      'Cruz Crew',
      'Newcomers',
      'Fresh Five',
    ]);
    expect(order[1]!.rating.mu).toBe(30);
  });
});
