import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn } from './columns.ts';

/**
 * A write sent with an `Idempotency-Key`, stored in the write's own transaction with the answer it got,
 * so the same request sent again after a lost answer gets that answer instead of writing twice.
 */
export const IdempotentRequest = defineEntity({
  name: 'IdempotentRequest',
  tableName: 'idempotent_requests',
  indexes: [{ properties: ['createdAt'] }],
  properties: {
    userId: p.uuid().primary(),
    key: p.string().length(100).primary(),
    /** Method and a digest of URL and body: the key sent with another request is refused, not replayed. */
    request: p.string().length(300),
    status: p.integer().nullable(),
    body: p.json<unknown>().nullable(),
    createdAt: createdAtColumn(),
  },
});
