import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns.ts';
import { Match } from './match.ts';
import { User } from './user.ts';

/** At most one claim per match: the unique constraint is what makes "one claim wins" atomic. */
export const StreamClaim = defineEntity({
  name: 'StreamClaim',
  tableName: 'stream_claims',
  properties: {
    id: uuidPrimaryKey(),
    match: () => p.oneToOne(Match).owner().unique().deleteRule('cascade'),
    streamer: () => p.manyToOne(User).deleteRule('cascade'),
    platform: p.string().length(20),
    url: p.string().length(300),
    /** From the platform's API while live; null when no API is configured or it did not say. */
    viewerCount: p.integer().nullable(),
    viewerCountAt: p.datetime().nullable(),
    claimedAt: createdAtColumn(),
    /** When the caster marked the stream live. */
    liveAt: p.datetime().nullable(),
    /** Set while the caster holds the match: the teams cannot report until it is cleared. */
    lockedAt: p.datetime().nullable(),
  },
});
