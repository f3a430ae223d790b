import type { MatchThreadSnapshot, VetoAction } from '@galaxia/core';
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
    /** The map veto's message, posted when the veto opens and edited as its steps are taken. */
    vetoMessageId: p.string().length(32).nullable(),
    /** The veto steps as the thread last told them: a new timed-out step gets a line, a reset too. */
    vetoSeen: p.json<VetoAction[]>().nullable(),
    /** The line saying when a timed veto opens, and the time it said: edited when the match moves. */
    vetoOpensMessageId: p.string().length(32).nullable(),
    vetoOpensAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
