import { messages, sitePaths, threadEvents } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now as clockNow } from '../../clock.ts';
import { Match, MatchThread } from '../../db/entities/index.ts';
import { lockRow } from '../competition/internal/row-locks.ts';
import { serverAdminIds } from '../notifications/internal/recipients.ts';
import { notify } from '../notifications/notify.ts';
import { matchThreadsChannelOf } from './match-threads-channel.ts';
import { eventLine, threadCard } from './thread-card.ts';
import { discordStatusOf, type ThreadDiscord } from './thread-discord.ts';
import { loadThreadFacts, type ThreadFacts } from './thread-facts.ts';
import { syncThreadVeto } from './thread-veto.ts';

export type ThreadSyncOutcome =
  | 'not-ready'
  | 'no-channel'
  | 'opened'
  | 'updated'
  | 'archived'
  | 'closed'
  | 'failed';

/** Statuses a match is played in: a thread opens for these only. */
const PLAYABLE = new Set(['pending', 'scheduled', 'disputed']);
/** Discord's answers for a thread the bot may not open (no permission, no access to the channel). */
const REFUSED = new Set([403]);
/** A thread or channel that no longer exists. */
const GONE = 404;

/**
 * Brings one match's thread in step, holding the match's row lock so two syncs of one match take
 * turns: opens it once both teams are known (rosters added, card pinned), else edits the card and posts
 * a line per change since the last sync, posts or edits the map veto's message, and archives it after
 * the result. A thread Discord refuses is
 * reported to the organisers once; the match goes on through the web.
 */
export async function syncMatchThread(
  em: EntityManager,
  discord: ThreadDiscord,
  input: { matchId: string; publicUrl: string },
): Promise<ThreadSyncOutcome> {
  // A thread Discord created is kept even when its setup fails half-way: the retry finishes it instead
  // of opening a second one.
  let unfinished: unknown = null;
  const outcome = await em.transactional(async (tx): Promise<ThreadSyncOutcome> => {
    await lockRow(tx, 'matches', input.matchId);
    const facts = await loadThreadFacts(tx, input.matchId);
    if (!facts) return 'not-ready';
    const now = clockNow();
    let thread = await tx.findOne(MatchThread, { match: input.matchId });
    if (thread?.status === 'archived')
      return correctArchived(tx, discord, thread, facts, input.publicUrl, now);
    if (thread && thread.status !== 'open') return 'closed';

    if (!thread) {
      if (!PLAYABLE.has(facts.match.status)) return 'not-ready';
      const guildId = facts.tournament.server.id;
      const channelId = await matchThreadsChannelOf(tx, guildId);
      if (!channelId) return 'no-channel';
      const row = tx.create(MatchThread, {
        match: facts.match,
        guildId,
        threadId: null,
        cardMessageId: null,
        status: 'open',
        seen: facts.snapshot,
      });
      try {
        const name = messages.matchThread.name(facts.teamA.name, facts.teamB.name);
        row.threadId = (await discord.createPrivateThread(channelId, name)).id;
      } catch (error) {
        if (!REFUSED.has(discordStatusOf(error) ?? 0)) throw error;
        row.status = 'failed';
        notify(tx, {
          userIds: await serverAdminIds(tx, guildId),
          kind: 'discord-thread',
          title: messages.matchThread.threadFailedTitle(facts.match.name),
          body: messages.matchThread.threadFailedBody,
          link: sitePaths.eventMatch(facts.tournament.id, facts.match.id),
        });
        await tx.flush();
        return 'failed';
      }
      thread = row;
    }

    const threadId = thread.threadId ?? '';
    if (!thread.cardMessageId) {
      try {
        // Adding someone already in the thread is harmless, so a retry simply repeats the list.
        for (const discordUserId of facts.rosterDiscordIds) await discord.addMember(threadId, discordUserId);
        const card = await discord.post(threadId, threadCard(facts, input.publicUrl, now));
        thread.cardMessageId = card.id;
        await discord.pin(threadId, card.id);
        thread.seen = facts.snapshot;
        await syncThreadVeto(tx, discord, thread, facts, input.publicUrl);
      } catch (error) {
        unfinished = error;
      }
      await tx.flush();
      return 'opened';
    }

    try {
      for (const event of threadEvents(thread.seen ?? null, facts.snapshot)) {
        await discord.post(threadId, { content: eventLine(facts, event) });
      }
      await discord.edit(threadId, thread.cardMessageId, threadCard(facts, input.publicUrl, now));
      thread.seen = facts.snapshot;
      await syncThreadVeto(tx, discord, thread, facts, input.publicUrl);
      if (facts.match.status === 'completed') {
        await discord.post(threadId, { content: messages.matchThread.lineClosed });
        await discord.archive(threadId);
        thread.status = 'archived';
      }
    } catch (error) {
      // Someone deleted the thread: the match carries on through the web, and its buttons say so.
      if (discordStatusOf(error) !== GONE) throw error;
      thread.status = 'failed';
    }
    await tx.flush();
    return thread.status === 'archived' ? 'archived' : 'updated';
  });
  if (unfinished) throw unfinished;
  return outcome;
}

/**
 * An archived thread told a result that a ruling has since changed (a correction): its card would keep
 * the old final score, so the thread is opened again, told the corrected result, its card edited, and
 * archived again. Anything else leaves an archived thread alone.
 */
async function correctArchived(
  tx: EntityManager,
  discord: ThreadDiscord,
  thread: InferEntity<typeof MatchThread>,
  facts: ThreadFacts,
  publicUrl: string,
  now: Date,
): Promise<ThreadSyncOutcome> {
  const events = threadEvents(thread.seen ?? null, facts.snapshot);
  if (!thread.threadId || !thread.cardMessageId || !events.some((event) => event.kind === 'corrected'))
    return 'closed';
  try {
    await discord.unarchive(thread.threadId);
    for (const event of events) await discord.post(thread.threadId, { content: eventLine(facts, event) });
    await discord.edit(thread.threadId, thread.cardMessageId, threadCard(facts, publicUrl, now));
    await discord.archive(thread.threadId);
    thread.seen = facts.snapshot;
  } catch (error) {
    if (discordStatusOf(error) !== GONE) throw error;
    thread.status = 'failed';
  }
  await tx.flush();
  return thread.status === 'archived' ? 'archived' : 'closed';
}

/** A phase started: open the threads of its matches whose teams are known. */
export async function syncTournamentThreads(
  em: EntityManager,
  discord: ThreadDiscord,
  input: { tournamentId: string; publicUrl: string },
): Promise<Record<string, ThreadSyncOutcome>> {
  const matches = await em.find(
    Match,
    {
      tournament: input.tournamentId,
      status: { $in: [...PLAYABLE] },
      teamA: { $ne: null },
      teamB: { $ne: null },
    },
    { fields: ['id'], orderBy: { playOrder: 'asc' } },
  );
  const outcomes: Record<string, ThreadSyncOutcome> = {};
  for (const match of matches) {
    outcomes[match.id] = await syncMatchThread(em.fork(), discord, {
      matchId: match.id,
      publicUrl: input.publicUrl,
    });
  }
  return outcomes;
}
