import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_VERIFICATION_TTL_MS } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../../clock.ts';
import { AccountToken } from '../../../db/entities/index.ts';

export type TokenPurpose = 'verify_email' | 'reset_password';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token for the mail; only its digest is stored (flushed with the caller's unit of work). */
export function issueAccountToken(
  em: EntityManager,
  input: { userId: string; purpose: TokenPurpose; ttlMs: number },
): string {
  const token = randomBytes(32).toString('base64url');
  em.create(AccountToken, {
    user: input.userId,
    purpose: input.purpose,
    tokenHash: digest(token),
    expiresAt: new Date(now().getTime() + input.ttlMs),
  });
  return token;
}

/** Spends every link of this purpose the person still holds: only the newest (or none) may work. */
export async function spendOpenTokens(em: EntityManager, userId: string, purpose: TokenPurpose) {
  await em.nativeUpdate(AccountToken, { user: userId, purpose, usedAt: null }, { usedAt: now() });
}

/** A new link token that proves the address is the person's. */
export const issueEmailVerificationToken = (em: EntityManager, userId: string) =>
  issueAccountToken(em, { userId, purpose: 'verify_email', ttlMs: EMAIL_VERIFICATION_TTL_MS });

/**
 * Spends a token. The conditional UPDATE is what decides, so two clicks at once cannot both succeed.
 * Returns the account it belongs to, or null when it is unknown, expired or already used.
 */
export async function consumeAccountToken(
  em: EntityManager,
  purpose: TokenPurpose,
  token: string,
): Promise<string | null> {
  const at = now();
  const found = await em.findOne(AccountToken, { tokenHash: digest(token), purpose });
  if (!found) return null;
  const spent = await em.nativeUpdate(
    AccountToken,
    { id: found.id, usedAt: null, expiresAt: { $gt: at } },
    { usedAt: at },
  );
  return spent === 1 ? found.user.id : null;
}
