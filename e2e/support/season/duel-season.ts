import { type LiveRecorder, recordLiveUpdates } from '@galaxia/testkit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchBrowser, viewports } from '../browser.ts';
import { consistencyOf } from '../consistency.ts';
import { type FreshApp, setServerNow, signInFresh, startFreshApp } from '../fresh-app.ts';
import { call } from '../page-call.ts';
import { pngBytes } from '../sign-in.ts';

/** A duel game's season: what differs from one game to the next. */
export interface DuelSeasonGame {
  /** As the Create dialog's Game select names it. */
  label: string;
  gameId: string;
  /** Basic's Format select: the team size the game's teams play with. */
  format: string;
  /** Six team names, seed order: two groups of three. */
  teams: readonly [string, string, string, string, string, string];
}

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

const GUILD = { id: '990000000000002801', name: 'Season League', owner: true };
/** Tournament times are IST: a wall-clock moment there. */
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
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
    let app: FreshApp;
    let browser: Browser;
    let organiser: Page;
    const captains = new Map<string, Page>();
    let eventId = '';
    let clock = new Date();
    const consoleErrors: string[] = [];
    const serverErrors: string[] = [];
    const started = Date.now();
    const live: { recorder?: LiveRecorder } = {};

    const watch = (page: Page, who: string) => {
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(`${who}: ${message.text()}`);
      });
      page.on('pageerror', (error) => consoleErrors.push(`${who}: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url()}`);
      });
      return page;
    };
    const person = async (username: string, returnTo = '/', guilds?: (typeof GUILD)[]) => {
      const context = await browser.newContext({ viewport: viewports.desktop, timezoneId: 'Asia/Kolkata' });
      const page = watch(await context.newPage(), username);
      await signInFresh(page, app, { username, ...(guilds ? { guilds } : {}) }, returnTo);
      return page;
    };
    const moveClock = async (at: Date) => {
      clock = at;
      await setServerNow(app.baseUrl, at);
    };
    const matches = async () => {
      const answer = await fetch(`${app.baseUrl}/api/events/${eventId}/matches?pageSize=50`);
      return ((await answer.json()) as { items: PublicMatch[] }).items;
    };
    const eventJson = async () => (await fetch(`${app.baseUrl}/api/events/${eventId}`)).json();
    const match = async (displayId: string) => {
      const answer = await fetch(`${app.baseUrl}/api/events/${eventId}/matches/${displayId}`);
      return (await answer.json()) as PublicMatch;
    };
    /** The organiser sets the match's time (not the subject here: the API, as a setup step). */
    const setTime = (m: PublicMatch, at: Date) =>
      call(organiser, 'POST', `/api/matches/${m.id}/set-time`, { time: at.toISOString() });
    const matchPage = async (page: Page, m: PublicMatch) => {
      await page.goto(`${app.baseUrl}/events/${eventId}/matches/${m.displayId}`);
      await page.getByRole('heading', { name: m.name }).first().waitFor();
    };
    /** Team A's captain reports on the match page, game by game for a series. */
    const report = async (m: PublicMatch, games: [number, number][]) => {
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
      for (const [index, [a, b]] of games.entries()) {
        const label = (team: string) => (single ? `${team} score` : `Game ${index + 1}: ${team} score`);
        if (index > 0 && (await dialog.getByLabel(label(m.teamA!.name), { exact: true }).count()) === 0)
          await dialog.getByRole('button', { name: 'Add game' }).click();
        await dialog.getByLabel(label(m.teamA!.name), { exact: true }).fill(String(a));
        await dialog.getByLabel(label(m.teamB!.name), { exact: true }).fill(String(b));
      }
      await dialog.getByRole('button', { name: 'Report score' }).click();
      await page.getByText('Score reported: the other team confirms or disputes it').first().waitFor();
    };
    const confirm = async (m: PublicMatch) => {
      const page = captains.get(m.teamB!.name)!;
      await matchPage(page, m);
      await page.getByRole('button', { name: 'Confirm score' }).click();
      await page.getByText('Score confirmed').first().waitFor();
    };
    /** A match played today: its time an hour before the clock, reported by A, confirmed by B. */
    const play = async (m: PublicMatch, games: [number, number][]) => {
      await setTime(m, new Date(clock.getTime() - 3_600_000));
      await report(m, games);
      await confirm(m);
    };

    beforeAll(async () => {
      app = await startFreshApp({ workers: true });
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
      await app?.stop();
      console.info(`[season ${game.gameId}] took ${Math.round((Date.now() - started) / 1000)} s`);
    });

    it('lets the organiser create and publish the season through the UI', async () => {
      organiser = await person('Season Organiser', '/galaxia/tournaments', [GUILD]);
      await organiser.getByText('No tournaments yet').waitFor();
      await organiser.getByRole('button', { name: 'Create Tournament' }).first().click();
      const dialog = organiser.getByRole('dialog', { name: 'Create Tournament' });
      await dialog.getByLabel('Tournament name').fill(`${game.label} Season Cup`);
      await dialog.getByLabel('Season number').fill('1');
      await dialog.getByLabel('Game').selectOption({ label: game.label });
      await dialog.getByLabel('Discord server').selectOption({ label: GUILD.name });
      await dialog.getByRole('button', { name: 'Create Tournament' }).click();
      await organiser.waitForURL(/\/galaxia\/tournaments\/[0-9a-f-]+\/edit\/basic$/);
      const editUrl = organiser.url().replace(/\/basic$/, '');
      eventId = editUrl.split('/').at(-2) ?? '';

      await organiser.getByLabel('Event name').waitFor();
      await organiser.getByLabel('Format').selectOption({ label: game.format });
      await organiser.getByLabel('Prize pool').fill('₹40,000');
      await organiser.getByLabel('Event description').fill('Six teams, two groups, one final.');
      const verified = organiser.getByLabel('Require verified accounts');
      // Verified game accounts are the entry-verification journey's subject: this season asks for none.
      if ((await verified.count()) > 0 && (await verified.isChecked())) await verified.click();
      await organiser.getByLabel('Poster', { exact: true }).setInputFiles({
        name: 'poster.png',
        mimeType: 'image/png',
        buffer: await pngBytes(organiser, 320, 180),
      });
      await organiser.getByRole('img', { name: 'Poster preview' }).waitFor();
      await organiser.getByRole('button', { name: 'Save Changes' }).click();
      await organiser.waitForURL(`${editUrl}/roadmap`);

      await organiser.getByLabel('Format').waitFor();
      await organiser.getByLabel('Format').selectOption({ label: 'Group Stage' });
      await organiser.getByLabel('Participating teams (registrations)').fill('6');
      await organiser.getByLabel('Number of groups').fill('2');
      await organiser.getByLabel('Division 1', { exact: true }).fill('2');
      await organiser.getByRole('button', { name: 'Save Phase' }).click();
      await organiser.getByText('Phase saved as a draft').waitFor();
      await organiser.getByRole('button', { name: 'Create next phase' }).click();
      await organiser.getByLabel('Phase 1 · Division 1 (2 teams)').check();
      await organiser.getByLabel('Is this the Last Phase?').click();
      await organiser.getByRole('button', { name: 'Save all Phases' }).click();
      await organiser.waitForURL(`${editUrl}/registration`);

      await organiser.getByRole('heading', { name: 'Registration', exact: true }).waitFor();
      await organiser.getByRole('button', { name: 'Start date' }).click();
      await organiser
        .getByRole('grid')
        .getByRole('button', { name: /, today/ })
        .click();
      await organiser.getByLabel('Start time').fill('00:00');
      await organiser.getByRole('button', { name: 'End date' }).click();
      await organiser.getByRole('button', { name: /next month/i }).click();
      await organiser.getByRole('grid').getByRole('button', { name: /^10 / }).click();
      await organiser.getByRole('button', { name: 'Save registration' }).click();
      await organiser.waitForURL(`${editUrl}/calendar`);
      await organiser.getByLabel('Round').first().waitFor();
      await organiser.getByRole('button', { name: 'Save calendar' }).click();
      await organiser.waitForURL(`${editUrl}/graphics/poster`);
      await organiser.getByRole('link', { name: 'Continue to Publish' }).click();
      await organiser.getByText('Everything is in place.').waitFor();
      await organiser.getByRole('button', { name: 'Publish tournament' }).click();
      await organiser.getByText('Tournament published').first().waitFor();
    }, 180_000);

    it('takes six teams while registration is open', async () => {
      for (const team of game.teams) {
        const captain = await person(captainOf(team));
        captains.set(team, captain);
        const status = await captain.evaluate(
          async ({ id, name, gameId }) => {
            const form = new FormData();
            form.set('name', name);
            form.set('gameId', gameId);
            const created = (await (await fetch('/api/teams', { method: 'POST', body: form })).json()) as {
              id: string;
            };
            const me = (await (await fetch('/api/me')).json()) as { user: { id: string } };
            const entered = await fetch(`/api/events/${id}/registrations`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ teamId: created.id, roster: [me.user.id] }),
            });
            return entered.status;
          },
          { id: eventId, name: team, gameId: game.gameId },
        );
        expect(status, team).toBe(201);
      }
    }, 120_000);

    it('starts the groups from the console once registration has closed', async () => {
      const calendar = await call<{ calendar: { rounds: { startDate: string; startTime: string }[] }[] }>(
        organiser,
        'GET',
        `/api/getEvent/calendar/${eventId}`,
      );
      const first = calendar.calendar[0]!.rounds[0]!;
      await moveClock(ist(first.startDate, '20:00'));
      await organiser.goto(`${app.baseUrl}/galaxia/tournaments/${eventId}/console`);
      await organiser.getByRole('button', { name: 'Start phase' }).first().click();
      await organiser.getByText(/^Phase 1 started with \d+ matches$/).waitFor();
      // A page open from the first result to the last: the stream's last word on each match is checked.
      live.recorder = await recordLiveUpdates(app.baseUrl, eventId);
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
      await play(first, [[13, 7]]);

      // A dispute: A reports, B disputes on the match page, the organiser rules from it.
      const second = await next();
      await setTime(second, new Date(clock.getTime() - 3_600_000));
      await report(second, [[13, 11]]);
      const disputer = captains.get(second.teamB!.name)!;
      await matchPage(disputer, second);
      await disputer.getByRole('button', { name: 'Dispute score' }).click();
      await disputer.getByLabel('What is wrong with the reported score?').fill('We won 13-11, not them.');
      await disputer.getByRole('dialog').getByRole('button', { name: 'Dispute score' }).click();
      await disputer.getByText('Dispute raised: the organisers will settle it').first().waitFor();
      await matchPage(organiser, second);
      await organiser.getByRole('button', { name: 'Resolve dispute' }).click();
      const ruling = organiser.getByRole('dialog');
      await ruling.getByLabel(`${second.teamA!.name} score`, { exact: true }).fill('11');
      await ruling.getByLabel(`${second.teamB!.name} score`, { exact: true }).fill('13');
      await ruling.getByRole('button', { name: 'Resolve dispute' }).click();
      await organiser.getByText('Dispute settled').first().waitFor();
      expect(await match(second.displayId)).toMatchObject({ status: 'completed', winner: 'B' });

      // A no-show: the match is set ten minutes ahead, only team A checks in, the clock passes its time
      // and the workers' check-in close forfeits team B.
      const third = await next();
      const startsAt = new Date(clock.getTime() + 10 * 60_000);
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
        await play(m, [[13, 5]]);
        last = m;
      }

      // The correction of the phase's last result, from the console, inside its 15-minute dispute window:
      // the phase waits for it, so the final has not started yet.
      await organiser.goto(`${app.baseUrl}/galaxia/tournaments/${eventId}/console`);
      await organiser
        .getByRole('listitem', { name: last.name })
        .getByRole('button', { name: 'Correct' })
        .click();
      const correct = organiser.getByRole('dialog', { name: `Correct ${last.name}` });
      await correct.getByLabel(last.teamA!.name, { exact: true }).fill('13');
      await correct.getByLabel(last.teamB!.name, { exact: true }).fill('10');
      await correct.getByLabel('Reason').fill('The loser’s rounds were typed as 5; the VOD shows 10.');
      await correct.getByRole('button', { name: 'Correct result' }).click();
      await organiser.getByText(`${last.name} corrected`).waitFor();
      await correct.waitFor({ state: 'detached' });
      expect(await match(last.displayId)).toMatchObject({ status: 'completed', winner: 'A', scoreB: 10 });
      // Past the window the workers close the groups and start the final.
      await moveClock(new Date(clock.getTime() + 16 * 60_000));
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
      const bestOf = (await match('final')) as PublicMatch & { bestOf?: number };
      const games: [number, number][] =
        (bestOf.bestOf ?? 1) >= 3
          ? [
              [13, 8],
              [10, 13],
              [13, 11],
            ]
          : [[13, 8]];
      await play(final!, games);
      // The final's result is final once its dispute window has passed: then the workers crown the champion.
      await moveClock(new Date(clock.getTime() + 16 * 60_000));
      await vi.waitFor(
        async () =>
          expect(((await eventJson()) as { placings: unknown[] }).placings.length).toBeGreaterThan(0),
        { timeout: 30_000, interval: 250 },
      );
      const visitor = watch(
        await (await browser.newContext({ viewport: viewports.desktop })).newPage(),
        'visitor',
      );
      await visitor.goto(`${app.baseUrl}/events/${eventId}`);
      await visitor.getByRole('region', { name: 'Final placings' }).getByText(final!.teamA!.name).waitFor();
    }, 120_000);

    it('shows the database’s figures on every public view, with no console error and no 5xx', async () => {
      const report = await consistencyOf({
        baseUrl: app.baseUrl,
        databaseUrl: app.databaseUrl,
        tournamentId: eventId,
        browser,
        consoleErrors,
        ...(live.recorder ? { live: live.recorder } : {}),
      });
      live.recorder?.close();
      expect(live.recorder?.frames).toBeGreaterThan(0);
      expect(report.mismatches).toEqual([]);
      expect(report.truth.champion).not.toBeNull();
      expect(report.compared).toBeGreaterThan(60);
      expect(consoleErrors).toEqual([]);
      expect(serverErrors).toEqual([]);
    }, 180_000);
  });
}
