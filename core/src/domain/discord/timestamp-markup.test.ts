import { describe, expect, it } from 'vitest';
import { discordTimestamp } from './timestamp-markup.ts';

describe('discordTimestamp', () => {
  it('writes whole seconds in the style asked for, from a date or an ISO string', () => {
    expect(discordTimestamp('2026-11-28T14:30:00.900Z', 'F')).toBe('<t:1795876200:F>');
    expect(discordTimestamp(new Date('2026-11-28T14:30:00Z'), 'R')).toBe('<t:1795876200:R>');
  });
});
