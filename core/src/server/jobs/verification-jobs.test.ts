import { describe, expect, it } from 'vitest';
import { bgmiVideoJob } from './bgmi-video-job.ts';
import { cocVerificationJob, verificationTokenDigest } from './coc-verification-job.ts';

const accountId = '3f0c7f4e-6a8b-4c1d-9e2f-1a2b3c4d5e6f';
const userId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('cocVerificationJob.jobId', () => {
  const payload = { accountId, userId, playerTag: '#2PP', token: 'abc123secret' };

  it('is the same for the same account and token, and differs for a new token', () => {
    expect(cocVerificationJob.jobId?.(payload)).toBe(cocVerificationJob.jobId?.({ ...payload }));
    expect(cocVerificationJob.jobId?.(payload)).not.toBe(
      cocVerificationJob.jobId?.({ ...payload, token: 'another-token' }),
    );
  });

  it('never contains the token, only the first 16 hex digits of its SHA-256', () => {
    const id = cocVerificationJob.jobId?.(payload) ?? '';
    expect(id).not.toContain(payload.token);
    expect(id).toBe(`coc.${accountId}.${verificationTokenDigest(payload.token)}`);
    expect(verificationTokenDigest('abc123secret')).toBe('8cff8920e61778fa');
    expect(id).not.toContain(':');
  });
});

describe('bgmiVideoJob.jobId', () => {
  it('names the account and the evidence file', () => {
    const fileId = '0e1d2c3b-4a59-4687-9a6b-5c4d3e2f1a0b';
    expect(bgmiVideoJob.jobId?.({ accountId, fileId })).toBe(`bgmi.${accountId}.${fileId}`);
    expect(() => bgmiVideoJob.schema.parse({ accountId, fileId: 'x' })).toThrow();
  });
});
