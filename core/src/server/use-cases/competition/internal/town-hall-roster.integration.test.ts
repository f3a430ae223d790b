import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DiscordServer,
  GameAccount,
  Team,
  TeamMember,
  Tournament,
  User,
} from '../../../db/entities/index.ts';
import { type Orm, openOrm } from '../../../db/orm.ts';
import { checkRoster } from './roster-check.ts';

/** A Clash of Clans roster is checked against the Town Hall breakdown with its verified levels. */

let orm: Orm;
beforeAll(async () => {
  orm = await openOrm(inject('databaseUrl'));
});
afterAll(() => orm.close());

let next = 7_000_000_000_000_000;
const snowflake = () => String(next++ + Math.floor(Math.random() * 1_000_000) * 1000);

/** A 3v3 war league asking for two TH13 and one TH12, and a team whose players are at `levels`. */
async function warLeague(levels: readonly (number | null)[]) {
  const em = orm.em.fork();
  const server = em.create(DiscordServer, { id: snowflake(), name: 'Clan server' });
  const tournament = em.create(Tournament, {
    server,
    eventName: 'War League',
    seasonNumber: 1,
    gameId: 'coc',
    publishDate: '2026-01-01',
    format: 3,
    lifecycle: 'published',
    requiresVerification: true,
    breakdown: { '12': 1, '13': 2 },
  });
  const team = em.create(Team, { name: 'Clan', gameId: 'coc' });
  const players = levels.map((level, index) => {
    const user = em.create(User, { discordId: snowflake(), name: `Chief ${index + 1}` });
    em.create(TeamMember, { team, user, role: index === 0 ? 'captain' : 'member', status: 'active' });
    em.create(GameAccount, {
      user,
      gameId: 'coc',
      inGameId: `#TH${snowflake()}`,
      status: 'verified',
      method: 'coc_token',
      townHallLevel: level,
    });
    return user;
  });
  await em.flush();
  const members = await em.find(TeamMember, { team }, { populate: ['user'] });
  return {
    check: () =>
      checkRoster(
        orm.em.fork(),
        tournament,
        team.id,
        members,
        players.map((user) => user.id),
      ),
  };
}

const refusal = (attempt: Promise<unknown>) =>
  attempt.then(
    () => null,
    (error: { kind: string; message: string }) => ({ kind: error.kind, message: error.message }),
  );

describe('a Clash of Clans roster against the breakdown', () => {
  it('refuses a roster whose verified Town Halls do not match, naming the levels', async () => {
    const { check } = await warLeague([12, 12, 13]);
    expect(await refusal(check())).toEqual({
      kind: 'BAD_REQUEST',
      message:
        "Your roster's Town Halls do not match the breakdown: missing 1 × TH13; more than needed: 1 × TH12",
    });
  });

  it('refuses a player whose level is not known, by name', async () => {
    const { check } = await warLeague([12, null, 13]);
    expect(await refusal(check())).toEqual({
      kind: 'BAD_REQUEST',
      message: "Chief 2's Town Hall level is not known yet: verify the Clash of Clans account again",
    });
  });

  it('takes a roster that fields the breakdown', async () => {
    const { check } = await warLeague([13, 12, 13]);
    expect(await refusal(check())).toBeNull();
  });
});
