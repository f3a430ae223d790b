import { createPublicKey, verify } from 'node:crypto';

/** DER header of an Ed25519 SubjectPublicKeyInfo; Discord hands out the bare 32-byte key in hex. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
/** Older signed requests are refused, so a captured request cannot be replayed later. */
const MAX_AGE_SECONDS = 300;

/**
 * Checks Discord's `X-Signature-Ed25519` over `X-Signature-Timestamp` + the raw body with the
 * application's public key, as Discord requires of every interactions endpoint.
 */
export function interactionVerifier(publicKeyHex: string) {
  const key = createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(publicKeyHex, 'hex')]),
    format: 'der',
    type: 'spki',
  });
  return (
    signature: string | undefined,
    timestamp: string | undefined,
    body: Buffer,
    now = Date.now(),
  ): boolean => {
    if (!signature || !timestamp || !/^[0-9a-f]{128}$/i.test(signature) || !/^\d{1,12}$/.test(timestamp)) {
      return false;
    }
    if (Math.abs(now / 1000 - Number(timestamp)) > MAX_AGE_SECONDS) return false;
    return verify(null, Buffer.concat([Buffer.from(timestamp), body]), key, Buffer.from(signature, 'hex'));
  };
}
