import { threadCustomId } from '@galaxia/core';
import {
  correctMatchResult,
  Match,
  MatchThread,
  Notification,
  Phase,
  queuePorts,
  resetClock,
  setClock,
  setMatchTime,
} from '@galaxia/core/server';
import { afterEach, describe, expect, it } from 'vitest';
import { stranger } from '../test-support/bot-fixtures.ts';
import { PUBLIC_URL, useBotHarness } from '../test-support/bot-harness.ts';
import {
  agreeAndPlay,
  cupWithThreadsChannel,
  drainThreadJobs,
  startCup,
} from '../test-support/thread-fixtures.ts';
import { componentInteraction, modalSubmit } from '../test-support/thread-interactions.ts';

const CHANNEL = '880000000000000001';
const MINUTE = 60_000;

type Component = {
  type: number;
  custom_id?: string;
  label?: string;
  url?: string;
  options?: { value: string }[];
};
type Card = {
  embeds: { title: string; url: string; fields: { name: string; value: string }[] }[];
  components: { components: Component[] }[];
};

describe('match threads through the HTTP transport and the fake Discord', () => {
  const bot = useBotHarness();
  afterEach(() => resetClock());

  const sync = () => drainThreadJobs(bot, PUBLIC_URL);
  const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);
  const cardOf = (threadId: string) => bot.discord.messagesIn(threadId)[0]!.body as unknown as Card;
  const linesOf = (threadId: string) =>
    bot.discord
      .messagesIn(threadId)
      .slice(1)
      .map((message) => String(message.body.content));
  const components = (threadId: string) => cardOf(threadId).components.flatMap((row) => row.components);
  const idOf = (threadId: string, label: string) => {
    const found = components(threadId).find((component) => component.label === label);
    expect(found, `a "${label}" button on the card`).toBeDefined();
    return found!.custom_id!;
  };
  /** Presses the card's button that opens a modal; answers the modal's custom id. */
  const openModal = async (buttonId: string, as: Parameters<typeof componentInteraction>[1]) => {
    const opened = await bot.send(componentInteraction(buttonId, as));
    return String((opened.body.data as { custom_id: string }).custom_id);
  };
  const labels = (threadId: string) =>
    components(threadId).map((component) => component.label ?? component.type);
  const status = (threadId: string) =>
    cardOf(threadId).embeds[0]!.fields.find((field) => field.name === 'Status')!.value;

  async function startedCup(roundBestOf?: Record<string, 1 | 3>) {
    const cup = await cupWithThreadsChannel(bot.orm, CHANNEL);
    if (roundBestOf) {
      const em = bot.orm.em.fork();
      const phase = await em.findOneOrFail(Phase, { tournament: cup.tournamentId });
      phase.bestOf = roundBestOf;
      await em.flush();
    }
    await startCup(bot, cup.tournamentId, cup.organiser);
    await sync();
    const [owls, wolves, kings, riders] = cup.teams as [
      (typeof cup.teams)[0],
      (typeof cup.teams)[0],
      (typeof cup.teams)[0],
      (typeof cup.teams)[0],
    ];
    const semi = await bot.orm.em
      .fork()
      .findOneOrFail(Match, { tournament: cup.tournamentId, teamA: owls.id });
    const row = await bot.orm.em.fork().findOneOrFail(MatchThread, { match: semi.id });
    const threadId = row.threadId!;
    const from = (user: { id: string; name: string }) => ({
      user,
      guildId: cup.guildId,
      channelId: threadId,
    });
    return { ...cup, owls, wolves, kings, riders, semi, threadId, from };
  }

  it('opens a private thread with both rosters and a pinned card once a match is pending', async () => {
    const cup = await startedCup();
    const { owls, riders, threadId } = cup;
    const threads = bot.discord.threadsIn(CHANNEL).filter((thread) => thread.name.includes('Night Owls'));
    expect(threads).toHaveLength(1);
    const [thread] = threads;
    expect(thread).toMatchObject({
      id: threadId,
      type: 12,
      invitable: false,
      name: 'Night Owls vs Storm Riders',
    });
    expect([...thread!.members].sort()).toEqual(
      [owls.captain.id, owls.player.id, riders.captain.id, riders.player.id].sort(),
    );
    const [card] = bot.discord.messagesIn(threadId);
    expect(thread!.pinned).toEqual([card!.id]);
    const embed = cardOf(threadId).embeds[0]!;
    expect(embed.title).toBe('Spring Clash: Semi-finals');
    expect(embed.url).toBe(`${PUBLIC_URL}/events/${cup.tournamentId}/matches/${cup.semi.id}`);
    expect(embed.fields).toEqual([
      { name: 'Teams', value: 'Night Owls vs Storm Riders' },
      { name: 'Round window', value: 'Any time both teams agree' },
      { name: 'Format', value: 'Best of 3', inline: true },
      { name: 'Status', value: 'Waiting for a time: propose one below', inline: true },
    ]);
    expect(labels(threadId)).toEqual([3, 'Other time…', 'Match page']);
    // The other semi-final has its own thread; the final waits for its teams.
    expect(bot.discord.threadsIn(CHANNEL).some((other) => other.name === 'Iron Wolves vs Sky Kings')).toBe(
      true,
    );
  });

  it('plays the match in the thread: propose, accept, check in, report, confirm; the bracket advances and the thread archives', async () => {
    const { owls, riders, threadId, from, semi, tournamentId, organiser } = await startedCup();
    const select = components(threadId).find((component) => component.type === 3)!;
    const time = select.options![2]!.value;

    const proposed = await bot.answer(componentInteraction(select.custom_id!, from(owls.captain), [time]));
    expect(proposed).toMatchObject({
      content: `You proposed <t:${unix(time)}:f>. The other team can accept it here or on the match page.`,
      ephemeral: true,
    });
    await sync();
    expect(linesOf(threadId)).toEqual([`Night Owls proposed <t:${unix(time)}:f>.`]);
    expect(status(threadId)).toBe(`Night Owls proposed <t:${unix(time)}:f>`);

    const accepted = await bot.answer(
      componentInteraction(idOf(threadId, 'Accept time'), from(riders.captain)),
    );
    expect(accepted.content).toBe(`The match is scheduled for <t:${unix(time)}:f>.`);
    await sync();
    expect(linesOf(threadId).at(-1)).toBe(`Storm Riders accepted: the match is on <t:${unix(time)}:f>.`);
    expect(status(threadId)).toBe(`Scheduled for <t:${unix(time)}:f>. Check in opens 30 minutes before.`);

    setClock(() => new Date(Date.parse(time) - 20 * MINUTE));
    const checkedIn = await bot.answer(componentInteraction(idOf(threadId, 'Check in'), from(owls.player)));
    expect(checkedIn).toMatchObject({ content: 'Your team is checked in.', ephemeral: true });
    await sync();
    expect(linesOf(threadId).at(-1)).toBe('Night Owls checked in.');

    setClock(() => new Date(Date.parse(time) + 40 * MINUTE));
    const opened = await bot.send(componentInteraction(idOf(threadId, 'Report score'), from(owls.captain)));
    expect(opened.body).toMatchObject({
      type: 9,
      data: {
        title: 'Report the score',
        // A best of 3 is reported game by game, as on the website.
        components: [
          {
            type: 1,
            components: [
              {
                type: 4,
                custom_id: 'games',
                label: 'Score of each game, in order',
                placeholder: "Night Owls's score first, up to 3 games: 13-7, 9-13, 13-11",
                required: true,
              },
            ],
          },
        ],
      },
    });
    const modalId = String((opened.body.data as { custom_id: string }).custom_id);
    const reported = await bot.answer(
      modalSubmit(modalId, { games: '13-7, 9-13, 13-11' }, from(owls.captain)),
    );
    expect(reported.content).toBe('Score reported. The other team can confirm or dispute it.');
    await sync();
    expect(linesOf(threadId).at(-1)).toBe(
      'Night Owls reported Night Owls 2–1 Storm Riders. The other team can confirm or dispute it.',
    );
    expect(labels(threadId)).toEqual(['Confirm score', 'Dispute', 'Match page']);

    const confirmed = await bot.answer(
      componentInteraction(idOf(threadId, 'Confirm score'), from(riders.captain)),
    );
    expect(confirmed.content).toBe('Result confirmed.');
    await sync();
    expect(linesOf(threadId).slice(-2)).toEqual([
      'Result confirmed: Night Owls 2–1 Storm Riders.',
      'The match is over: this thread is now archived. Good games!',
    ]);
    const thread = bot.discord.threads.get(threadId)!;
    expect(thread).toMatchObject({ archived: true, locked: true });
    expect(status(threadId)).toBe('Final: Night Owls 2–1 Storm Riders');
    expect(labels(threadId)).toEqual(['Match page']);

    const em = bot.orm.em.fork();
    const played = await em.findOneOrFail(Match, { id: semi.id });
    expect(played).toMatchObject({ status: 'completed', scoreA: 2, scoreB: 1 });
    expect(played.games?.map((game) => [game.scoreA, game.scoreB])).toEqual([
      [13, 7],
      [9, 13],
      [13, 11],
    ]);
    const final = await em.findOneOrFail(Match, { tournament: tournamentId, name: 'Final' });
    expect(final.teamA?.id ?? final.teamB?.id).toBe(owls.id);
    expect(await em.findOneOrFail(MatchThread, { match: semi.id })).toMatchObject({ status: 'archived' });

    // An organiser corrects the result after the thread archived: its card is not left on the old score.
    await correctMatchResult(
      { em: bot.orm.em.fork(), actor: organiser },
      {
        matchId: semi.id,
        scoreA: 2,
        scoreB: 0,
        reason: 'Game 2 was awarded to Night Owls.',
        resetPlayed: false,
      },
      queuePorts(bot.queues),
    );
    await sync();
    expect(linesOf(threadId).at(-1)).toBe('An organiser corrected the result: Night Owls 2–0 Storm Riders.');
    expect(status(threadId)).toBe('Final: Night Owls 2–0 Storm Riders');
    expect(bot.discord.threads.get(threadId)).toMatchObject({ archived: true, locked: true });
  });

  it('asks a best of 1 for its two scores, as the organiser set that round', async () => {
    const cup = await startedCup({ 'r-1': 1 });
    const { owls, threadId, from, semi } = cup;
    expect(cardOf(threadId).embeds[0]!.fields).toContainEqual({
      name: 'Format',
      value: 'Best of 1',
      inline: true,
    });
    await agreeAndPlay(bot, cup);
    const opened = await bot.send(componentInteraction(idOf(threadId, 'Report score'), from(owls.captain)));
    expect(opened.body).toMatchObject({
      type: 9,
      data: {
        components: [
          { type: 1, components: [{ type: 4, custom_id: 'scoreA', label: 'Night Owls score' }] },
          { type: 1, components: [{ type: 4, custom_id: 'scoreB', label: 'Storm Riders score' }] },
        ],
      },
    });
    const modalId = String((opened.body.data as { custom_id: string }).custom_id);
    const reported = await bot.answer(
      modalSubmit(modalId, { scoreA: '13', scoreB: '7' }, from(owls.captain)),
    );
    expect(reported.content).toBe('Score reported. The other team can confirm or dispute it.');
    await sync();
    expect(linesOf(threadId).at(-1)).toBe(
      'Night Owls reported Night Owls 13–7 Storm Riders. The other team can confirm or dispute it.',
    );
    expect((await bot.orm.em.fork().findOneOrFail(Match, { id: semi.id })).report).toMatchObject({
      scoreA: 13,
      scoreB: 7,
    });
  });

  it('disputes a reported score with a reason, and only the organiser resolves it from the thread', async () => {
    const cup = await startedCup();
    const { owls, riders, threadId, from, semi, organiser } = cup;
    await agreeAndPlay(bot, cup);
    const reportId = await openModal(idOf(threadId, 'Report score'), from(owls.captain));
    await bot.answer(modalSubmit(reportId, { games: '13-5, 13-8' }, from(owls.captain)));
    await sync();

    const disputeModal = await bot.send(
      componentInteraction(idOf(threadId, 'Dispute'), from(riders.captain)),
    );
    expect(disputeModal.body).toMatchObject({
      type: 9,
      data: {
        title: 'Dispute the score',
        components: [
          { components: [{ custom_id: 'reason', label: 'What is wrong with the reported score?' }] },
        ],
      },
    });
    const disputeId = String((disputeModal.body.data as { custom_id: string }).custom_id);
    const blank = await bot.answer(modalSubmit(disputeId, { reason: '   ' }, from(riders.captain)));
    expect(blank.content).toBe('Say what is wrong with the reported score');
    const disputed = await bot.answer(
      modalSubmit(disputeId, { reason: 'We won the second map 13-11' }, from(riders.captain)),
    );
    expect(disputed.content).toBe('Dispute sent: an organiser will resolve it.');
    await sync();
    expect(linesOf(threadId).at(-1)).toBe(
      'Storm Riders disputed the score: We won the second map 13-11. An organiser will resolve it.',
    );
    expect(status(threadId)).toBe('Disputed: waiting for an organiser');

    const resolveId = idOf(threadId, 'Resolve (organiser)');
    const byPlayer = await bot.answer(componentInteraction(resolveId, from(owls.captain)));
    expect(byPlayer).toMatchObject({ content: 'Only an organiser can do that', ephemeral: true });
    const modalId = await openModal(resolveId, from(organiser));
    const notOrganiser = await bot.answer(
      modalSubmit(modalId, { scoreA: '1', scoreB: '1' }, from(owls.captain)),
    );
    expect(notOrganiser.content).toBe('Only an organiser can do that');
    const resolved = await bot.answer(
      modalSubmit(modalId, { scoreA: '1', scoreB: '2', note: 'Replay checked' }, from(organiser)),
    );
    expect(resolved.content).toBe('Dispute resolved.');
    await sync();
    expect(linesOf(threadId).slice(-2)).toEqual([
      'An organiser resolved the result: Night Owls 1–2 Storm Riders.',
      'The match is over: this thread is now archived. Good games!',
    ]);
    expect(await bot.orm.em.fork().findOneOrFail(Match, { id: semi.id })).toMatchObject({
      status: 'completed',
      scoreA: 1,
      scoreB: 2,
    });
  });

  it('follows a move made on the website: the card shows the new time and a line says so', async () => {
    const { owls, riders, threadId, from, semi, organiser } = await startedCup();
    const select = components(threadId).find((component) => component.type === 3)!;
    const first = select.options![0]!.value;
    await bot.answer(componentInteraction(select.custom_id!, from(owls.captain), [first]));
    await sync();
    await bot.answer(componentInteraction(idOf(threadId, 'Accept time'), from(riders.captain)));
    await sync();

    const moved = new Date(Date.parse(first) + 24 * 60 * MINUTE).toISOString();
    await setMatchTime(
      { em: bot.orm.em.fork(), actor: organiser },
      { matchId: semi.id, time: moved },
      queuePorts(bot.queues),
    );
    await sync();
    expect(status(threadId)).toBe(`Scheduled for <t:${unix(moved)}:f>. Check in opens 30 minutes before.`);
    expect(linesOf(threadId).at(-1)).toBe(`The match moved to <t:${unix(moved)}:f>.`);
  });

  it('refuses, seen only by the presser and changing nothing: a stranger, a stale button, an unreadable score, a deleted thread', async () => {
    const { owls, riders, wolves, threadId, from, semi } = await startedCup();
    const select = components(threadId).find((component) => component.type === 3)!;
    const time = select.options![0]!.value;
    const outsider = stranger('Outsider');

    const refused = await bot.answer(componentInteraction(select.custom_id!, from(outsider), [time]));
    expect(refused).toMatchObject({
      content: 'Only the players of this match and its organisers can use these buttons.',
      ephemeral: true,
    });
    // The other semi-final's captain plays in the cup, not in this match.
    const otherCaptain = await bot.answer(
      componentInteraction(select.custom_id!, from(wolves.captain), [time]),
    );
    expect(otherCaptain.content).toBe(
      'Only the players of this match and its organisers can use these buttons.',
    );
    expect((await bot.orm.em.fork().findOneOrFail(Match, { id: semi.id })).proposal).toBeNull();

    const staleSelect = select.custom_id!;
    await bot.answer(componentInteraction(staleSelect, from(owls.captain), [time]));
    await sync();
    const stale = await bot.answer(componentInteraction(staleSelect, from(riders.captain), [time]));
    expect(stale).toMatchObject({
      content: 'This button is out of date: the match has moved on. Use the buttons on the pinned card.',
      ephemeral: true,
    });
    const afterStale = await bot.orm.em.fork().findOneOrFail(Match, { id: semi.id });
    expect(afterStale.proposal?.byTeamId).toBe(owls.id);

    const timeModalId = await openModal(idOf(threadId, 'Other time…'), from(riders.captain));
    const unreadable = await bot.answer(
      modalSubmit(timeModalId, { time: 'tomorrow evening' }, from(riders.captain)),
    );
    expect(unreadable).toMatchObject({
      content: 'Enter the time as YYYY-MM-DD HH:MM in IST, e.g. 2025-03-15 18:30',
      ephemeral: true,
    });

    await bot.answer(componentInteraction(idOf(threadId, 'Accept time'), from(riders.captain)));
    await sync();
    setClock(() => new Date(Date.parse(time) - 120 * MINUTE));
    const early = await bot.answer(componentInteraction(idOf(threadId, 'Check in'), from(owls.player)));
    const opensAt = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
      timeZoneName: 'short',
    }).format(new Date(Date.parse(time) - 30 * MINUTE));
    expect(early).toMatchObject({ content: `Check-in opens at ${opensAt}`, ephemeral: true });
    const unknown = await bot.answer(componentInteraction('poll:vote:1', from(owls.player)));
    expect(unknown).toMatchObject({ content: 'This command is not available.', ephemeral: true });
    setClock(() => new Date(Date.parse(time) + 40 * MINUTE));
    const reportModalId = await openModal(idOf(threadId, 'Report score'), from(owls.captain));
    const badScore = await bot.answer(
      modalSubmit(reportModalId, { games: 'we won 2-1' }, from(owls.captain)),
    );
    expect(badScore).toMatchObject({
      content:
        'Enter each game as two whole numbers, first team first, separated by commas: e.g. 13-7, 9-13, 13-11',
      ephemeral: true,
    });
    const undecided = await bot.answer(modalSubmit(reportModalId, { games: '13-7' }, from(owls.captain)));
    expect(undecided).toMatchObject({
      content: 'This result does not decide the best of 3: a team needs 2 game wins',
      ephemeral: true,
    });
    const playedOn = await bot.answer(
      modalSubmit(reportModalId, { games: '13-7, 13-9, 5-13' }, from(owls.captain)),
    );
    expect(playedOn.content).toBe(
      'The series was already decided before the last game: remove the games after it',
    );
    const unchanged = await bot.orm.em.fork().findOneOrFail(Match, { id: semi.id });
    expect(unchanged).toMatchObject({ report: null, games: null, status: 'scheduled' });

    bot.discord.deleteThread(threadId);
    await bot.answer(modalSubmit(reportModalId, { games: '13-1, 13-2' }, from(owls.captain)));
    await sync();
    // A press Discord still delivers from the deleted thread, drawn for the match as it stands.
    const { version } = await bot.orm.em.fork().findOneOrFail(Match, { id: semi.id });
    const confirmId = threadCustomId({ action: 'confirm', matchId: semi.id, version });
    const gone = await bot.answer(componentInteraction(confirmId, from(riders.captain)));
    expect(gone).toMatchObject({
      content: 'This match thread is no longer in use. Carry on from the match page on the website.',
      ephemeral: true,
    });
    expect((await bot.orm.em.fork().findOneOrFail(Match, { id: semi.id })).status).toBe('scheduled');
  });

  it('tells the organisers once when the bot may not open threads, and the match goes on through the web', async () => {
    const channel = '880000000000000777';
    bot.discord.refuseThreadsIn(channel);
    const cup = await cupWithThreadsChannel(bot.orm, channel);
    await startCup(bot, cup.tournamentId, cup.organiser);
    await sync();
    expect(bot.discord.threadsIn(channel)).toEqual([]);
    const em = bot.orm.em.fork();
    const failed = await em.find(MatchThread, { match: { tournament: cup.tournamentId } });
    expect(failed.map((row) => row.status)).toEqual(['failed', 'failed']);
    const notices = await em.find(Notification, { user: cup.organiser.userId, kind: 'discord-thread' });
    expect(notices.map((notice) => notice.title).sort()).toEqual([
      'No Discord thread for Semi-final 1',
      'No Discord thread for Semi-final 2',
    ]);
    expect(notices[0]!.body).toBe(
      'The bot lacks permission to open private threads in the match-threads channel. The match goes on on the website; give the bot "Create Private Threads" and "Send Messages in Threads" there.',
    );
    const semi = await em.findOneOrFail(Match, { tournament: cup.tournamentId, teamA: cup.teams[0]!.id });
    await setMatchTime(
      { em: bot.orm.em.fork(), actor: cup.organiser },
      { matchId: semi.id, time: new Date(Date.now() + 86_400_000).toISOString() },
      queuePorts(bot.queues),
    );
    await sync();
    expect(
      await bot.orm.em.fork().count(Notification, { user: cup.organiser.userId, kind: 'discord-thread' }),
    ).toBe(2);
  });
});
