import { describe, expect, it } from 'vitest';
import { entryBlocker } from './entry-blocker.ts';

const base = { rosterSize: 4, requiresVerification: false, candidates: [] };

describe('entryBlocker', () => {
  it('tells a signed-out visitor that registration has closed instead of asking them to sign in', () => {
    expect(entryBlocker({ ...base, signedIn: false, registration: 'closed' })).toEqual({
      blocker: 'closed',
      unverified: [],
    });
    expect(entryBlocker({ ...base, signedIn: false, registration: 'not_started' })?.blocker).toBe('not_open');
  });

  it('asks a signed-out visitor to sign in while registration is open', () => {
    expect(entryBlocker({ ...base, signedIn: false, registration: 'open' })?.blocker).toBe('signed_out');
  });
});
