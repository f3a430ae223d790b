import { describe, expect, it } from 'vitest';
import { bgmiVerificationSchema } from '../../contracts/verification.ts';
import { validateBgmiPlayerId, validateInGameName } from './bgmi-player.ts';

describe('BGMI player', () => {
  it('takes IDs of 5 to 12 digits', () => {
    expect(['12345', '5123456789', ' 512345678901 '].map(validateBgmiPlayerId)).toEqual([null, null, null]);
    expect(validateBgmiPlayerId('1234')?.message).toBe('BGMI player ID must be 5 to 12 digits');
    expect(validateBgmiPlayerId('1234567890123')?.message).toBe('BGMI player ID must be 5 to 12 digits');
    expect(validateBgmiPlayerId('51234abc')?.message).toBe('BGMI player ID must be 5 to 12 digits');
    expect(validateBgmiPlayerId('-12345')?.message).toBe('BGMI player ID must be 5 to 12 digits');
    expect(validateBgmiPlayerId('')?.message).toBe('In-game ID is required');
  });

  it('needs an in-game name of at most 32 characters', () => {
    expect(validateInGameName(' Ghost ')).toBeNull();
    expect(validateInGameName('  ')?.message).toBe('In-game name is required');
    expect(validateInGameName('x'.repeat(33))?.message).toBe('In-game name must be at most 32 characters');
  });

  it('is what the submission contract enforces', () => {
    expect(bgmiVerificationSchema.parse({ playerId: ' 5123456789 ', inGameName: ' Ghost ' })).toEqual({
      playerId: '5123456789',
      inGameName: 'Ghost',
    });
    expect(
      bgmiVerificationSchema
        .safeParse({ playerId: 'abc', inGameName: '' })
        .error?.issues.map((i) => i.message),
    ).toEqual(['BGMI player ID must be 5 to 12 digits', 'In-game name is required']);
  });
});
