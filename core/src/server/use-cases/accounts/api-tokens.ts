import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  API_TOKENS_PER_USER,
  type ApiToken,
  type ApiTokenScope,
  type ApiTokens,
  AppError,
  type CreateApiTokenPayload,
  type CreatedApiToken,
  messages,
  tokenHint,
} from '@galaxia/core';
import { type InferEntity, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import type { Actor, UseCaseContext } from '../../context.ts';
import { ApiTokenRow, User } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';

type TokenRow = InferEntity<typeof ApiTokenRow>;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
/** "Last used" is for the owner's eyes: a write a minute is plenty and keeps hot tokens off the table. */
const LAST_USED_EVERY_MS = 60_000;

const view = (row: TokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  hint: row.hint,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The signed-in person's live tokens, newest first. */
export async function listApiTokens(ctx: UseCaseContext): Promise<ApiTokens> {
  const rows = await ctx.em.find(
    ApiTokenRow,
    { user: ctx.actor.userId, revokedAt: null },
    { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
  );
  return { tokens: rows.map(view) };
}

/** A new token: the answer is the only place the token itself ever appears. */
export async function createApiToken(
  ctx: UseCaseContext,
  input: CreateApiTokenPayload,
): Promise<CreatedApiToken> {
  return ctx.em.transactional(async (em) => {
    // One person's creations queue here, so two at once cannot both take the last free slot.
    await em.findOneOrFail(User, { id: ctx.actor.userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const live = await em.count(ApiTokenRow, { user: ctx.actor.userId, revokedAt: null });
    if (live >= API_TOKENS_PER_USER)
      throw new AppError('CONFLICT', 'API_TOKENS_TOO_MANY', messages.apiTokens.tooMany(API_TOKENS_PER_USER));
    const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const row = em.create(ApiTokenRow, {
      user: ctx.actor.userId,
      name: input.name,
      scope: input.scope,
      tokenHash: digest(token),
      hint: tokenHint(token),
    });
    await em.flush();
    return { token, apiToken: view(row) };
  });
}

/** The owner revokes a token; the next request with it is refused. Someone else's token is "not found". */
export async function revokeApiToken(ctx: UseCaseContext, tokenId: string): Promise<void> {
  if (!isUuid(tokenId)) throw new AppError('NOT_FOUND', 'API_TOKENS_NOT_FOUND', messages.apiTokens.notFound);
  const revoked = await ctx.em.nativeUpdate(
    ApiTokenRow,
    { id: tokenId, user: ctx.actor.userId, revokedAt: null },
    { revokedAt: now() },
  );
  if (revoked === 0) throw new AppError('NOT_FOUND', 'API_TOKENS_NOT_FOUND', messages.apiTokens.notFound);
}

export interface TokenHolder {
  tokenId: string;
  scope: ApiTokenScope;
  actor: Actor;
}

/** Who a bearer token acts for, or null for an unknown or revoked token. */
export async function actorOfApiToken(em: EntityManager, token: string): Promise<TokenHolder | null> {
  if (!token.startsWith(API_TOKEN_PREFIX) || token.length > 100) return null;
  const row = await em.findOne(
    ApiTokenRow,
    { tokenHash: digest(token), revokedAt: null },
    { populate: ['user'] },
  );
  if (!row) return null;
  const at = now();
  if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS)
    await em.nativeUpdate(ApiTokenRow, { id: row.id }, { lastUsedAt: at });
  const user = row.user;
  return {
    tokenId: row.id,
    scope: row.scope,
    actor: { userId: user.id, discordId: user.discordId ?? null, name: user.name },
  };
}
