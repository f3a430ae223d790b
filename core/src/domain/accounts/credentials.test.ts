import { describe, expect, it } from 'vitest';
import { normalizeEmail, passwordProblem } from './credentials.ts';

describe('new passwords', () => {
  it('needs at least 10 characters', () => {
    expect(passwordProblem('nine char')?.message).toBe('Password must be at least 10 characters');
    expect(passwordProblem('ten chars!')).toBeNull();
  });

  it('caps the length so hashing stays cheap', () => {
    expect(passwordProblem('x'.repeat(129))?.message).toBe('Password must be at most 128 characters');
    expect(passwordProblem('x'.repeat(128))).toBeNull();
  });
});

describe('email addresses', () => {
  it('are one account whatever the case and surrounding spaces', () => {
    expect(normalizeEmail('  Ann@Example.COM ')).toBe('ann@example.com');
  });
});
