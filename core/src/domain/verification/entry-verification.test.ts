import { describe, expect, it } from 'vitest';
import { entryVerification, playerVerificationState } from './entry-verification.ts';

describe('where a player and a roster stand for a tournament that requires verified accounts', () => {
  it('counts a reviewed video only where it was accepted, and an API check everywhere', () => {
    const bgmi = { method: 'bgmi_video' as const };
    expect(playerVerificationState(null)).toBe('never_sent');
    expect(playerVerificationState({ ...bgmi, status: 'pending', acceptance: null })).toBe('awaiting_review');
    expect(playerVerificationState({ ...bgmi, status: 'rejected', acceptance: null })).toBe('rejected');
    expect(playerVerificationState({ ...bgmi, status: 'verified', acceptance: null })).toBe(
      'verified_elsewhere',
    );
    expect(playerVerificationState({ ...bgmi, status: 'verified', acceptance: 'accepted' })).toBe('accepted');
    expect(playerVerificationState({ ...bgmi, status: 'verified', acceptance: 'rejected' })).toBe('rejected');
    expect(playerVerificationState({ method: 'coc_token', status: 'verified', acceptance: null })).toBe(
      'accepted',
    );
  });

  it('lets a roster apply once everyone has sent evidence, and play once everyone is accepted', () => {
    expect(
      entryVerification([
        { name: 'A', state: 'accepted' },
        { name: 'B', state: 'accepted' },
      ]),
    ).toEqual({ kind: 'verified' });
    expect(
      entryVerification([
        { name: 'A', state: 'accepted' },
        { name: 'B', state: 'awaiting_review' },
        { name: 'C', state: 'verified_elsewhere' },
      ]),
    ).toEqual({ kind: 'awaiting', waitingOn: ['B', 'C'] });
    expect(
      entryVerification([
        { name: 'A', state: 'awaiting_review' },
        { name: 'B', state: 'never_sent' },
        { name: 'C', state: 'rejected' },
      ]),
    ).toEqual({
      kind: 'missing',
      missing: [
        { name: 'B', state: 'never_sent' },
        { name: 'C', state: 'rejected' },
      ],
    });
  });
});
