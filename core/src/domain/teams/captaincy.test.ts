import { describe, expect, it } from 'vitest';
import { ACTIVE_CAPTAIN, isActiveCaptain } from './captaincy.ts';

describe('who captains a team', () => {
  it('is the member with the captain role on an accepted membership', () => {
    expect(isActiveCaptain({ role: 'captain', status: 'active' })).toBe(true);
    expect(isActiveCaptain({ role: 'captain', status: 'invited' })).toBe(false);
    expect(isActiveCaptain({ role: 'member', status: 'active' })).toBe(false);
  });

  it('is the same rule as a query filter', () => {
    expect(isActiveCaptain(ACTIVE_CAPTAIN)).toBe(true);
  });
});
