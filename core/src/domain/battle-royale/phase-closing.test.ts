import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLobbyPhaseFinal, type LobbyMatchFinality, lobbyPhaseFinalAfter } from './phase-closing.ts';

const MINUTE = 60_000;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 18, 0) + minute * MINUTE);

const match = fc.record({
  enteredMinute: fc.integer({ min: 0, max: 600 }),
  flag: fc.constantFrom('none', 'open', 'settled'),
  settledAfter: fc.integer({ min: 0, max: 60 }),
});
const finality = (m: { enteredMinute: number; flag: string; settledAfter: number }): LobbyMatchFinality => ({
  resultsEnteredAt: at(m.enteredMinute),
  flagged: m.flag !== 'none',
  flagSettledAt: m.flag === 'settled' ? at(m.enteredMinute + m.settledAfter) : null,
});

describe('when a lobby phase may close', () => {
  it('waits 15 minutes after the last result, a flag at the last minute still being heard', () => {
    const matches = [finality({ enteredMinute: 0, flag: 'none', settledAfter: 0 })];
    expect(isLobbyPhaseFinal(matches, at(15))).toBe(false);
    expect(isLobbyPhaseFinal(matches, new Date(at(15).getTime() + 1))).toBe(true);
  });

  it('never closes with a match without results or a flag the organiser has not settled', () => {
    fc.assert(
      fc.property(
        fc.array(match, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 2000 }),
        (ms, minute) => {
          const matches = ms.map(finality);
          const open = ms.some((m) => m.flag === 'open');
          if (open) expect(lobbyPhaseFinalAfter(matches)).toBeNull();
          const missing = [...matches, { resultsEnteredAt: null, flagged: false, flagSettledAt: null }];
          expect(isLobbyPhaseFinal(missing, at(minute))).toBe(false);
        },
      ),
    );
  });

  it('closes once every unflagged result is past its window and every flag is settled', () => {
    fc.assert(
      fc.property(
        fc.array(match, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 2000 }),
        (ms, minute) => {
          fc.pre(ms.every((m) => m.flag !== 'open'));
          const now = at(minute);
          const expected = ms.every((m) =>
            m.flag === 'settled'
              ? now.getTime() >= at(m.enteredMinute + m.settledAfter).getTime()
              : now.getTime() > at(m.enteredMinute + 15).getTime(),
          );
          expect(isLobbyPhaseFinal(ms.map(finality), now)).toBe(expected);
        },
      ),
    );
  });
});
