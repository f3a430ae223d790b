import type { EventPointsTables, LobbyTable, LobbyView } from '@galaxia/core';
import { openOrm, Team, TeamMember, Tournament, TournamentRegistration, User } from '@galaxia/core/server';
import { type LiveRecorder, recordLiveUpdates } from '@galaxia/testkit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { discordIdOf } from '../fresh-app.ts';
import { call } from '../page-call.ts';
import { createAndPublish, ist, SEASON_GUILD, SeasonStage } from './season-stage.ts';
import { buildTeam, registerOnEventPage, registerThroughBot } from './team-entry.ts';

/** A battle-royale game's season: what differs from one game to the next. */
export interface BattleRoyaleSeasonGame {
  /** As the Create dialog's Game select names it. */
  label: string;
  gameId: string;
  /**
   * Eleven squad names in registration order: ten take the lobby stage's places, the eleventh waits
   * on the waitlist. The tenth never checks in for the event, so the eleventh plays in its place.
   */
  squads: readonly string[];
}

/** Players per squad: Squad (4) is every battle-royale game's tournament format in the rulebook. */
const SQUAD_SIZE = 4;
const captainOf = (squad: string) => `${squad} Captain`;
const playersOf = (squad: string) => [
  captainOf(squad),
  ...Array.from({ length: SQUAD_SIZE - 1 }, (_, i) => `${squad} ${i + 2}`),
];
const LOBBY_STAGE_MATCHES = 2;
const FINAL_MATCHES = 3;
const FINALISTS = 6;

/**
 * One whole battle-royale season from an empty database, as its people do it in Chromium: the organiser
 * creates and publishes a two-lobby stage (ten squads, two maps) into a one-lobby final of three maps,
 * turns on event check-in, starts the stage, enters every map's placements and kills on the lobby pages,
 * settles a squad's flag (kept), and clears and re-enters the stage's last result a squad flagged inside
 * its window; one squad misses a map's check-in on the lobby page and the workers forfeit it at the
 * map's time on the shared clock (0 for that map); the shared clock carries the stage past that window, the workers close it and start the
 * final, and the final's last window closing crowns the champion. A squad that never checked in is
 * dropped when the stage starts, and the waitlisted squad plays in its place. The consistency check
 * passes at the end; no console error, no 5xx anywhere.
 */
export function battleRoyaleSeason(game: BattleRoyaleSeasonGame) {
  describe(`a ${game.label} season from an empty database`, () => {
    const stage = new SeasonStage();
    let organiser: Page;
    let eventId = '';
    const live: { recorder?: LiveRecorder } = {};
    const noShow = game.squads[9]!;
    const waitlisted = game.squads[10]!;
    const base = () => stage.app.baseUrl;

    const tables = async () => {
      const answer = await fetch(`${base()}/api/events/${eventId}/points-tables`);
      return (await answer.json()) as EventPointsTables;
    };
    const lobbyOf = async (lobbyId: string) =>
      (await (await fetch(`${base()}/api/lobbies/${lobbyId}`)).json()) as LobbyView;
    const eventJson = async () =>
      (await (await fetch(`${base()}/api/events/${eventId}`)).json()) as {
        placings: { team: { name: string } }[];
      };
    const lobbyPage = async (page: Page, lobby: LobbyTable) => {
      await page.goto(`${base()}/events/${eventId}/lobbies/${lobby.id}`);
      await page.getByRole('heading', { name: lobby.name }).first().waitFor();
    };
    /** The clock to a lobby map's time (every lobby plays its n-th map in the same window). */
    const reachMatch = async (lobbies: readonly LobbyTable[], number: number) => {
      const times = lobbies.map((lobby) =>
        new Date(lobby.matches.find((m) => m.number === number)!.scheduledTime!).getTime(),
      );
      const at = Math.max(...times) + 60_000;
      if (at > stage.clock.getTime()) await stage.moveClock(new Date(at));
    };
    /**
     * The organiser enters a map on the lobby page: squads placed in the lobby's slot order turned by
     * `turn`, each squad's captain credited with kills.
     */
    const enterResults = async (lobby: LobbyTable, number: number, turn: number) => {
      await lobbyPage(organiser, lobby);
      const view = await lobbyOf(lobby.id);
      const card = organiser.getByTestId(`lobby-match-${number}`);
      await card.getByRole('button', { name: 'Enter results' }).click();
      // A squad the map's check-in close forfeited is a no-show row: no place, no kills.
      const checkIn = view.matches.find((match) => match.number === number)!.checkIn;
      const forfeited = checkIn.forfeited ? checkIn.noShows : [];
      for (const teamId of forfeited) {
        const name = view.teams.find((team) => team.id === teamId)!.name;
        await card.getByTestId('results-no-show').getByText(`${name}: no-show, 0 points`).waitFor();
      }
      const teams = view.teams.filter((team) => !forfeited.includes(team.id));
      for (const [slot, team] of teams.entries()) {
        const placement = ((slot + turn) % teams.length) + 1;
        await card.getByLabel(`${team.name} placement`).fill(String(placement));
        await card.getByLabel(`${captainOf(team.name)} kills`).fill(String((slot + number) % 4));
      }
      await card.getByRole('button', { name: 'Save results' }).click();
      await organiser.getByText('Results saved: the points table is updated').first().waitFor();
      await card.getByRole('list', { name: `Match ${number} results` }).waitFor();
    };
    /** The captain of `squad` checks it in for a map on the lobby page, inside the map's window. */
    const checkInSquad = async (lobby: LobbyTable, number: number, squad: string) => {
      const captain = await stage.person(captainOf(squad));
      await lobbyPage(captain, lobby);
      const card = captain.getByTestId(`lobby-match-${number}`);
      await card.getByRole('button', { name: 'Check in' }).click();
      await captain.getByText('Checked in: your squad is ready for this match').first().waitFor();
      await card.getByText(`${squad}: checked in`).waitFor();
      await captain.context().close();
    };
    /** A rostered player of the lobby's `slot`-th squad flags a map's results on the lobby page. */
    const flag = async (lobby: LobbyTable, number: number, slot: number, reason: string) => {
      const view = await lobbyOf(lobby.id);
      const squad = view.teams[slot]!.name;
      const captain = await stage.person(captainOf(squad));
      await lobbyPage(captain, lobby);
      const card = captain.getByTestId(`lobby-match-${number}`);
      await card.getByLabel(/^Something wrong\? Flag until /).fill(reason);
      await card.getByRole('button', { name: 'Flag results' }).click();
      await captain.getByText('Results flagged: the organisers will settle it').first().waitFor();
      await captain.context().close();
      return squad;
    };
    const settle = async (
      lobby: LobbyTable,
      number: number,
      decision: 'Keep results' | 'Clear and re-enter',
    ) => {
      await lobbyPage(organiser, lobby);
      const card = organiser.getByTestId(`lobby-match-${number}`);
      await card.getByRole('button', { name: decision }).click();
      await organiser.getByText('Flag settled').first().waitFor();
    };

    beforeAll(() => stage.start({ bot: true }));
    afterAll(() => stage.stop(game.gameId));

    it('lets the organiser create and publish the season through the UI', async () => {
      organiser = await stage.person('Season Organiser', '/galaxia/tournaments', [SEASON_GUILD]);
      eventId = await createAndPublish(organiser, {
        label: game.label,
        format: 'Squad',
        description: 'Ten squads in two lobbies, the best six to a three-map final.',
        roadmap: async (page) => {
          const first = page.getByRole('group', { name: 'Edit Phase 1' });
          await first.getByLabel('Format').selectOption({ label: 'Battle Royale' });
          await first.getByLabel('Participating teams (registrations)').fill('10');
          await first.getByLabel('Number of lobbies').fill('2');
          await first.getByLabel('Matches per lobby').fill(String(LOBBY_STAGE_MATCHES));
          await first.getByLabel('Division 1', { exact: true }).fill(String(FINALISTS));
          // Named last: the editor is labelled by the phase's name.
          await first.getByLabel('Phase name').fill('Lobby Stage');
          await page.getByRole('button', { name: 'Save Phase' }).click();
          await page.getByText('Phase saved as a draft').waitFor();
          await page.getByRole('button', { name: 'Create next phase' }).click();
          const final = page.getByRole('group', { name: 'Edit Phase 2' });
          await final.getByLabel('Format').selectOption({ label: 'Battle Royale' });
          await final.getByLabel(`Lobby Stage · Division 1 (${FINALISTS} teams)`).check();
          await final.getByLabel('Number of lobbies').fill('1');
          await final.getByLabel('Matches per lobby').fill(String(FINAL_MATCHES));
          await final.getByLabel('Is this the Last Phase?').click();
          await final.getByLabel('Phase name').fill('Grand Final');
        },
      });
    }, 180_000);

    it('takes ten squads and a waitlisted eleventh, and runs event check-in', async () => {
      // The first squad is built and entered through the pages: its captain creates it on My teams,
      // invites three players by name, who accept, and registers it on the event page.
      const first = game.squads[0]!;
      const [captainName, ...mateNames] = playersOf(first);
      const mates = [];
      for (const name of mateNames) mates.push({ name, page: await stage.person(name, '/my-teams') });
      const firstCaptain = await stage.person(captainName!, '/my-teams');
      await buildTeam(firstCaptain, base(), { name: first, gameLabel: game.label }, mates);
      await registerOnEventPage(firstCaptain, base(), eventId, first);
      await firstCaptain.context().close();

      // The other ten squads and their players are written to the database: a hundred more clicks
      // would prove nothing the first squad has not. The second squad's captain registers it with
      // /register-team in Discord; the last nine entries are written after it, in order.
      const orm = await openOrm(stage.app.databaseUrl);
      try {
        const em = orm.em.fork();
        const tournament = await em.findOneOrFail(Tournament, { id: eventId });
        const squads = game.squads.slice(1).map((squad) => {
          const players = playersOf(squad).map((name) =>
            em.create(User, { discordId: discordIdOf({ username: name }), name }),
          );
          const team = em.create(Team, { name: squad, gameId: game.gameId, createdBy: players[0]! });
          for (const [p, user] of players.entries())
            em.create(TeamMember, { team, user, role: p === 0 ? 'captain' : 'member', status: 'active' });
          return { team, players };
        });
        await em.flush();

        const [second, ...rest] = squads;
        const answer = await registerThroughBot(stage.app, {
          guildId: SEASON_GUILD.id,
          eventId,
          teamId: second!.team.id,
          captain: captainOf(second!.team.name),
        });
        expect(answer).toBe(
          `**${second!.team.name}** is registered for ${game.label} Season Cup with ${SQUAD_SIZE} players. See the teams: ${base()}/events/${eventId}/teams`,
        );
        const entered = await em.fork().find(TournamentRegistration, { tournament: eventId });
        const last = Math.max(...entered.map((entry) => entry.registeredAt.getTime()));
        for (const [i, { team, players }] of rest.entries()) {
          em.create(TournamentRegistration, {
            tournament,
            team,
            registeredBy: players[0]!,
            // Ten places: the first two squads and eight of these; the last waits on the waitlist.
            status: i < 8 ? 'registered' : 'waitlisted',
            roster: players.map((user) => user.id),
            registeredAt: new Date(last + (i + 1) * 60_000),
          });
        }
        await em.flush();
      } finally {
        await orm.close();
      }

      // The organiser turns event check-in on in the console.
      await organiser.goto(`${base()}/galaxia/tournaments/${eventId}/console`);
      await organiser.getByRole('switch', { name: 'Event check-in' }).click();
      await organiser.getByText('Check-in settings saved').first().waitFor();

      // Registration closes: the clock moves to the evening of the first map's day, and check-in opens.
      const calendar = await call<{ calendar: { rounds: { startDate: string }[] }[] }>(
        organiser,
        'GET',
        `/api/getEvent/calendar/${eventId}`,
      );
      await stage.moveClock(ist(calendar.calendar[0]!.rounds[0]!.startDate, '20:00'));
      // The first squad's captain checks in on the event page.
      const captain = await stage.person(captainOf(first), `/events/${eventId}`);
      await captain.getByRole('button', { name: 'Check in for the event' }).click();
      await captain.getByText(`${first} is checked in`).first().waitFor();
      await captain.context().close();
      // The others but the tenth check in too; written to the database, as the page's button is proven
      // above and ten sign-ins would only slow the season down. The tenth never checks in.
      const checkIns = await openOrm(stage.app.databaseUrl);
      try {
        const em = checkIns.em.fork();
        const entries = await em.find(
          TournamentRegistration,
          { tournament: eventId },
          { populate: ['team'] },
        );
        for (const entry of entries)
          if (entry.team.name !== first && entry.team.name !== noShow) entry.checkedInAt = stage.clock;
        await em.flush();
      } finally {
        await checkIns.close();
      }
    }, 360_000);

    it('starts the lobby stage from the console: the squad that never checked in is dropped', async () => {
      await organiser.goto(`${base()}/galaxia/tournaments/${eventId}/console`);
      await organiser.getByRole('button', { name: 'Start phase' }).first().click();
      await organiser
        .getByText(/^Lobby Stage started with \d+ matches$/)
        .first()
        .waitFor();
      const [lobbyStage] = (await tables()).phases;
      const playing = lobbyStage!.lobbies.flatMap((lobby) => lobby.standings.map((row) => row.team.name));
      expect(playing).toHaveLength(10);
      expect(playing).not.toContain(noShow);
      expect(playing).toContain(waitlisted);
      // A page open from the first result to the last: the stream's last word is checked at the end.
      live.recorder = await recordLiveUpdates(base(), eventId);
    }, 60_000);

    it('plays the lobby stage: a flag kept, the last result flagged, cleared and entered again', async () => {
      const lobbies = (await tables()).phases[0]!.lobbies;
      expect(lobbies.map((lobby) => lobby.name)).toEqual(['Lobby A', 'Lobby B']);
      const [lobbyA, lobbyB] = lobbies as [LobbyTable, LobbyTable];

      await reachMatch(lobbies, 1);
      await enterResults(lobbyA, 1, 0);
      // A dispute: a squad flags the map inside its window; the organiser keeps the results (a ruling).
      await flag(lobbyA, 1, 2, 'Our kills were not counted.');
      await settle(lobbyA, 1, 'Keep results');
      await enterResults(lobbyB, 1, 1);

      // Map 2's check-in: every squad of Lobby A but one checks in on the lobby page inside the window;
      // the shared clock passes the map's time and the workers forfeit the missing squad (0 for the map).
      // Lobby B's squads never check in: with nobody in, its map goes to the organiser, no one forfeits.
      const mapTwo = new Date(lobbyA.matches.find((match) => match.number === 2)!.scheduledTime!);
      expect(mapTwo.getTime() - 10 * 60_000).toBeGreaterThan(stage.clock.getTime());
      await stage.moveClock(new Date(mapTwo.getTime() - 10 * 60_000));
      const squadsA = lobbyA.standings.map((row) => row.team.name);
      const absent = squadsA.at(-1)!;
      for (const squad of squadsA.filter((name) => name !== absent)) await checkInSquad(lobbyA, 2, squad);
      const before = (await tables()).phases[0]!.lobbies[0]!.standings.find(
        (row) => row.team.name === absent,
      )!;
      await reachMatch(lobbies, 2);
      await vi.waitFor(
        async () => {
          const checkIn = (await lobbyOf(lobbyA.id)).matches.find((match) => match.number === 2)!.checkIn;
          expect({ noShows: checkIn.noShows.length, forfeited: checkIn.forfeited }).toEqual({
            noShows: 1,
            forfeited: true,
          });
        },
        { timeout: 30_000, interval: 250 },
      );
      const visitor = await stage.visitor();
      await lobbyPage(visitor, lobbyA);
      await visitor.getByTestId('lobby-match-2').getByText(`${absent}: no-show, 0 points`).waitFor();
      await visitor.context().close();
      await enterResults(lobbyA, 2, 2);
      // The no-show scores nothing for map 2: its row keeps map 1's figures.
      const after = (await tables()).phases[0]!.lobbies[0]!.standings.find(
        (row) => row.team.name === absent,
      )!;
      expect([after.matches, after.total, after.kills]).toEqual([before.matches, before.total, before.kills]);
      await enterResults(lobbyB, 2, 3);
      // The correction of the stage's last result inside its window: flagged, cleared, entered again.
      await flag(lobbyB, 2, 0, 'Places 1 and 2 were swapped.');
      await settle(lobbyB, 2, 'Clear and re-enter');
      await enterResults(lobbyB, 2, 4);
      expect((await tables()).phases.length).toBe(1);

      // Past the window the workers close the stage and start the final with its six qualifiers.
      await stage.moveClockBy(16);
      await vi.waitFor(
        async () => {
          const final = (await tables()).phases[1];
          expect(final?.lobbies[0]?.standings.length).toBe(FINALISTS);
        },
        { timeout: 60_000, interval: 500 },
      );
    }, 900_000);

    it('plays the final to a champion named on the event page', async () => {
      const [finalLobby] = (await tables()).phases[1]!.lobbies as [LobbyTable];
      for (let number = 1; number <= FINAL_MATCHES; number++) {
        await reachMatch([finalLobby], number);
        await enterResults(finalLobby, number, number === FINAL_MATCHES ? 0 : number);
      }
      // The final's last result is final once its flag window has passed: the workers crown the champion.
      await stage.moveClockBy(16);
      await vi.waitFor(async () => expect((await eventJson()).placings.length).toBeGreaterThan(0), {
        timeout: 60_000,
        interval: 500,
      });
      const champion = (await eventJson()).placings[0]!.team.name;
      const visitor = await stage.visitor();
      await visitor.goto(`${base()}/events/${eventId}`);
      await visitor.getByRole('region', { name: 'Final placings' }).getByText(champion).first().waitFor();
    }, 600_000);

    it('shows the database’s figures on every public view, with no console error and no 5xx', async () => {
      await stage.expectConsistent(eventId, live.recorder, 40, 'any');
    }, 240_000);
  });
}
