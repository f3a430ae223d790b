import { defineEntity, p } from '@mikro-orm/core';
import { now } from '../../clock.ts';
import { Match } from './match.ts';
import { User } from './user.ts';

/** At most one claim per match: the unique constraint is what makes "one claim wins" atomic. */
export const StreamClaim = defineEntity({
  name: 'StreamClaim',
  tableName: 'stream_claims',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    match: () => p.oneToOne(Match).owner().unique().deleteRule('cascade'),
    streamer: () => p.manyToOne(User).deleteRule('cascade'),
    platform: p.string().length(20),
    url: p.string().length(300),
    viewerCount: p.integer().default(0),
    claimedAt: p.datetime().onCreate(() => now()),
  },
});
