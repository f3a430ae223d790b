import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseThreadCustomId, THREAD_ACTIONS, threadCustomId } from './thread-custom-id.ts';

describe('thread custom ids', () => {
  it('round-trips action, match and version within Discord’s 100 characters', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...THREAD_ACTIONS),
        fc.uuid(),
        fc.integer({ min: 0, max: 999_999_999 }),
        (action, matchId, version) => {
          const id = threadCustomId({ action, matchId, version });
          expect(id.length).toBeLessThanOrEqual(100);
          expect(parseThreadCustomId(id)).toEqual({ action, matchId, version });
        },
      ),
    );
  });

  it('refuses ids of other features and forged ones', () => {
    const matchId = '0b8a4bd6-51a0-4bb5-9a4a-4cf9b2f1c0de';
    expect(parseThreadCustomId('register:abc')).toBeNull();
    expect(parseThreadCustomId(`gx-mt:delete:${matchId}:1`)).toBeNull();
    expect(parseThreadCustomId('gx-mt:accept:not-a-match:1')).toBeNull();
    expect(parseThreadCustomId(`gx-mt:accept:${matchId}:x`)).toBeNull();
    expect(parseThreadCustomId(`gx-mt:accept:${matchId}:1:extra`)).toBeNull();
  });
});
