import { defaultMapPool } from '@galaxia/core';
import {
  getMatchVeto,
  Match,
  MatchThread,
  MatchVeto,
  queuePorts,
  resetClock,
  resetMatchVeto,
  setClock,
  setMatchTime,
  Tournament,
  User,
} from '@galaxia/core/server';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiProcess } from '../test-support/api-process.ts';
import { stranger } from '../test-support/bot-fixtures.ts';
import { PUBLIC_URL, useBotHarness } from '../test-support/bot-harness.ts';
import {
  cupWithThreadsChannel,
  drainThreadJobs,
  fireDueVetoTimers,
  startCup,
} from '../test-support/thread-fixtures.ts';
import { componentInteraction } from '../test-support/thread-interactions.ts';

const CHANNEL = '880000000000000002';
const MINUTE = 60_000;

type Component = {
  type: number;
  style?: number;
  custom_id?: string;
  label?: string;
  url?: string;
  placeholder?: string;
  options?: { label: string; value: string }[];
};
type VetoPost = {
  embeds: { title: string; url: string; description: string; fields: { name: string; value: string }[] }[];
  components: { components: Component[] }[];
};

describe('the map veto in a match thread, through the HTTP transport and the fake Discord', () => {
  const bot = useBotHarness();
  afterEach(() => resetClock());

  const sync = () => drainThreadJobs(bot, PUBLIC_URL);
  const stamp = (at: Date) => `<t:${Math.floor(at.getTime() / 1000)}:f>`;
  const vetoPostsIn = (threadId: string) =>
    bot.discord
      .messagesIn(threadId)
      .filter((message) =>
        ((message.body.embeds ?? []) as { title?: string }[]).some((embed) =>
          embed.title?.startsWith('Map veto'),
        ),
      );
  const vetoOf = (threadId: string) => {
    const posts = vetoPostsIn(threadId);
    expect(posts, 'one veto message in the thread').toHaveLength(1);
    return posts[0]!.body as unknown as VetoPost;
  };
  const embedOf = (threadId: string) => vetoOf(threadId).embeds[0]!;
  const componentsOf = (threadId: string) => vetoOf(threadId).components.flatMap((row) => row.components);
  const selectOf = (threadId: string) => {
    const select = componentsOf(threadId).find((component) => component.type === 3);
    expect(select, 'a map select on the veto message').toBeDefined();
    return select!;
  };
  const buttonOf = (threadId: string, label: string) => {
    const button = componentsOf(threadId).find((component) => component.label === label);
    expect(button, `a "${label}" button on the veto message`).toBeDefined();
    return button!.custom_id!;
  };
  const linesOf = (threadId: string) =>
    bot.discord
      .messagesIn(threadId)
      .filter((message) => typeof message.body.content === 'string' && message.body.content !== '')
      .map((message) => String(message.body.content));
  const stepsOf = (threadId: string) =>
    embedOf(threadId)
      .fields.find((field) => field.name === 'Steps')!
      .value.split('\n');

  /**
   * A Valorant cup's semi-final (best of 3) with its thread: the captains agree the first free time and
   * both teams check in 20 minutes before it, which opens the veto. Night Owls are the first seed: they
   * act first.
   */
  async function vetoOpened() {
    const cup = await cupWithThreadsChannel(bot.orm, CHANNEL);
    await startCup(bot, cup.tournamentId, cup.organiser);
    await sync();
    const [owls, wolves, , riders] = cup.teams as [
      (typeof cup.teams)[0],
      (typeof cup.teams)[0],
      (typeof cup.teams)[0],
      (typeof cup.teams)[0],
    ];
    const semi = await bot.orm.em
      .fork()
      .findOneOrFail(Match, { tournament: cup.tournamentId, teamA: owls.id });
    const threadId = (await bot.orm.em.fork().findOneOrFail(MatchThread, { match: semi.id })).threadId!;
    const from = (user: { id: string; name: string }) => ({
      user,
      guildId: cup.guildId,
      channelId: threadId,
    });

    const card = () =>
      (bot.discord.messagesIn(threadId)[0]!.body.components as { components: Component[] }[]).flatMap(
        (row) => row.components,
      );
    const slots = card().find((component) => component.type === 3)!;
    const time = slots.options![0]!.value;
    await bot.answer(componentInteraction(slots.custom_id!, from(owls.captain), [time]));
    await sync();
    const accept = card().find((component) => component.label === 'Accept time')!;
    await bot.answer(componentInteraction(accept.custom_id!, from(riders.captain)));
    await sync();
    const openedAt = new Date(Date.parse(time) - 20 * MINUTE);
    setClock(() => openedAt);
    const checkIn = () => card().find((component) => component.label === 'Check in')!.custom_id!;
    await bot.answer(componentInteraction(checkIn(), from(owls.player)));
    await sync();
    await bot.answer(componentInteraction(checkIn(), from(riders.captain)));
    await sync();
    return { ...cup, owls, wolves, riders, semi, threadId, from, openedAt };
  }

  it('says in the thread when a timed veto opens once the match has its time, and edits that line when the match moves', async () => {
    const cup = await cupWithThreadsChannel(bot.orm, CHANNEL);
    // The organiser's veto opens an hour before each match.
    await bot.orm.em.fork().nativeUpdate(
      Tournament,
      { id: cup.tournamentId },
      {
        vetoSettings: {
          pool: [...defaultMapPool('valorant')],
          sequences: {},
          firstRule: 'seed',
          stepSeconds: 60,
          opensMinutesBefore: 60,
        },
      },
    );
    await startCup(bot, cup.tournamentId, cup.organiser);
    await sync();
    const semi = await bot.orm.em
      .fork()
      .findOneOrFail(Match, { tournament: cup.tournamentId, teamA: cup.teams[0]!.id });
    const threadId = (await bot.orm.em.fork().findOneOrFail(MatchThread, { match: semi.id })).threadId!;
    const openingLines = () => linesOf(threadId).filter((line) => line.startsWith('The veto opens'));
    // No time yet, so no opening time either.
    expect(openingLines()).toEqual([]);

    const ports = queuePorts(bot.queues);
    const ctx = () => ({ em: bot.orm.em.fork(), actor: cup.organiser });
    const first = new Date(Math.ceil((Date.now() + 3 * 60 * MINUTE) / MINUTE) * MINUTE);
    await setMatchTime(ctx(), { matchId: semi.id, time: first.toISOString() }, ports);
    await sync();
    expect(openingLines()).toEqual([`The veto opens at ${stamp(new Date(first.getTime() - 60 * MINUTE))}.`]);

    const moved = new Date(first.getTime() + 90 * MINUTE);
    await setMatchTime(ctx(), { matchId: semi.id, time: moved.toISOString() }, ports);
    await sync();
    // The same line, edited: the thread never shows the old opening time next to the new one.
    expect(openingLines()).toEqual([`The veto opens at ${stamp(new Date(moved.getTime() - 60 * MINUTE))}.`]);
    expect(vetoPostsIn(threadId)).toEqual([]);
  });

  it('posts the veto when both teams have checked in, and the acting captain bans, picks and chooses sides with its components', async () => {
    const { owls, riders, threadId, from, semi, tournamentId, openedAt } = await vetoOpened();
    expect(linesOf(threadId).slice(-2)).toEqual(['Night Owls checked in.', 'Storm Riders checked in.']);
    // The veto's message comes after the lines that opened it.
    expect(bot.discord.messagesIn(threadId).at(-1)!.body).toEqual(
      expect.objectContaining({ embeds: expect.any(Array) }),
    );
    const matchPage = `${PUBLIC_URL}/events/${tournamentId}/matches/${semi.id}`;
    expect(vetoOf(threadId)).toEqual({
      embeds: [
        {
          title: 'Map veto: Night Owls vs Storm Riders',
          url: matchPage,
          color: 0x7c3aed,
          description: `Night Owls to ban a map, until ${stamp(new Date(openedAt.getTime() + MINUTE))}`,
          fields: [
            { name: 'Steps', value: 'No step taken yet' },
            { name: 'Maps left', value: 'Abyss, Ascent, Bind, Corrode, Haven, Lotus, Sunset' },
          ],
        },
      ],
      components: [
        {
          type: 1,
          components: [
            {
              type: 3,
              custom_id: `gx-mv:map:${semi.id}:0`,
              placeholder: 'Night Owls: ban a map',
              min_values: 1,
              max_values: 1,
              options: [
                { label: 'Abyss', value: 'abyss' },
                { label: 'Ascent', value: 'ascent' },
                { label: 'Bind', value: 'bind' },
                { label: 'Corrode', value: 'corrode' },
                { label: 'Haven', value: 'haven' },
                { label: 'Lotus', value: 'lotus' },
                { label: 'Sunset', value: 'sunset' },
              ],
            },
          ],
        },
        { type: 1, components: [{ type: 2, style: 5, label: 'Match page', url: matchPage }] },
      ],
      allowed_mentions: { parse: [] },
    });

    const banned = await bot.answer(
      componentInteraction(selectOf(threadId).custom_id!, from(owls.captain), ['ascent']),
    );
    expect(banned).toMatchObject({ content: 'You banned Ascent.', ephemeral: true });
    await sync();
    expect(embedOf(threadId).description).toBe(
      `Storm Riders to ban a map, until ${stamp(new Date(openedAt.getTime() + MINUTE))}`,
    );
    expect(stepsOf(threadId)).toEqual(['1. Night Owls banned Ascent']);
    expect(selectOf(threadId)).toMatchObject({
      custom_id: `gx-mv:map:${semi.id}:1`,
      placeholder: 'Storm Riders: ban a map',
    });
    expect(selectOf(threadId).options!.map((option) => option.label)).toEqual([
      'Abyss',
      'Bind',
      'Corrode',
      'Haven',
      'Lotus',
      'Sunset',
    ]);

    await bot.answer(componentInteraction(selectOf(threadId).custom_id!, from(riders.captain), ['bind']));
    await sync();
    const picked = await bot.answer(
      componentInteraction(selectOf(threadId).custom_id!, from(owls.captain), ['haven']),
    );
    expect(picked).toMatchObject({ content: 'You picked Haven.', ephemeral: true });
    await sync();
    expect(embedOf(threadId).description).toBe(
      `Storm Riders to choose a side on Haven, until ${stamp(new Date(openedAt.getTime() + MINUTE))}`,
    );
    expect(componentsOf(threadId).map((component) => component.label)).toEqual([
      'Attack',
      'Defence',
      'Match page',
    ]);
    const side = await bot.answer(componentInteraction(buttonOf(threadId, 'Defence'), from(riders.captain)));
    expect(side).toMatchObject({ content: 'You start on defence on Haven.', ephemeral: true });
    await sync();
    expect(stepsOf(threadId)).toEqual([
      '1. Night Owls banned Ascent',
      '2. Storm Riders banned Bind',
      '3. Night Owls picked Haven',
      '4. Storm Riders starts on defence on Haven',
    ]);
    expect(embedOf(threadId).fields.at(-1)).toEqual({
      name: 'Series',
      value: 'Game 1: Haven · picked by Night Owls · Storm Riders on defence',
    });
    // The match page reads the same veto the thread shows.
    const page = await getMatchVeto({ em: bot.orm.em.fork(), actor: null }, semi.id);
    expect(page.steps.flatMap((step) => (step.done ? [[step.done.action, step.done.map]] : []))).toEqual([
      ['ban', 'ascent'],
      ['ban', 'bind'],
      ['pick', 'haven'],
      ['side', 'haven'],
    ]);
    expect(page.maps).toEqual([{ map: 'haven', name: 'Haven', pickedBy: 'A', sideBy: 'B', side: 'defence' }]);
    expect(page.turn).toMatchObject({ index: 4, action: 'pick', team: 'B' });
  });

  it('refuses the other team, a player who is not the captain, a stranger and a stale click, seen only by the presser', async () => {
    const { owls, riders, wolves, threadId, from, semi } = await vetoOpened();
    const firstStep = selectOf(threadId).custom_id!;

    const otherTeam = await bot.answer(componentInteraction(firstStep, from(riders.captain), ['ascent']));
    expect(otherTeam).toMatchObject({
      content: 'It is the other team’s turn in the map veto',
      ephemeral: true,
    });
    const notCaptain = await bot.answer(componentInteraction(firstStep, from(owls.player), ['ascent']));
    expect(notCaptain).toMatchObject({
      content: 'Only a representative of one of the two teams can do that',
      ephemeral: true,
    });
    const outsider = await bot.answer(
      componentInteraction(firstStep, from(stranger('Outsider')), ['ascent']),
    );
    expect(outsider).toMatchObject({
      content: 'Only the players of this match and its organisers can use these buttons.',
      ephemeral: true,
    });
    // The other semi-final's captain plays in the cup, not in this match.
    const otherCaptain = await bot.answer(componentInteraction(firstStep, from(wolves.captain), ['ascent']));
    expect(otherCaptain.content).toBe(
      'Only the players of this match and its organisers can use these buttons.',
    );
    expect((await bot.orm.em.fork().findOneOrFail(MatchVeto, { match: semi.id })).actions).toEqual([]);

    await bot.answer(componentInteraction(firstStep, from(owls.captain), ['ascent']));
    // A second click on the same step, before or after the message moved on, changes nothing.
    const again = await bot.answer(componentInteraction(firstStep, from(owls.captain), ['bind']));
    expect(again).toMatchObject({
      content: 'This veto step has already been taken: look at the veto again',
      ephemeral: true,
    });
    await sync();
    const staleForOthers = await bot.answer(componentInteraction(firstStep, from(riders.captain), ['bind']));
    expect(staleForOthers.content).toBe('This veto step has already been taken: look at the veto again');
    const banned = await bot.answer(
      componentInteraction(selectOf(threadId).custom_id!, from(riders.captain), ['ascent']),
    );
    expect(banned).toMatchObject({ content: 'That map is no longer in the pool', ephemeral: true });
    expect(stepsOf(threadId)).toEqual(['1. Night Owls banned Ascent']);
    const stored = await bot.orm.em.fork().findOneOrFail(MatchVeto, { match: semi.id });
    expect(stored.actions.map((action) => action.map)).toEqual(['ascent']);
  });

  it('stays in step with the website, says when a step was chosen at random, follows a reset and ends with the three maps', async () => {
    const { owls, riders, threadId, from, semi, organiser } = await vetoOpened();
    const ports = queuePorts(bot.queues);

    // Night Owls' captain bans on the match page, through the website's api: the thread's message follows.
    await bot.orm.em.fork().nativeUpdate(User, { id: owls.captain.userId }, { isDemo: true });
    const api = await startApiProcess();
    try {
      const cookie = await api.signIn(owls.captain.userId);
      const banned = await fetch(`${api.base}/api/matches/${semi.id}/veto/steps`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ step: 0, map: 'lotus' }),
      });
      expect(banned.status).toBe(200);
    } finally {
      await api.close();
    }
    await sync();
    expect(stepsOf(threadId)).toEqual(['1. Night Owls banned Lotus']);
    // The api runs on the real clock: the next step's minute started when it took the ban.
    const { stepStartedAt } = await bot.orm.em.fork().findOneOrFail(MatchVeto, { match: semi.id });
    expect(embedOf(threadId).description).toBe(
      `Storm Riders to ban a map, until ${stamp(new Date(stepStartedAt.getTime() + MINUTE))}`,
    );

    // A moderator deletes the veto's message: the next change posts it again, after the line telling it.
    bot.discord.deleteMessage(threadId, vetoPostsIn(threadId)[0]!.id);

    // Storm Riders let their minute run out: the system bans for them and the thread says so.
    const late = new Date(stepStartedAt.getTime() + MINUTE + 1000);
    setClock(() => late);
    await fireDueVetoTimers(bot);
    await sync();
    expect(linesOf(threadId).at(-1)).toBe(
      'Time ran out for Storm Riders. Chosen at random: Storm Riders banned Abyss.',
    );
    expect(stepsOf(threadId)).toEqual([
      '1. Night Owls banned Lotus',
      '2. Storm Riders banned Abyss (at random: time ran out)',
    ]);
    expect(bot.discord.messagesIn(threadId).at(-1)).toBe(vetoPostsIn(threadId)[0]);
    expect(await bot.orm.em.fork().findOneOrFail(MatchThread, { match: semi.id })).toMatchObject({
      status: 'open',
      vetoMessageId: vetoPostsIn(threadId)[0]!.id,
    });
    expect(embedOf(threadId).description).toBe(
      `Night Owls to pick a map, until ${stamp(new Date(late.getTime() + MINUTE))}`,
    );

    // The organiser resets the veto from the console: the message starts again, a line says why it moved.
    await resetMatchVeto(
      { em: bot.orm.em.fork(), actor: organiser },
      { matchId: semi.id, reason: 'Storm Riders lost connection' },
      ports,
    );
    await sync();
    expect(linesOf(threadId).at(-1)).toBe(
      'An organiser reset the map veto: it starts again from the first step.',
    );
    expect(embedOf(threadId).fields[0]).toEqual({ name: 'Steps', value: 'No step taken yet' });
    expect(selectOf(threadId).custom_id).toBe(`gx-mv:map:${semi.id}:0`);

    // The whole best of 3 from the thread, the captain of each step choosing the first map offered.
    for (let step = 0; step < 20; step++) {
      const veto = vetoOf(threadId);
      const components = veto.components.flatMap((row) => row.components);
      const select = components.find((component) => component.type === 3);
      const side = components.find((component) => component.label === 'Attack');
      if (!select && !side) break;
      const actor = veto.embeds[0]!.description.startsWith('Night Owls') ? owls.captain : riders.captain;
      const answer = select
        ? await bot.answer(componentInteraction(select.custom_id!, from(actor), [select.options![0]!.value]))
        : await bot.answer(componentInteraction(side!.custom_id!, from(actor)));
      expect(answer.ephemeral).toBe(true);
      await sync();
    }
    expect(vetoOf(threadId).embeds[0]!.description).toBe('Veto complete: the maps are set.');
    expect(stepsOf(threadId)).toEqual([
      '1. Night Owls banned Abyss',
      '2. Storm Riders banned Ascent',
      '3. Night Owls picked Bind',
      '4. Storm Riders starts on attack on Bind',
      '5. Storm Riders picked Corrode',
      '6. Night Owls starts on attack on Corrode',
      '7. Night Owls banned Haven',
      '8. Storm Riders banned Lotus',
      '9. Sunset is the decider',
      '10. Night Owls starts on attack on Sunset',
    ]);
    expect(embedOf(threadId).fields.at(-1)).toEqual({
      name: 'Series',
      value: [
        'Game 1: Bind · picked by Night Owls · Storm Riders on attack',
        'Game 2: Corrode · picked by Storm Riders · Night Owls on attack',
        'Game 3: Sunset · decider · Night Owls on attack',
      ].join('\n'),
    });
    expect(componentsOf(threadId).map((component) => component.label)).toEqual(['Match page']);
    expect(vetoPostsIn(threadId)).toHaveLength(1);
  }, 60_000);
});
