import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { interactionVerifier } from './verify-signature.ts';

describe('interactionVerifier', () => {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const verify = interactionVerifier(
    publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('hex'),
  );
  const now = 1_760_000_000_000;
  const timestamp = String(now / 1000);
  const body = Buffer.from('{"type":1}');
  const signature = sign(null, Buffer.concat([Buffer.from(timestamp), body]), privateKey).toString('hex');

  it('accepts the signature of timestamp + body made with the application key', () => {
    expect(verify(signature, timestamp, body, now)).toBe(true);
  });

  it('refuses another body, another timestamp, a malformed or missing signature', () => {
    expect(verify(signature, timestamp, Buffer.from('{"type":2}'), now)).toBe(false);
    expect(verify(signature, String(now / 1000 + 1), body, now)).toBe(false);
    expect(verify(signature.slice(2), timestamp, body, now)).toBe(false);
    expect(verify('zz'.repeat(64), timestamp, body, now)).toBe(false);
    expect(verify(undefined, timestamp, body, now)).toBe(false);
    expect(verify(signature, undefined, body, now)).toBe(false);
  });

  it('refuses a correctly signed request more than five minutes old (a replay)', () => {
    expect(verify(signature, timestamp, body, now + 301_000)).toBe(false);
    expect(verify(signature, timestamp, body, now + 299_000)).toBe(true);
  });
});
