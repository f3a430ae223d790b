import { Match, MatchThread, resetClock } from '@galaxia/core/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stranger } from '../test-support/bot-fixtures.ts';
import { BOT_TOKEN, PUBLIC_URL } from '../test-support/bot-harness.ts';
import { type GatewayHarness, startGatewayHarness } from '../test-support/gateway-harness.ts';
import {
  agreeAndPlay,
  cupWithThreadsChannel,
  drainThreadJobs,
  startCup,
} from '../test-support/thread-fixtures.ts';
import { componentInteraction, modalSubmit } from '../test-support/thread-interactions.ts';

const CHANNEL = '880000000000000002';

type Component = { type: number; custom_id?: string; label?: string; options?: { value: string }[] };

describe('the gateway transport: buttons, selects and modals from a match thread', () => {
  let bot: GatewayHarness;
  beforeAll(async () => {
    bot = await startGatewayHarness();
  });
  afterAll(() => bot.close());
  afterEach(() => resetClock());

  const sync = () => drainThreadJobs(bot, PUBLIC_URL);
  const components = (threadId: string) =>
    (bot.discord.messagesIn(threadId)[0]!.body.components as { components: Component[] }[]).flatMap(
      (row) => row.components,
    );
  const idOf = (threadId: string, label: string) =>
    components(threadId).find((component) => component.label === label)!.custom_id!;

  async function startedCup() {
    const cup = await cupWithThreadsChannel(bot.orm, CHANNEL);
    await startCup(bot, cup.tournamentId, cup.organiser);
    await sync();
    const [owls, , , riders] = cup.teams as [(typeof cup.teams)[0], unknown, unknown, (typeof cup.teams)[0]];
    const semi = await bot.orm.em
      .fork()
      .findOneOrFail(Match, { tournament: cup.tournamentId, teamA: owls.id });
    const { threadId } = await bot.orm.em.fork().findOneOrFail(MatchThread, { match: semi.id });
    const from = (user: { id: string; name: string }) => ({
      user,
      guildId: cup.guildId,
      channelId: threadId!,
    });
    return { owls, riders, semi, threadId: threadId!, from };
  }

  it('identifies as the single shard with the bot token', async () => {
    await vi.waitFor(() => expect(bot.gateway.identifies).toHaveLength(1));
    expect(bot.gateway.identifies[0]).toMatchObject({ token: BOT_TOKEN, shard: [0, 1], intents: 1 });
  });

  it('refuses a stranger, runs a captain, and runs a replayed interaction id once', async () => {
    const { owls, riders, semi, threadId, from } = await startedCup();
    const select = components(threadId).find((component) => component.type === 3)!;
    const time = select.options![1]!.value;

    const refused = await bot.answer(
      componentInteraction(select.custom_id!, from(stranger('Lurker')), [time]),
    );
    expect(refused).toMatchObject({
      content: 'Only the players of this match and its organisers can use these buttons.',
      ephemeral: true,
    });
    expect((await bot.orm.em.fork().findOneOrFail(Match, { id: semi.id })).proposal).toBeNull();

    const pick = componentInteraction(select.custom_id!, from(owls.captain), [time]);
    const proposed = await bot.answer(pick);
    expect(proposed).toMatchObject({
      content: `You proposed <t:${Math.floor(Date.parse(time) / 1000)}:f>. The other team can accept it here or on the match page.`,
      ephemeral: true,
    });
    expect((await bot.orm.em.fork().findOneOrFail(Match, { id: semi.id })).proposal).toMatchObject({
      byTeamId: owls.id,
      time,
    });

    await sync();
    const accept = componentInteraction(idOf(threadId, 'Accept time'), from(riders.captain));
    // Discord delivers the same press twice (a shard reconnecting); the second is dropped.
    bot.gateway.interaction(accept);
    const accepted = await bot.answer(accept);
    expect(accepted.content).toBe(`The match is scheduled for <t:${Math.floor(Date.parse(time) / 1000)}:f>.`);
    const later = componentInteraction('poll:vote:1', from(owls.player));
    await bot.answer(later);
    expect(bot.discord.callbacks.filter((callback) => callback.token === accept.token)).toHaveLength(1);
    const match = await bot.orm.em.fork().findOneOrFail(Match, { id: semi.id });
    expect(match.status).toBe('scheduled');
    expect(match.scheduledTime?.toISOString()).toBe(time);
  });

  it('opens the report modal from a button and records the score submitted in it', async () => {
    const cup = await startedCup();
    const { owls, semi, threadId, from } = cup;
    await agreeAndPlay(bot, cup);

    const opened = await bot.deliver(
      componentInteraction(idOf(threadId, 'Report score'), from(owls.captain)),
    );
    expect(opened.type).toBe(9);
    expect(opened.data).toMatchObject({ title: 'Report the score' });
    const modalId = String(opened.data.custom_id);

    const byStranger = await bot.answer(modalSubmit(modalId, { games: '13-7' }, from(stranger('Lurker'))));
    expect(byStranger).toMatchObject({
      content: 'Only the players of this match and its organisers can use these buttons.',
      ephemeral: true,
    });
    const reported = await bot.answer(modalSubmit(modalId, { games: '13-7, 13-9' }, from(owls.captain)));
    expect(reported.content).toBe('Score reported. The other team can confirm or dispute it.');
    const match = await bot.orm.em.fork().findOneOrFail(Match, { id: semi.id });
    expect(match.report).toMatchObject({ scoreA: 2, scoreB: 0 });
    expect(match.games?.map(({ scoreA, scoreB }) => [scoreA, scoreB])).toEqual([
      [13, 7],
      [13, 9],
    ]);
  });

  it('resumes its session after the connection drops and handles what Discord sends next', async () => {
    const { owls, threadId, from } = await startedCup();
    bot.gateway.drop(0);
    await vi.waitFor(() => expect(bot.gateway.resumes).toHaveLength(1), { timeout: 10_000 });
    expect(bot.gateway.identifies).toHaveLength(1);
    const answer = await bot.answer(componentInteraction(idOf(threadId, 'Other time…'), from(owls.captain)));
    expect(answer.callback.type).toBe(9);
  });
});
