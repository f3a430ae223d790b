import { emptyBreakdown } from '@galaxia/core';
import {
  clockFrom,
  GameAccount,
  Notification,
  RegistrationWindow,
  resetClock,
  setClock,
  Tournament,
} from '@galaxia/core/server';
import { dbOf, registeredSeason, startFakeCoc } from '@galaxia/testkit';
import { startedBeforeAll } from '@galaxia/testkit/before-all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCocClient } from '../clients/coc-client.ts';
import { openTestServices, type TestServices } from '../test-support/test-services.ts';
import { townHallRefreshProcessor } from './town-hall-refresh.ts';

const API_KEY = 'coc-developer-key';
const IST_MS = 330 * 60_000;

/** A registration window from yesterday until `minutes` from now, written as the organiser's IST date and time. */
const closingIn = (minutes: number) => {
  const ist = (at: number) => new Date(at + IST_MS).toISOString();
  const end = ist(Date.now() + minutes * 60_000);
  const start = ist(Date.now() - 24 * 60 * 60_000);
  return {
    startDate: start.slice(0, 10),
    startTime: start.slice(11, 16),
    endDate: end.slice(0, 10),
    endTime: end.slice(11, 16),
  };
};

/** Issue 36, item 1: Town Hall levels are read again from the official API before registration closes. */
describe('Town Hall refresh before registration closes (fake Clash of Clans API, real PostgreSQL)', () => {
  const coc = startedBeforeAll(
    () =>
      startFakeCoc({
        apiToken: API_KEY,
        townHalls: { '#TH1': 13, '#TH2': 15, '#STAYS13': 13, '#NOW15': 15 },
        unknownTags: ['#GONE'],
      }),
    'The fake Clash of Clans API',
  );
  let services: TestServices;
  beforeAll(async () => {
    services = await openTestServices();
  });
  afterAll(() => services.close());

  /** A published Clash of Clans season of two teams whose players hold verified accounts at Town Hall 12. */
  async function cocSeason(closesInMinutes: number, tags: string[]) {
    const db = dbOf(services.orm);
    const season = await registeredSeason(
      db,
      [{ name: 'Final', format: 'Single Elimination', participatingTeams: 2 }],
      { gameId: 'coc', format: 1, teams: ['Storm Clan', 'Frost Clan'] },
    );
    const em = services.orm.em.fork();
    em.create(RegistrationWindow, {
      tournament: season.tournamentId,
      position: 0,
      ...closingIn(closesInMinutes),
    });
    const players = season.teams.flatMap((team) => team.players.map((player) => player.userId));
    const accounts = players.map((user, index) =>
      em.create(GameAccount, {
        user,
        gameId: 'coc',
        inGameId: tags[index]!,
        townHallLevel: 12,
        status: 'verified',
        method: 'coc_token',
        verifiedAt: new Date(),
      }),
    );
    await em.flush();
    return { season, accountIds: accounts.map((account) => account.id) };
  }
  const levels = async (ids: string[]) =>
    (
      await services.orm.em.fork().find(GameAccount, { id: { $in: ids } }, { orderBy: { inGameId: 'asc' } })
    ).map((account) => [account.inGameId, account.townHallLevel]);
  const lookups = () => coc.requests.filter((request) => request.method === 'GET').length;

  it('reads the rostered levels in the last hour, once; an account the API cannot find keeps its level', async () => {
    const processor = townHallRefreshProcessor({
      orm: services.orm,
      coc: createCocClient({ baseUrl: coc.apiUrl, apiToken: API_KEY }),
    });
    const closing = await cocSeason(40, ['#TH1', '#GONE']);
    const later = await cocSeason(180, ['#TH2', '#TH3']);

    const before = lookups();
    await processor.run({ requestedAt: new Date().toISOString() }, {} as never);
    expect(await levels(closing.accountIds)).toEqual([
      ['#GONE', 12],
      ['#TH1', 13],
    ]);
    // Registration still open for three hours: not yet.
    expect(await levels(later.accountIds)).toEqual([
      ['#TH2', 12],
      ['#TH3', 12],
    ]);
    const refreshed = await services.orm.em.fork().findOneOrFail(Tournament, closing.season.tournamentId);
    expect(refreshed.townHallsRefreshedAt).toBeInstanceOf(Date);
    expect(lookups() - before).toBe(2);

    // The next minute's run finds nothing due: the API is not asked again.
    await processor.run({ requestedAt: new Date().toISOString() }, {} as never);
    expect(lookups() - before).toBe(2);
  });

  it('checks the rosters again with the levels read and tells the captain whose roster no longer fits', async () => {
    // On the test clock, 40 minutes before registration closes at 18:00 IST (12:30 UTC).
    setClock(clockFrom(new Date('2031-05-10T11:50:00Z')));
    try {
      const db = dbOf(services.orm);
      const season = await registeredSeason(
        db,
        [{ name: 'Final', format: 'Single Elimination', participatingTeams: 2 }],
        { gameId: 'coc', format: 1, teams: ['Refresh Storm', 'Refresh Frost'] },
      );
      const em = services.orm.em.fork();
      await em.nativeUpdate(
        Tournament,
        { id: season.tournamentId },
        { eventName: 'Town Hall Refresh Cup', breakdown: { ...emptyBreakdown(), '13': 1 } },
      );
      em.create(RegistrationWindow, {
        tournament: season.tournamentId,
        position: 0,
        startDate: '2031-05-09',
        startTime: '10:00',
        endDate: '2031-05-10',
        endTime: '18:00',
      });
      // Both chiefs registered at Town Hall 13; Frost's has upgraded to 15 since.
      for (const [team, tag] of [
        [season.teams[0]!, '#STAYS13'],
        [season.teams[1]!, '#NOW15'],
      ] as const)
        em.create(GameAccount, {
          user: team.captain.userId,
          gameId: 'coc',
          inGameId: tag,
          townHallLevel: 13,
          status: 'verified',
          method: 'coc_token',
          verifiedAt: new Date(),
        });
      await em.flush();

      await townHallRefreshProcessor({
        orm: services.orm,
        coc: createCocClient({ baseUrl: coc.apiUrl, apiToken: API_KEY }),
      }).run({ requestedAt: new Date().toISOString() }, {} as never);

      const told = async (userId: string) =>
        (await services.orm.em.fork().find(Notification, { user: userId, kind: 'town-halls' })).map(
          (notification) => [notification.title, notification.body, notification.link],
        );
      expect(await told(season.teams[1]!.captain.userId)).toEqual([
        [
          "Your roster no longer fits Town Hall Refresh Cup's Town Halls",
          "Refresh Frost's Town Hall levels were read again before registration closes. Your roster's Town Halls do not match the breakdown: missing 1 × TH13; more than needed: 1 × TH15. Change the roster before check-in.",
          `/events/${season.tournamentId}`,
        ],
      ]);
      expect(await told(season.teams[0]!.captain.userId)).toEqual([]);
    } finally {
      resetClock();
    }
  });
});
