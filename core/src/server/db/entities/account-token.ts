import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns.ts';
import { User } from './user.ts';

/**
 * A link Galaxia mailed (verify an email, reset a password). Only a SHA-256 of the token is kept, so a
 * database leak hands out no working links; `usedAt` makes each one single-use.
 */
export const AccountToken = defineEntity({
  name: 'AccountToken',
  tableName: 'account_tokens',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    purpose: p.enum(['verify_email', 'reset_password']),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
  },
});
