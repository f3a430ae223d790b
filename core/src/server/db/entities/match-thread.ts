import type { MatchThreadSnapshot } from '@galaxia/core';
import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, updatedAtColumn } from './columns.ts';
import { Match } from './match.ts';

/**
 * The private Discord thread of one match. `seen` is the match as the thread last told it, so each sync
 * posts one line per change since. `failed` remembers a thread Discord refused, so the organiser is
 * told once and the match goes on through the web.
 */
export const MatchThread = defineEntity({
  name: 'MatchThread',
  tableName: 'match_threads',
  // Discord names the thread, not the match, in every component interaction.
  indexes: [{ properties: ['threadId'] }],
  properties: {
    match: () => p.oneToOne(Match).primary().owner().deleteRule('cascade'),
    guildId: p.string().length(32),
    threadId: p.string().length(32).nullable(),
    cardMessageId: p.string().length(32).nullable(),
    /** open, archived, failed. */
    status: p.string().length(20),
    seen: p.json<MatchThreadSnapshot>().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
