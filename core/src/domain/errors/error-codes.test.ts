import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { ERROR_CODES } from './error-codes.ts';

describe('AppError codes', () => {
  it('names a catalogue message by its area and key', () => {
    const locked = new AppError('BAD_REQUEST', 'The roadmap cannot change once matches have been created');
    expect(locked.reason).toBe('TOURNAMENT_ROADMAP_LOCKED');
    expect(new AppError('NOT_FOUND', 'Tournament not found').reason).toBe('EVENT_NOT_FOUND');
  });

  it('keeps the bare key for the generic request failures', () => {
    expect(new AppError('UNAUTHENTICATED', 'Sign in to continue').reason).toBe('UNAUTHENTICATED');
  });

  it('takes an explicit code over the derived one', () => {
    const stale = new AppError(
      'CONFLICT',
      'This match changed while you were acting: reload and try again',
      undefined,
      ERROR_CODES.staleWrite,
    );
    expect(stale.reason).toBe('STALE_WRITE');
  });

  it('falls back to the kind for a text the catalogue builds with a function', () => {
    expect(new AppError('CONFLICT', 'Registration is full: all 8 places are taken').reason).toBe('CONFLICT');
  });
});
