import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AccountMethods, linkedMethods, SIGN_IN_METHODS, unlinkProblem } from './account-links.ts';

const account = (overrides: Partial<AccountMethods>): AccountMethods => ({
  discordId: null,
  googleSubject: null,
  hasPassword: false,
  emailVerified: false,
  ...overrides,
});

describe('ways in', () => {
  it('counts a password only once its email is verified', () => {
    expect(linkedMethods(account({ hasPassword: true }))).toEqual([]);
    expect(linkedMethods(account({ hasPassword: true, emailVerified: true }))).toEqual(['password']);
  });

  it('never lets the last way in go', () => {
    expect(unlinkProblem(account({ discordId: '1' }), 'discord')?.message).toBe(
      'You cannot remove your only way to sign in. Add another one first.',
    );
    expect(unlinkProblem(account({ discordId: '1', googleSubject: 'g' }), 'discord')).toBeNull();
    expect(unlinkProblem(account({ discordId: '1' }), 'google')?.message).toBe(
      'That sign-in method is not linked to your account.',
    );
  });

  it('always leaves at least one usable way in after an allowed unlink', () => {
    fc.assert(
      fc.property(
        fc.record({
          discordId: fc.option(fc.constant('1'), { nil: null }),
          googleSubject: fc.option(fc.constant('g'), { nil: null }),
          hasPassword: fc.boolean(),
          emailVerified: fc.boolean(),
        }),
        fc.constantFrom(...SIGN_IN_METHODS),
        (state, method) => {
          if (unlinkProblem(state, method) !== null) return;
          const after = {
            ...state,
            ...(method === 'discord' ? { discordId: null } : {}),
            ...(method === 'google' ? { googleSubject: null } : {}),
            ...(method === 'password' ? { hasPassword: false } : {}),
          };
          expect(linkedMethods(after).length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
