import {
  DiscordServer,
  GuildSettings,
  openOrm,
  Phase,
  Team,
  TeamMember,
  Tournament,
  TournamentRegistration,
  User,
} from '@galaxia/core/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type InteractionUser, sendSigned } from '../../bot/src/test-support/signed-interactions.ts';
import { componentInteraction } from '../../bot/src/test-support/thread-interactions.ts';
import { launchBrowser, screenshot, viewports } from '../support/browser.ts';
import {
  discordIdOf,
  type FreshApp,
  setServerNow,
  signInFresh,
  startFreshApp,
} from '../support/fresh-app.ts';
import { call } from '../support/page-call.ts';

const SERVER = { id: '920000000000000032', name: 'Valorant Veto League', owner: true };
/** The server's match-threads channel, where the bot opens each match's private thread. */
const THREADS_CHANNEL = '920000000000000132';
const TEAMS = ['Phoenix Rising', 'Viper Pit'] as const;
const STRANGER: InteractionUser = { id: '1500000000000000032', name: 'Curious Stranger' };
const MINUTE = 60_000;
const EPHEMERAL = 64;

type Component = { type: number; custom_id?: string; label?: string; options?: { value: string }[] };
type Embed = { title?: string; description?: string; fields?: { name: string; value: string }[] };
type Posted = { id: string; channelId: string; body: Record<string, unknown> };

const captainOf = (team: string): InteractionUser => {
  const name = `${team} Captain`;
  return { id: discordIdOf({ username: name }), name };
};

/**
 * Issue 32's Discord journey, from an empty database: a Valorant final's captains run its best-of-3 map veto
 * in the match's Discord thread through the bot's select menus and buttons (Ed25519-signed interactions, as
 * Discord sends them); a stranger's click is refused; one captain lets a step's minute run out (the shared
 * clock moved, no waiting) and the system bans at random; the organiser resets the veto once, from the
 * console's open match to its veto on the website; the public match page, open all along, follows every
 * step live and ends with the thread's maps.
 */
describe('a best-of-3 map veto in the match’s Discord thread', () => {
  let app: FreshApp;
  let browser: Browser;
  let organiser: Page;
  let visitor: Page;
  let tournamentId = '';
  let matchId = '';
  let matchName = '';
  let threadId = '';
  let matchPage = '';
  const errors: string[] = [];
  const watch = (page: Page, who: string) => {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${who}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${who}: ${error.message}`));
  };

  const threadMessages = (): Posted[] =>
    app.discord.messages.filter((message) => message.channelId === threadId);
  const lines = () =>
    threadMessages().flatMap((message) =>
      typeof message.body.content === 'string' && message.body.content !== '' ? [message.body.content] : [],
    );
  const vetoMessage = () =>
    threadMessages().find((message) =>
      ((message.body.embeds ?? []) as Embed[]).some((embed) => embed.title?.startsWith('Map veto')),
    );
  const vetoEmbed = () => ((vetoMessage()?.body.embeds ?? []) as Embed[])[0]!;
  const vetoComponents = () =>
    ((vetoMessage()?.body.components ?? []) as { components: Component[] }[]).flatMap(
      (row) => row.components,
    );
  const stepsShown = () =>
    vetoEmbed()
      .fields?.find((field) => field.name === 'Steps')
      ?.value.split('\n') ?? [];
  /** The custom id of the step waiting on the veto message (its map select, or its Attack button). */
  const waitingStep = () =>
    vetoComponents().find((component) => component.type === 3 || component.label === 'Attack')?.custom_id ??
    null;
  const cardButton = (label: string) =>
    vetoComponentsOf(threadMessages()[0]).find((component) => component.label === label)?.custom_id;
  const vetoComponentsOf = (message: Posted | undefined) =>
    ((message?.body.components ?? []) as { components: Component[] }[]).flatMap((row) => row.components);

  /** A click in the thread, signed as Discord signs it; the bot's answer is seen by the clicker only. */
  const click = async (customId: string, user: InteractionUser, values?: string[]) => {
    const interaction = componentInteraction(
      customId,
      { user, guildId: SERVER.id, channelId: threadId },
      values,
    );
    const response = await sendSigned(app.bot!.url, app.bot!.privateKey, interaction);
    expect(response.status).toBe(200);
    expect(response.body.type).toBe(4);
    const data = response.body.data as { content: string; flags?: number };
    expect(data.flags, 'seen only by the one who clicked').toBe(EPHEMERAL);
    return data.content;
  };
  /** Waits for the workers' thread sync to show what changed. */
  const threadShows = async <T>(check: () => T) => vi.waitFor(check, { timeout: 30_000, interval: 100 });
  const actingCaptain = () =>
    captainOf(TEAMS.find((team) => vetoEmbed().description?.startsWith(team)) ?? TEAMS[0]);
  const poolEntry = (map: string) =>
    visitor.getByRole('list', { name: 'Map pool' }).getByRole('listitem').filter({ hasText: map });

  beforeAll(async () => {
    app = await startFreshApp({ workers: true, bot: true });
    browser = await launchBrowser();
    organiser = await browser.newPage({ viewport: viewports.desktop });
    watch(organiser, 'organiser');
    await signInFresh(organiser, app, { username: 'Kavya Organiser', guilds: [SERVER] }, '/galaxia');

    // The organiser's server, its match-threads channel, a published Valorant event and two registered
    // teams: each of these has its own journey (discord-settings, organiser, registration).
    const orm = await openOrm(app.databaseUrl);
    try {
      const em = orm.em.fork();
      const server = await em.findOneOrFail(DiscordServer, { id: SERVER.id });
      em.create(GuildSettings, { guildId: server.id, matchThreadsChannelId: THREADS_CHANNEL });
      const tournament = em.create(Tournament, {
        server,
        eventName: 'Veto Masters',
        seasonNumber: 1,
        gameId: 'valorant',
        publishDate: '2026-01-01',
        format: 2,
        lifecycle: 'published',
        requiresVerification: false,
      });
      em.create(Phase, {
        tournament,
        position: 0,
        name: 'Final',
        format: 'Single Elimination',
        participatingTeams: 2,
        qualifiedTeams: [],
        qualifyingTeams: [],
        isFinal: true,
      });
      for (const [seed, name] of TEAMS.entries()) {
        const captain = em.create(User, { discordId: captainOf(name).id, name: captainOf(name).name });
        const player = em.create(User, {
          discordId: discordIdOf({ username: `${name} Player` }),
          name: `${name} Player`,
        });
        const team = em.create(Team, { name, gameId: 'valorant', createdBy: captain });
        em.create(TeamMember, { team, user: captain, role: 'captain', status: 'active' });
        em.create(TeamMember, { team, user: player, role: 'member', status: 'active' });
        em.create(TournamentRegistration, {
          tournament,
          team,
          status: 'registered',
          roster: [captain.id, player.id],
          registeredAt: new Date(Date.UTC(2026, 0, 1, 10, seed)),
        });
      }
      await em.flush();
      tournamentId = tournament.id;
    } finally {
      await orm.close();
    }
    visitor = await browser.newPage({ viewport: viewports.desktop });
    watch(visitor, 'visitor');
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('opens the final’s thread, and the veto there once both captains check in with its button', async () => {
    await call(organiser, 'POST', `/api/organiser/tournaments/${tournamentId}/phases/0/start`, {
      seeding: 'registration',
    });
    const matches = await call<{ items: { id: string; name: string }[] }>(
      organiser,
      'GET',
      `/api/events/${tournamentId}/matches?pageSize=10`,
    );
    matchId = matches.items[0]!.id;
    matchName = matches.items[0]!.name;
    matchPage = `${app.baseUrl}/events/${tournamentId}/matches/${matchId}`;
    threadId = await threadShows(() => {
      const thread = [...app.discord.threads.values()].find((entry) => entry.parentId === THREADS_CHANNEL);
      expect(thread?.name).toBeDefined();
      return thread!.id;
    });
    // The visitor's page stays open from here to the end: everything after reaches it live.
    await visitor.goto(matchPage);
    await visitor.getByText('The veto opens once both teams have checked in.').waitFor();

    const start = new Date(Math.ceil((Date.now() + 3 * 60 * MINUTE) / MINUTE) * MINUTE);
    await call(organiser, 'POST', `/api/matches/${matchId}/set-time`, { time: start.toISOString() });
    await threadShows(() => expect(cardButton('Check in')).toBeDefined());
    await setServerNow(app.baseUrl, new Date(start.getTime() - 20 * MINUTE));
    for (const team of TEAMS) {
      expect(await click(cardButton('Check in')!, captainOf(team))).toBeTruthy();
      await threadShows(() => expect(lines()).toContain(`${team} checked in.`));
    }
    await threadShows(() => expect(vetoMessage()).toBeDefined());
    expect(vetoEmbed().title).toBe(`Map veto: ${TEAMS[0]} vs ${TEAMS[1]}`);
    expect(vetoEmbed().description).toMatch(new RegExp(`^${TEAMS[0]} to ban a map, until <t:\\d+:f>$`));
    await visitor.getByRole('status').getByText(`${TEAMS[0]}’s turn to ban a map`).waitFor();
  }, 180_000);

  it('takes the first ban from the select menu, refuses a stranger, and bans at random when a minute runs out', async () => {
    const first = waitingStep()!;
    expect(await click(first, captainOf(TEAMS[0]), ['ascent'])).toBe('You banned Ascent.');
    await threadShows(() => expect(stepsShown()).toEqual([`1. ${TEAMS[0]} banned Ascent`]));
    await poolEntry('Ascent').getByText(`Banned by ${TEAMS[0]}`).waitFor();

    // Someone who is not in the match clicks the next step's menu: refused, and the veto does not move.
    const second = waitingStep()!;
    expect(await click(second, STRANGER, ['bind'])).toBe(
      'Only the players of this match and its organisers can use these buttons.',
    );
    expect(stepsShown()).toEqual([`1. ${TEAMS[0]} banned Ascent`]);

    // Viper Pit's captain lets the minute run out: the shared clock moves past the step's deadline.
    const deadline = Number(/<t:(\d+):f>/.exec(vetoEmbed().description ?? '')![1]) * 1000;
    await setServerNow(app.baseUrl, new Date(deadline + 1000));
    const timedOut = await threadShows(() => {
      const line = lines().find((entry) => entry.startsWith(`Time ran out for ${TEAMS[1]}.`));
      expect(line).toBeDefined();
      return line!;
    });
    const drawn = /Chosen at random: .* banned (.+)\.$/.exec(timedOut)![1]!;
    await threadShows(() =>
      expect(stepsShown()).toEqual([
        `1. ${TEAMS[0]} banned Ascent`,
        `2. ${TEAMS[1]} banned ${drawn} (at random: time ran out)`,
      ]),
    );
    await poolEntry(drawn).getByText(`Banned by ${TEAMS[1]}`).waitFor();
    await visitor.getByRole('status').getByText(`${TEAMS[0]}’s turn to pick a map`).waitFor();
    await screenshot(visitor, 'discord-veto-timed-out');
  }, 120_000);

  it('resets once, the organiser going from the console to the match’s veto: the thread and the public page start again', async () => {
    await organiser.goto(`${app.baseUrl}/galaxia/tournaments/${tournamentId}/console`);
    await organiser
      .getByRole('region', { name: 'Open matches' })
      .getByRole('listitem', { name: matchName })
      .getByRole('link', { name: 'Map veto' })
      .click();
    await organiser.waitForURL(matchPage);
    await organiser.getByLabel('Why reset the veto?').fill('Viper Pit’s captain lost connection');
    await organiser.getByRole('button', { name: 'Reset veto' }).click();
    await organiser.getByText('Map veto reset').first().waitFor();
    await threadShows(() =>
      expect(lines().at(-1)).toBe('An organiser reset the map veto: it starts again from the first step.'),
    );
    await threadShows(() => expect(stepsShown()).toEqual(['No step taken yet']));
    await visitor.getByRole('status').getByText(`${TEAMS[0]}’s turn to ban a map`).waitFor();
    await poolEntry('Ascent').getByText('In the pool').waitFor();
  }, 120_000);

  it('runs the whole best of 3 with the thread’s menus and buttons, and the match page ends on the same maps', async () => {
    for (let taken = 0; taken < 12; taken++) {
      const step = waitingStep();
      if (!step) break;
      const components = vetoComponents();
      const select = components.find((component) => component.type === 3);
      const answer = select
        ? await click(step, actingCaptain(), [select.options![0]!.value])
        : await click(step, actingCaptain());
      expect(answer).toMatch(/^You (banned|picked|start on) /);
      await threadShows(() => expect(waitingStep()).not.toBe(step));
    }
    expect(vetoEmbed().description).toBe('Veto complete: the maps are set.');
    const series = vetoEmbed()
      .fields!.find((field) => field.name === 'Series')!
      .value.split('\n');
    expect(series).toHaveLength(3);
    // A reset veto starts again: the steps shown are only those taken since.
    expect(stepsShown()).toHaveLength(10);
    expect(stepsShown().some((line) => line.includes('at random'))).toBe(false);

    await visitor.getByRole('status').getByText('Veto complete.').waitFor();
    const shown = await visitor
      .getByRole('list', { name: 'Series maps' })
      .getByRole('listitem')
      .allInnerTexts();
    // The page's and the thread's series read alike: "Game 1: Bind · picked by … · … on attack".
    expect(shown.map((line) => line.replace(/\s+/g, ' ').trim())).toEqual(series);
    await screenshot(visitor, 'discord-veto-complete');
    expect(errors).toEqual([]);
  }, 180_000);
});
