import { describe, expect, it } from 'vitest';
import { coded } from './coded-error.ts';
import { isoDateTime } from './date-time.ts';
import { isStorableText, requiredText } from './text-fields.ts';

describe('text PostgreSQL can store', () => {
  it('refuses NUL and halves of surrogate pairs, and keeps whole emoji', () => {
    expect(['plain', 'Kabir 🔥', '', 'é'].map(isStorableText)).toEqual([true, true, true, true]);
    expect(['a\u0000b', '\ud800', 'x\udfffy', '\udbff\udbff', '🔥'.slice(0, 1)].map(isStorableText)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(
      requiredText(coded('PROFILE_NAME_REQUIRED', 'Name is required'), 'Name', 20).safeParse('Bo\u0000').error
        ?.issues[0]?.message,
    ).toBe('Remove the invisible control characters or broken symbols from this text.');
  });

  it('keeps date-times between the years 2000 and 2100', () => {
    expect(isoDateTime.safeParse('2030-05-01T18:00:00+05:30').success).toBe(true);
    for (const outside of ['0000-01-01T00:00:00Z', '1999-12-31T23:59:59Z', '2101-01-01T00:00:00Z'])
      expect(isoDateTime.safeParse(outside).error?.issues.map((issue) => issue.message)).toEqual([
        'Pick a date between the years 2000 and 2100.',
      ]);
  });
});
