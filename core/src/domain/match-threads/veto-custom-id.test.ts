import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseVetoCustomId, VETO_COMPONENT_ACTIONS, vetoCustomId } from './veto-custom-id.ts';

describe('veto custom ids', () => {
  it('round-trips action, match and step within Discord’s 100 characters', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VETO_COMPONENT_ACTIONS),
        fc.uuid(),
        fc.integer({ min: 0, max: 48 }),
        fc.integer({ min: 0, max: 2 }),
        (action, matchId, step, part) => {
          const id = vetoCustomId({ action, matchId, step, ...(part ? { part } : {}) });
          expect(id.length).toBeLessThanOrEqual(100);
          expect(parseVetoCustomId(id)).toEqual({ action, matchId, step, ...(part ? { part } : {}) });
        },
      ),
    );
  });

  it('refuses ids of other features and forged ones', () => {
    const matchId = '0b8a4bd6-51a0-4bb5-9a4a-4cf9b2f1c0de';
    expect(parseVetoCustomId(`gx-mt:accept:${matchId}:1`)).toBeNull();
    expect(parseVetoCustomId(`gx-mv:ban-all:${matchId}:1`)).toBeNull();
    expect(parseVetoCustomId('gx-mv:map:not-a-match:1')).toBeNull();
    expect(parseVetoCustomId(`gx-mv:map:${matchId}:x`)).toBeNull();
    expect(parseVetoCustomId(`gx-mv:map:${matchId}:1:extra`)).toBeNull();
  });
});
