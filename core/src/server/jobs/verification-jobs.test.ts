import { describe, expect, it } from 'vitest';
import { bgmiVideoJob } from './bgmi-video-job.ts';
import { cocTokenRef, cocVerificationJob, verificationTokenDigest } from './coc-verification-job.ts';

const accountId = '3f0c7f4e-6a8b-4c1d-9e2f-1a2b3c4d5e6f';
const userId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('cocVerificationJob.jobId', () => {
  const token = 'abc123secret';
  const payload = { accountId, userId, playerTag: '#2PP', tokenRef: cocTokenRef(accountId, token) };

  it('is the same for the same account and token, and differs for a new token', () => {
    expect(cocVerificationJob.jobId?.(payload)).toBe(cocVerificationJob.jobId?.({ ...payload }));
    expect(cocVerificationJob.jobId?.(payload)).not.toBe(
      cocVerificationJob.jobId?.({ ...payload, tokenRef: cocTokenRef(accountId, 'another-token') }),
    );
  });

  it('carries a reference, never the token: neither in its data nor in its id', () => {
    expect(() => cocVerificationJob.schema.parse({ ...payload, tokenRef: token })).toThrow();
    const parsed = cocVerificationJob.schema.parse({ ...payload, token });
    expect(JSON.stringify(parsed)).not.toContain(token);
    const id = cocVerificationJob.jobId?.(payload) ?? '';
    expect(id).not.toContain(token);
    expect(id).toBe(`coc.${accountId}.${verificationTokenDigest(token)}`);
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
