import { GameAccount, openOrm, User } from '@galaxia/core/server';
import { type LiveRecorder, recordLiveUpdates } from '@galaxia/testkit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../page-call.ts';
import { createAndPublish, ist, SEASON_GUILD, SeasonStage } from './season-stage.ts';
import { buildTeam, registerOnEventPage, registerThroughBot } from './team-entry.ts';

/** A duel game's season: what differs from one game to the next. */
export interface DuelSeasonGame {
  /** As the Create dialog's Game select names it. */
  label: string;
  gameId: string;
  /** Basic's Format select: the team size the game's teams play with. */
  format: string;
  /** Six team names, seed order: two groups of three. */
  teams: readonly [string, string, string, string, string, string];
  /**
   * Clash of Clans: a war league. Each side fields one base of this Town Hall level (the Breakdown step
   * asks for it, and each captain's verified account has it); wars are scored in stars, and every report
   * and ruling carries each clan's destruction.
   */
  war?: { townHall: number };
}

type Score = readonly [number, number];
/** The season's results in a game's own figures: rounds of a map, or a war's stars. */
interface SeasonScores {
  first: Score;
  reported: Score;
  ruled: Score;
  rest: Score;
  /** What the phase's last result was entered as, and what the organiser corrects it to. */
  corrected: Score;
  final: readonly Score[];
}
const ROUNDS: SeasonScores = {
  first: [13, 7],
  reported: [13, 11],
  ruled: [11, 13],
  rest: [13, 5],
  corrected: [13, 10],
  final: [
    [13, 8],
    [10, 13],
    [13, 11],
  ],
};
/** A 1v1 war: three stars at most a side. */
const STARS: SeasonScores = {
  first: [3, 1],
  reported: [3, 2],
  ruled: [2, 3],
  rest: [3, 0],
  corrected: [3, 1],
  final: [
    [3, 2],
    [1, 3],
    [3, 2],
  ],
};
/** A war's destruction as the war log shows it: the side with more stars destroyed more. */
const destructionOf = ([a, b]: Score): [string, string] => [
  a >= 3 ? '100' : `${(a * 33.33).toFixed(2)}`,
  b >= 3 ? '100' : `${(b * 33.33).toFixed(2)}`,
];

interface PublicMatch {
  id: string;
  displayId: string;
  name: string;
  status: string;
  teamA: { name: string } | null;
  teamB: { name: string } | null;
  scoreA: number | null;
  scoreB: number | null;
  phaseName: string;
  winner?: 'A' | 'B' | null;
}

const captainOf = (team: string) => `${team} Captain`;

/**
 * One whole duel season from an empty database, as its people do it in Chromium: the organiser creates
 * and publishes two groups of three into a one-match final through the UI; six captains enter (the API, as
 * the player-season journey proves the sign-up in full); results are reported, confirmed, disputed and
 * ruled, corrected and forfeited for a no-show through the pages, with the shared clock moved for the
 * check-in to close (the workers run on it). The consistency check passes at the end; no console error,
 * no 5xx anywhere.
 */
export function duelSeason(game: DuelSeasonGame) {
  describe(`a ${game.label} season from an empty database`, () => {
    const stage = new SeasonStage();
    let organiser: Page;
    const captains = new Map<string, Page>();
    let eventId = '';
    const live: { recorder?: LiveRecorder } = {};
    const scores = game.war ? STARS : ROUNDS;
    const person = (username: string, returnTo?: string, guilds?: (typeof SEASON_GUILD)[]) =>
      stage.person(username, returnTo, guilds);
    const moveClock = (at: Date) => stage.moveClock(at);
    const matches = async () => {
      const answer = await fetch(`${stage.app.baseUrl}/api/events/${eventId}/matches?pageSize=50`);
      return ((await answer.json()) as { items: PublicMatch[] }).items;
    };
    const eventJson = async () => (await fetch(`${stage.app.baseUrl}/api/events/${eventId}`)).json();
    const match = async (displayId: string) => {
      const answer = await fetch(`${stage.app.baseUrl}/api/events/${eventId}/matches/${displayId}`);
      return (await answer.json()) as PublicMatch;
    };
    /** The organiser sets the match's time (not the subject here: the API, as a setup step). */
    const setTime = (m: PublicMatch, at: Date) =>
      call(organiser, 'POST', `/api/matches/${m.id}/set-time`, { time: at.toISOString() });
    const matchPage = async (page: Page, m: PublicMatch) => {
      await page.goto(`${stage.app.baseUrl}/events/${eventId}/matches/${m.displayId}`);
      await page.getByRole('heading', { name: m.name }).first().waitFor();
    };
    /** Team A's captain reports on the match page, game by game for a series. */
    const report = async (m: PublicMatch, games: readonly Score[]) => {
      const page = captains.get(m.teamA!.name)!;
      await matchPage(page, m);
      await page.getByRole('button', { name: 'Report score' }).click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByLabel(/ score$/)
        .first()
        .waitFor();
      // A single game's form names the teams' scores; a series' form numbers its games.
      const single = (await dialog.getByLabel(`${m.teamA!.name} score`, { exact: true }).count()) > 0;
      // The form says what the match is: one game takes the first score, a series takes them all.
      for (const [index, [a, b]] of (single ? games.slice(0, 1) : games).entries()) {
        const label = (team: string) => (single ? `${team} score` : `Game ${index + 1}: ${team} score`);
        if (index > 0 && (await dialog.getByLabel(label(m.teamA!.name), { exact: true }).count()) === 0)
          await dialog.getByRole('button', { name: 'Add game' }).click();
        await dialog.getByLabel(label(m.teamA!.name), { exact: true }).fill(String(a));
        await dialog.getByLabel(label(m.teamB!.name), { exact: true }).fill(String(b));
        if (game.war) {
          const [destroyedA, destroyedB] = destructionOf([a, b]);
          const destruction = (team: string) =>
            single ? `${team} destruction %` : `Game ${index + 1}: ${team} destruction %`;
          await dialog.getByLabel(destruction(m.teamA!.name), { exact: true }).fill(destroyedA);
          await dialog.getByLabel(destruction(m.teamB!.name), { exact: true }).fill(destroyedB);
        }
      }
      await dialog.getByRole('button', { name: 'Report score' }).click();
      // A refusal shows in the dialog: name it rather than wait out the toast that will not come.
      const reported = page.getByText('Score reported: the other team confirms or disputes it').first();
      const refused = dialog.getByRole('alert');
      await reported.or(refused).first().waitFor();
      if (!(await reported.isVisible()))
        throw new Error(`${m.name}: the report was refused: ${(await refused.allInnerTexts()).join(' / ')}`);
    };
    const confirm = async (m: PublicMatch) => {
      const page = captains.get(m.teamB!.name)!;
      await matchPage(page, m);
      await page.getByRole('button', { name: 'Confirm score' }).click();
      await page.getByText('Score confirmed').first().waitFor();
    };
    /** A match played today: its time an hour before the clock, reported by A, confirmed by B. */
    const play = async (m: PublicMatch, games: readonly Score[]) => {
      await setTime(m, new Date(stage.clock.getTime() - 3_600_000));
      await report(m, games);
      await confirm(m);
    };

    /**
     * A chief's Clash of Clans account, verified at this Town Hall level (written to the database:
     * verification through the game's API is the coc-war-league journey's subject).
     */
    const verifiedChief = async (name: string, townHall: number) => {
      const orm = await openOrm(stage.app.databaseUrl);
      try {
        const em = orm.em.fork();
        const user = await em.findOneOrFail(User, { name });
        em.create(GameAccount, {
          user,
          gameId: 'coc',
          inGameId: `#${user.id.slice(0, 8).toUpperCase()}`,
          inGameName: name,
          townHallLevel: townHall,
          status: 'verified',
          method: 'coc_token',
          verifiedAt: stage.clock,
        });
        await em.flush();
      } finally {
        await orm.close();
      }
    };

    beforeAll(() => stage.start({ bot: true }));
    afterAll(() => stage.stop(game.gameId));

    it('lets the organiser create and publish the season through the UI', async () => {
      organiser = await person('Season Organiser', '/galaxia/tournaments', [SEASON_GUILD]);
      eventId = await createAndPublish(organiser, {
        label: game.label,
        format: game.format,
        description: 'Six teams, two groups, one final.',
        roadmap: async (page) => {
          await page.getByLabel('Format').selectOption({ label: 'Group Stage' });
          await page.getByLabel('Participating teams (registrations)').fill('6');
          await page.getByLabel('Number of groups').fill('2');
          await page.getByLabel('Division 1', { exact: true }).fill('2');
          await page.getByRole('button', { name: 'Save Phase' }).click();
          await page.getByText('Phase saved as a draft').waitFor();
          await page.getByRole('button', { name: 'Create next phase' }).click();
          await page.getByLabel('Phase 1 · Division 1 (2 teams)').check();
          await page.getByLabel('Is this the Last Phase?').click();
        },
        ...(game.war
          ? {
              breakdown: async (page: Page) => {
                await page.getByLabel(`Town Hall ${game.war!.townHall}`).fill('1');
                await page.getByText('1 / 1 town halls').waitFor();
              },
            }
          : {}),
      });
    }, 180_000);

    it('takes six teams while registration is open', async () => {
      for (const [index, team] of game.teams.entries()) {
        const captain = await person(captainOf(team));
        captains.set(team, captain);
        if (game.war) await verifiedChief(captainOf(team), game.war.townHall);
        // The first team is created on My teams and registered on the event page; the second captain
        // registers with /register-team in Discord; the other four make the page's two calls from their
        // captains' tabs.
        if (index === 0) {
          await buildTeam(captain, stage.app.baseUrl, { name: team, gameLabel: game.label });
          await registerOnEventPage(captain, stage.app.baseUrl, eventId, team);
          continue;
        }
        const entered = await captain.evaluate(
          async ({ id, name, gameId, register }) => {
            const form = new FormData();
            form.set('name', name);
            form.set('gameId', gameId);
            const created = (await (await fetch('/api/teams', { method: 'POST', body: form })).json()) as {
              id: string;
            };
            if (!register) return { teamId: created.id, status: 0 };
            const me = (await (await fetch('/api/me')).json()) as { user: { id: string } };
            const answer = await fetch(`/api/events/${id}/registrations`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ teamId: created.id, roster: [me.user.id] }),
            });
            return { teamId: created.id, status: answer.status };
          },
          { id: eventId, name: team, gameId: game.gameId, register: index > 1 },
        );
        if (index > 1) {
          expect(entered.status, team).toBe(201);
          continue;
        }
        const answer = await registerThroughBot(stage.app, {
          guildId: SEASON_GUILD.id,
          eventId,
          teamId: entered.teamId,
          captain: captainOf(team),
        });
        expect(answer).toBe(
          `**${team}** is registered for ${game.label} Season Cup with 1 player. See the teams: ${stage.app.baseUrl}/events/${eventId}/teams`,
        );
      }
    }, 300_000);

    it('starts the groups from the console once registration has closed', async () => {
      const calendar = await call<{ calendar: { rounds: { startDate: string; startTime: string }[] }[] }>(
        organiser,
        'GET',
        `/api/getEvent/calendar/${eventId}`,
      );
      const first = calendar.calendar[0]!.rounds[0]!;
      await moveClock(ist(first.startDate, '20:00'));
      await organiser.goto(`${stage.app.baseUrl}/galaxia/tournaments/${eventId}/console`);
      await organiser.getByRole('button', { name: 'Start phase' }).first().click();
      await organiser.getByText(/^Phase 1 started with \d+ matches$/).waitFor();
      // A page open from the first result to the last: the stream's last word on each match is checked.
      live.recorder = await recordLiveUpdates(stage.app.baseUrl, eventId);
    });

    it('plays the groups: a confirmed result, a dispute ruled by the organiser, a no-show forfeit, a correction', async () => {
      // Matchdays are drawn as the group goes: the next match is the first one ready to be played.
      const ready = async () =>
        (await matches())
          .filter((m) => m.phaseName === 'Phase 1' && m.teamA && m.teamB && m.status !== 'completed')
          .sort((a, b) => a.displayId.localeCompare(b.displayId, 'en', { numeric: true }))[0];
      const next = async () => {
        let found: PublicMatch | undefined;
        await vi.waitFor(
          async () => {
            found = await ready();
            const all = (await matches()).map(
              (m) => `${m.displayId} ${m.status} ${m.teamA?.name}-${m.teamB?.name}`,
            );
            expect(found, all.join('; ')).toBeDefined();
          },
          { timeout: 15_000, interval: 250 },
        );
        return found!;
      };
      const first = await next();
      await play(first, [scores.first]);

      // A dispute: A reports, B disputes on the match page, the organiser rules from it.
      const second = await next();
      await setTime(second, new Date(stage.clock.getTime() - 3_600_000));
      await report(second, [scores.reported]);
      const disputer = captains.get(second.teamB!.name)!;
      await matchPage(disputer, second);
      await disputer.getByRole('button', { name: 'Dispute score' }).click();
      await disputer
        .getByLabel('What is wrong with the reported score?')
        .fill(`We won ${scores.reported.join('-')}, not them.`);
      await disputer.getByRole('dialog').getByRole('button', { name: 'Dispute score' }).click();
      await disputer.getByText('Dispute raised: the organisers will settle it').first().waitFor();
      await matchPage(organiser, second);
      await organiser.getByRole('button', { name: 'Resolve dispute' }).click();
      const ruling = organiser.getByRole('dialog');
      await ruling.getByLabel(`${second.teamA!.name} score`, { exact: true }).fill(String(scores.ruled[0]));
      await ruling.getByLabel(`${second.teamB!.name} score`, { exact: true }).fill(String(scores.ruled[1]));
      if (game.war) {
        // The ruling records the destruction the war log shows, as a war's report does.
        const [destroyedA, destroyedB] = destructionOf(scores.ruled);
        await ruling.getByLabel(`${second.teamA!.name} destruction %`, { exact: true }).fill(destroyedA);
        await ruling.getByLabel(`${second.teamB!.name} destruction %`, { exact: true }).fill(destroyedB);
      }
      await ruling.getByRole('button', { name: 'Resolve dispute' }).click();
      await organiser.getByText('Dispute settled').first().waitFor();
      expect(await match(second.displayId)).toMatchObject({ status: 'completed', winner: 'B' });

      // A no-show: the match is set ten minutes ahead, only team A checks in, the clock passes its time
      // and the workers' check-in close forfeits team B.
      const third = await next();
      const startsAt = new Date(stage.clock.getTime() + 10 * 60_000);
      await setTime(third, startsAt);
      const present = captains.get(third.teamA!.name)!;
      await matchPage(present, third);
      await present.getByRole('button', { name: `Check in ${third.teamA!.name}` }).click();
      await present.getByText(`${third.teamA!.name}: checked in`).waitFor();
      await moveClock(new Date(startsAt.getTime() + 60_000));
      await vi.waitFor(async () => expect((await match(third.displayId)).status).toBe('completed'), {
        timeout: 30_000,
        interval: 250,
      });

      // The rest of the group (its format draws the later matches from the earlier results).
      let last = third;
      for (let m = await ready(); m; m = await ready()) {
        await play(m, [scores.rest]);
        last = m;
      }

      // The correction of the phase's last result, from the console, inside its 15-minute dispute window:
      // the phase waits for it, so the final has not started yet.
      await organiser.goto(`${stage.app.baseUrl}/galaxia/tournaments/${eventId}/console`);
      await organiser
        .getByRole('listitem', { name: last.name })
        .getByRole('button', { name: 'Correct' })
        .click();
      const correct = organiser.getByRole('dialog', { name: `Correct ${last.name}` });
      await correct.getByLabel(last.teamA!.name, { exact: true }).fill(String(scores.corrected[0]));
      await correct.getByLabel(last.teamB!.name, { exact: true }).fill(String(scores.corrected[1]));
      await correct
        .getByLabel('Reason')
        .fill(
          game.war
            ? `The loser’s stars were typed as ${scores.rest[1]}; the war log shows ${scores.corrected[1]}.`
            : `The loser’s rounds were typed as ${scores.rest[1]}; the VOD shows ${scores.corrected[1]}.`,
        );
      await correct.getByRole('button', { name: 'Correct result' }).click();
      await organiser.getByText(`${last.name} corrected`).waitFor();
      await correct.waitFor({ state: 'detached' });
      expect(await match(last.displayId)).toMatchObject({
        status: 'completed',
        winner: 'A',
        scoreB: scores.corrected[1],
      });
      // Past the window the workers close the groups and start the final.
      await moveClock(new Date(stage.clock.getTime() + 16 * 60_000));
    }, 300_000);

    it('plays the final to a champion named on the event page', async () => {
      let final: PublicMatch | undefined;
      await vi.waitFor(
        async () => {
          final = (await matches()).find((m) => m.displayId === 'final' && m.teamA && m.teamB);
          expect(final).toBeDefined();
        },
        { timeout: 20_000, interval: 250 },
      );
      await play(final!, scores.final);
      // The final's result is final once its dispute window has passed: then the workers crown the champion.
      await moveClock(new Date(stage.clock.getTime() + 16 * 60_000));
      await vi.waitFor(
        async () =>
          expect(((await eventJson()) as { placings: unknown[] }).placings.length).toBeGreaterThan(0),
        { timeout: 30_000, interval: 250 },
      );
      const visitor = await stage.visitor();
      await visitor.goto(`${stage.app.baseUrl}/events/${eventId}`);
      await visitor.getByRole('region', { name: 'Final placings' }).getByText(final!.teamA!.name).waitFor();
    }, 120_000);

    it('shows the database’s figures on every public view, with no console error and no 5xx', async () => {
      await stage.expectConsistent(eventId, live.recorder, 60);
    }, 180_000);
  });
}
