import { describe, expect, it } from 'vitest';
import { verifiedAccountSchema } from '../../contracts/verification.ts';
import { canChangeVerificationStatus, changeVerificationStatus } from './account-status.ts';

describe('verification status', () => {
  it('moves a pending account to verified or rejected, and a rejected one back to pending', () => {
    expect(canChangeVerificationStatus('pending', 'verified')).toBe(true);
    expect(canChangeVerificationStatus('pending', 'rejected')).toBe(true);
    expect(changeVerificationStatus('rejected', 'pending')).toBe('pending');
  });

  it('keeps a verified account verified', () => {
    expect(canChangeVerificationStatus('verified', 'pending')).toBe(false);
    expect(() => changeVerificationStatus('verified', 'rejected')).toThrow(
      'A verified account cannot become rejected',
    );
    expect(() => changeVerificationStatus('rejected', 'verified')).toThrow(
      'A rejected account cannot become verified',
    );
  });

  it('describes a verified-accounts row', () => {
    const row = { game: 'coc', id: '#2PP0JCCL', name: 'Chief', status: 'pending' };
    expect(verifiedAccountSchema.parse(row)).toEqual(row);
    expect(verifiedAccountSchema.safeParse({ ...row, status: 'done' }).success).toBe(false);
  });
});
