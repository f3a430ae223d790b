import { describe, expect, it } from 'vitest';
import { cocVerificationPayloadSchema } from '../../contracts/verification.ts';
import {
  isValidPlayerTag,
  normalisePlayerTag,
  validatePlayerTag,
  validateVerificationToken,
} from './player-tag.ts';

const invalid = 'Enter a valid Clash of Clans player tag: # then 3 to 12 of the characters 0289PYLQGRJCUV';

describe('normalisePlayerTag', () => {
  it('trims, upper-cases, adds the # and reads the letter O as zero', () => {
    expect(normalisePlayerTag('  2pp0jccl ')).toBe('#2PP0JCCL');
    expect(normalisePlayerTag('#2ppojccl')).toBe('#2PP0JCCL');
    expect(normalisePlayerTag('#QO9')).toBe('#Q09');
    expect(normalisePlayerTag('   ')).toBe('');
  });
});

describe('validatePlayerTag', () => {
  it('accepts 3 to 12 characters of the tag alphabet after #', () => {
    expect(['#2PP', '#2pp0jccl', 'PYLQGRJCUV08', '#UUUUUUUUUUUU'].map(validatePlayerTag)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(isValidPlayerTag('#2PP')).toBe(true);
    expect(isValidPlayerTag('2PP')).toBe(false);
  });

  it.each(['#2P', '#2PPPPPPPPPPPP', '#ABC123', '#2PP 0JC', '##2PP'])(
    'refuses other characters and other lengths: %s',
    (tag) => {
      expect(validatePlayerTag(tag)?.message).toBe(invalid);
    },
  );

  it('needs an in-game ID and a token', () => {
    expect(validatePlayerTag('  ')?.message).toBe('In-game ID is required');
    expect(validatePlayerTag(' # ')?.message).toBe('In-game ID is required');
    expect(validateVerificationToken(' ')?.message).toBe('Verification token is required');
    expect(validateVerificationToken('abc123de')).toBeNull();
  });
});

describe('cocVerificationPayloadSchema', () => {
  it('normalises the tag and trims the token', () => {
    expect(cocVerificationPayloadSchema.parse({ playerTag: ' 2ppojccl', token: ' abc123de ' })).toEqual({
      playerTag: '#2PP0JCCL',
      token: 'abc123de',
    });
  });

  it('requires both in-game ID and token', () => {
    const result = cocVerificationPayloadSchema.safeParse({ playerTag: '', token: '' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['playerTag', 'In-game ID is required'],
      ['token', 'Verification token is required'],
    ]);
    const missing = cocVerificationPayloadSchema.safeParse({});
    expect(missing.error?.issues.map((i) => i.message)).toEqual([
      'In-game ID is required',
      'Verification token is required',
    ]);
    expect(
      cocVerificationPayloadSchema.safeParse({ playerTag: '#ABC', token: 'x' }).error?.issues[0]?.message,
    ).toBe(invalid);
  });
});
