import { describe, expect, it } from 'vitest';
import { canFlagResults, hasMatchStarted, isRoomRevealed } from './lobby-timing.ts';

const match = new Date('2026-12-01T14:00:00Z');
const at = (iso: string) => new Date(iso);

describe('lobby timing', () => {
  it('reveals the room 15 minutes before the match, never before a time is set', () => {
    expect(isRoomRevealed(match, at('2026-12-01T13:44:59Z'))).toBe(false);
    expect(isRoomRevealed(match, at('2026-12-01T13:45:00Z'))).toBe(true);
    expect(isRoomRevealed(null, at('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('takes results once the match has begun', () => {
    expect(hasMatchStarted(match, at('2026-12-01T13:59:59Z'))).toBe(false);
    expect(hasMatchStarted(match, at('2026-12-01T14:00:00Z'))).toBe(true);
    expect(hasMatchStarted(null, at('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('lets a team flag results for 15 minutes after they are entered', () => {
    const entered = at('2026-12-01T14:30:00Z');
    expect(canFlagResults(entered, at('2026-12-01T14:45:00Z'))).toBe(true);
    expect(canFlagResults(entered, at('2026-12-01T14:45:01Z'))).toBe(false);
  });
});
