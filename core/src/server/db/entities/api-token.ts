import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns.ts';
import { User } from './user.ts';

/**
 * A personal API token. Only a SHA-256 of it is kept (a leaked table opens nothing); `hint` lets its owner
 * tell tokens apart. A revoked token stays, so the owner's list can say when it stopped.
 */
export const ApiTokenRow = defineEntity({
  name: 'ApiToken',
  tableName: 'api_tokens',
  indexes: [{ properties: ['user', 'revokedAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    name: p.string().length(60),
    scope: p.enum(['read', 'write']),
    tokenHash: p.string().length(64).unique(),
    hint: p.string().length(20),
    createdAt: createdAtColumn(),
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});
