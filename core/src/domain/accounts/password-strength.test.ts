import { describe, expect, it } from 'vitest';
import { guessablePasswordProblem } from './password-strength.ts';

const TOO_EASY = 'This password is too common. Choose one that is harder to guess.';

describe('passwords too easy to guess', () => {
  it('refuses keyboard walks and leaked passwords with digits added, whatever their case', () => {
    for (const password of ['qwertyuiop1', 'password12345', '1q2w3e4r5t6y', 'Password123', 'QWERTYUIOP']) {
      expect(guessablePasswordProblem(password), password).toBe(TOO_EASY);
    }
  });

  it("refuses the site's own name and the person's name or address with a few digits", () => {
    expect(guessablePasswordProblem('galaxia1234')).toBe(TOO_EASY);
    expect(guessablePasswordProblem('kavya123456', ['Kavya Sharma'])).toBe(TOO_EASY);
  });

  it('accepts passphrases and long mixed passwords', () => {
    expect(guessablePasswordProblem('correct horse battery')).toBeNull();
    expect(guessablePasswordProblem('Tournament#2026-lan')).toBeNull();
  });
});
