import { seededRandom } from '@galaxia/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clockFrom, now, resetClock, setClock } from '../../clock.ts';
import { Match, MatchVeto, Phase, Ruling } from '../../db/entities/index.ts';
import { type Orm, openOrm } from '../../db/orm.ts';
import type { VetoOpening } from '../../jobs/match-veto-open-job.ts';
import type { VetoTimer } from '../../jobs/match-veto-timeout-job.ts';
import { checkInForMatch } from '../competition/check-in-match.ts';
import { NO_PORTS } from '../competition/index.ts';
import type { MatchReminder } from '../competition/internal/competition-ports.ts';
import {
  type Scenario,
  startScenarioPhase,
  tournamentWith,
} from '../competition/internal/competition-scenario.ts';
import { setMatchTime } from '../competition/set-match-time.ts';
import { startPhase } from '../competition/start-phase.ts';
import {
  getMatchVeto,
  openMatchVeto,
  openMatchVetoOnTime,
  resetMatchVeto,
  takeMatchVetoStep,
  timeOutMatchVetoStep,
} from './veto-moves.ts';
import { getVetoSettings, updateVetoSettings } from './veto-settings.ts';

/**
 * A Valorant best of 3 veto through the use cases: the organiser's pool and template, both captains'
 * steps, a refused stranger and stale click, a timeout chosen at random, the organiser's logged reset.
 */
let orm: Orm;
beforeAll(async () => {
  orm = await openOrm(inject('databaseUrl'));
});
afterAll(async () => {
  resetClock();
  await orm.close();
});

const POOL = ['ascent', 'bind', 'haven', 'lotus', 'sunset'];
const BO3 = [
  { action: 'ban', team: 'A' },
  { action: 'pick', team: 'B' },
  { action: 'side', team: 'A' },
  { action: 'pick', team: 'A' },
  { action: 'side', team: 'B' },
  { action: 'ban', team: 'B' },
  { action: 'decider' },
  { action: 'side', team: 'A' },
] as const;

describe('a map veto', () => {
  let scenario: Scenario;
  let matchId: string;
  let higher: string;
  let lower: string;
  let higherSide: 'A' | 'B';
  const timers: VetoTimer[] = [];
  const ports = { vetoTimer: async (timer: VetoTimer) => void timers.push(timer), random: seededRandom(7) };

  beforeAll(async () => {
    scenario = await tournamentWith(orm, 4, [
      {
        name: 'Playoffs',
        format: 'Single Elimination',
        participatingTeams: 4,
        isFinal: true,
        bestOf: { 'r-1': 3 },
      },
    ]);
    await startScenarioPhase(scenario);
    const semi = await orm.em
      .fork()
      .findOneOrFail(
        Match,
        { tournament: scenario.tournamentId, displayId: 'sf-1' },
        { populate: ['teamA', 'teamB'] },
      );
    matchId = semi.id;
    const [a, b] = [semi.teamA!.id, semi.teamB!.id];
    [higher, lower] = scenario.seeds.indexOf(a) < scenario.seeds.indexOf(b) ? [a, b] : [b, a];
    higherSide = higher === a ? 'A' : 'B';
  });

  it('refuses a pool with a map the game does not have, and a template with a pick after the decider', async () => {
    const ctx = scenario.ctx(scenario.organiser);
    const settings = { pool: POOL, sequences: {}, firstRule: 'seed' as const, stepSeconds: 60 };
    await expect(
      updateVetoSettings(ctx, {
        tournamentId: scenario.tournamentId,
        settings: { ...settings, pool: ['ascent', 'dust2'] },
      }),
    ).rejects.toThrow('dust2 is not a current map of this game');
    await expect(
      updateVetoSettings(scenario.ctx(scenario.organiser), {
        tournamentId: scenario.tournamentId,
        settings: {
          ...settings,
          sequences: {
            '3': [{ action: 'ban', team: 'A' }, { action: 'decider' }, { action: 'pick', team: 'B' }],
          },
        },
      }),
    ).rejects.toThrow('Nothing can be banned or picked after the decider');
    const saved = await updateVetoSettings(scenario.ctx(scenario.organiser), {
      tournamentId: scenario.tournamentId,
      settings: { ...settings, sequences: { '3': [...BO3] } },
    });
    expect(saved.settings.pool).toEqual(POOL);
    expect(
      (await getVetoSettings(scenario.ctx(scenario.organiser), scenario.tournamentId)).settings.sequences[
        '3'
      ],
    ).toEqual(BO3);
    // A captain is no organiser: the settings are not theirs to see.
    await expect(
      getVetoSettings(scenario.ctx(scenario.captains.get(higher)!), scenario.tournamentId),
    ).rejects.toThrow();
  });

  it('opens with the higher seed acting first; only the acting captain moves, once', async () => {
    await expect(openMatchVeto(scenario.ctx(scenario.captains.get(higher)!), matchId, ports)).rejects.toThrow(
      'Only an organiser can do that',
    );
    const opened = await openMatchVeto(scenario.ctx(scenario.organiser), matchId, ports);
    expect(opened.status).toBe('open');
    expect(opened.firstSide).toBe(higherSide);
    expect(opened.pool.map((map) => map.name)).toEqual(['Ascent', 'Bind', 'Haven', 'Lotus', 'Sunset']);
    expect(opened.turn).toMatchObject({ index: 0, action: 'ban', team: higherSide });
    expect(timers).toHaveLength(1);

    const outsider = scenario.seeds.find((team) => team !== higher && team !== lower)!;
    const stranger = scenario.captains.get(outsider)!;
    await expect(
      takeMatchVetoStep(scenario.ctx(stranger), { matchId, step: 0, map: 'bind' }, ports),
    ).rejects.toThrow('Only a representative of one of the two teams can do that');
    await expect(
      takeMatchVetoStep(
        scenario.ctx(scenario.captains.get(lower)!),
        { matchId, step: 0, map: 'bind' },
        ports,
      ),
    ).rejects.toThrow('It is the other team’s turn in the map veto');
    const banned = await takeMatchVetoStep(
      scenario.ctx(scenario.captains.get(higher)!),
      { matchId, step: 0, map: 'bind' },
      ports,
    );
    expect(banned.steps[0]?.done).toMatchObject({ action: 'ban', map: 'bind', random: false });
    // The same click again is stale.
    await expect(
      takeMatchVetoStep(
        scenario.ctx(scenario.captains.get(higher)!),
        { matchId, step: 0, map: 'haven' },
        ports,
      ),
    ).rejects.toThrow('This veto step has already been taken: look at the veto again');
    await expect(
      takeMatchVetoStep(
        scenario.ctx(scenario.captains.get(lower)!),
        { matchId, step: 1, map: 'bind' },
        ports,
      ),
    ).rejects.toThrow('That map is no longer in the pool');
  });

  it('a step that runs out is taken at random, and the veto ends with three maps', async () => {
    const lowerCtx = () => scenario.ctx(scenario.captains.get(lower)!);
    const higherCtx = () => scenario.ctx(scenario.captains.get(higher)!);
    await takeMatchVetoStep(lowerCtx(), { matchId, step: 1, map: 'lotus' }, ports);
    // The higher seed's side choice on Lotus runs out.
    const timer = timers.at(-1)!;
    expect(timer.step).toBe(2);
    expect(await timeOutMatchVetoStep(orm.em.fork(), timer, ports)).toBe('not-due');
    setClock(clockFrom(new Date(now().getTime() + 61_000)));
    expect(await timeOutMatchVetoStep(orm.em.fork(), timer, ports)).toBe('chosen');
    expect(await timeOutMatchVetoStep(orm.em.fork(), timer, ports)).toBe('gone');
    await takeMatchVetoStep(higherCtx(), { matchId, step: 3, map: 'sunset' }, ports);
    await takeMatchVetoStep(lowerCtx(), { matchId, step: 4, side: 'defence' }, ports);
    await takeMatchVetoStep(lowerCtx(), { matchId, step: 5, map: 'ascent' }, ports);
    const done = await takeMatchVetoStep(higherCtx(), { matchId, step: 7, side: 'attack' }, ports);
    expect(done.status).toBe('done');
    expect(done.maps.map((map) => map.name)).toEqual(['Lotus', 'Sunset', 'Haven']);
    expect(done.steps[2]?.done).toMatchObject({ action: 'side', map: 'lotus', random: true });
    expect(done.maps[1]).toMatchObject({ side: 'defence' });
    const publicView = await getMatchVeto({ em: orm.em.fork(), actor: null }, matchId);
    expect(publicView.maps).toEqual(done.maps);
    expect(publicView.yourSide).toBeNull();
  });

  it('the organiser resets the veto as a logged ruling; a captain cannot', async () => {
    await expect(
      resetMatchVeto(scenario.ctx(scenario.captains.get(higher)!), { matchId, reason: 'Wrong pick' }, ports),
    ).rejects.toThrow('Only an organiser can do that');
    const reset = await resetMatchVeto(
      scenario.ctx(scenario.organiser),
      { matchId, reason: 'Captain misclicked' },
      ports,
    );
    expect(reset).toMatchObject({ status: 'open', maps: [], turn: { index: 0 } });
    const em = orm.em.fork();
    expect((await em.findOneOrFail(MatchVeto, { match: matchId })).actions).toEqual([]);
    const ruling = await em.findOneOrFail(Ruling, { match: matchId });
    expect(ruling).toMatchObject({ kind: 'veto-reset', reason: 'Captain misclicked' });
  });
});

describe('a map veto the organiser set to open before the match, for one phase', () => {
  it('opens at its time, not at check-in; a match moved since keeps its veto closed', async () => {
    const scenario = await tournamentWith(orm, 4, [
      { name: 'Playoffs', format: 'Single Elimination', participatingTeams: 4, isFinal: true },
    ]);
    const organiser = scenario.ctx(scenario.organiser);
    await startPhase(
      organiser,
      {
        tournamentId: scenario.tournamentId,
        phaseIndex: 0,
        seeding: 'registration',
      },
      NO_PORTS,
    );
    const phase = await orm.em.fork().findOneOrFail(Phase, { tournament: scenario.tournamentId });
    const base = { pool: POOL, sequences: {}, firstRule: 'seed' as const, stepSeconds: 60 };
    // The tournament's veto opens at check-in; the playoffs' opens 10 minutes before each match.
    await updateVetoSettings(scenario.ctx(scenario.organiser), {
      tournamentId: scenario.tournamentId,
      settings: base,
    });
    const saved = await updateVetoSettings(scenario.ctx(scenario.organiser), {
      tournamentId: scenario.tournamentId,
      phaseId: phase.id,
      settings: { ...base, opensMinutesBefore: 10 },
    });
    expect(saved.phases).toEqual([
      { id: phase.id, name: 'Playoffs', override: { ...base, opensMinutesBefore: 10 } },
    ]);
    expect(saved.settings).toEqual(base);
    await expect(
      updateVetoSettings(scenario.ctx(scenario.organiser), {
        tournamentId: scenario.tournamentId,
        phaseId: '00000000-0000-4000-8000-000000000000',
        settings: base,
      }),
    ).rejects.toThrow('That phase is not in this tournament');

    const semi = await orm.em
      .fork()
      .findOneOrFail(
        Match,
        { tournament: scenario.tournamentId, displayId: 'sf-1' },
        { populate: ['teamA', 'teamB'] },
      );
    const reminders: MatchReminder[] = [];
    const timers: VetoTimer[] = [];
    const openings: VetoOpening[] = [];
    const ports = {
      schedule: async (reminder: MatchReminder) => void reminders.push(reminder),
      vetoOpening: async (opening: VetoOpening) => void openings.push(opening),
      vetoTimer: async (timer: VetoTimer) => void timers.push(timer),
      random: seededRandom(3),
    };
    const time = new Date(Date.UTC(2027, 2, 1, 14, 0));
    setClock(clockFrom(new Date(time.getTime() - 2 * 3_600_000)));
    await setMatchTime(
      scenario.ctx(scenario.organiser),
      { matchId: semi.id, time: time.toISOString() },
      ports,
    );
    const opensAt = new Date(time.getTime() - 10 * 60_000);
    expect(reminders).toEqual([
      { tournamentId: scenario.tournamentId, matchId: semi.id, scheduledTime: time, vetoOpensAt: opensAt },
    ]);
    const opening = {
      tournamentId: scenario.tournamentId,
      matchId: semi.id,
      scheduledTime: time.toISOString(),
      opensAt: opensAt.toISOString(),
    };

    // Both teams check in 20 minutes before: the veto waits for its time.
    setClock(clockFrom(new Date(time.getTime() - 20 * 60_000)));
    for (const team of [semi.teamA!.id, semi.teamB!.id])
      await checkInForMatch(scenario.ctx(scenario.captains.get(team)!), semi.id, ports);
    expect(await getMatchVeto({ em: orm.em.fork(), actor: null }, semi.id)).toMatchObject({
      status: 'waiting',
      opensAt: opensAt.toISOString(),
    });
    // The check-in sets the opening job again, in case the time was set after the match's.
    expect(openings).toEqual([opening]);
    expect(timers).toEqual([]);

    // The organiser moves the playoffs' opening to 5 minutes before: the 10-minute job comes early and
    // sets the job of the new time.
    await updateVetoSettings(scenario.ctx(scenario.organiser), {
      tournamentId: scenario.tournamentId,
      phaseId: phase.id,
      settings: { ...base, opensMinutesBefore: 5 },
    });
    setClock(clockFrom(opensAt));
    expect(await openMatchVetoOnTime(orm.em.fork(), opening, ports)).toBe('not-due');
    const movedOpening = { ...opening, opensAt: new Date(time.getTime() - 5 * 60_000).toISOString() };
    expect(openings.at(-1)).toEqual(movedOpening);
    expect(timers).toEqual([]);

    setClock(clockFrom(new Date(movedOpening.opensAt)));
    expect(await openMatchVetoOnTime(orm.em.fork(), movedOpening, ports)).toBe('opened');
    const opened = await getMatchVeto({ em: orm.em.fork(), actor: null }, semi.id);
    expect(opened).toMatchObject({ status: 'open', turn: { index: 0, action: 'ban' } });
    expect(timers).toHaveLength(1);
    expect(await openMatchVetoOnTime(orm.em.fork(), movedOpening, ports)).toBe('gone');

    // The other semi-final was moved after its job was set: the old job opens nothing.
    const other = await orm.em
      .fork()
      .findOneOrFail(Match, { tournament: scenario.tournamentId, displayId: 'sf-2' });
    const later = new Date(time.getTime() + 3_600_000);
    await setMatchTime(
      scenario.ctx(scenario.organiser),
      { matchId: other.id, time: time.toISOString() },
      ports,
    );
    await setMatchTime(
      scenario.ctx(scenario.organiser),
      { matchId: other.id, time: later.toISOString() },
      ports,
    );
    expect(reminders.at(-1)?.vetoOpensAt).toEqual(new Date(later.getTime() - 5 * 60_000));
    expect(await openMatchVetoOnTime(orm.em.fork(), { ...opening, matchId: other.id }, ports)).toBe('gone');
    expect(await orm.em.fork().count(MatchVeto, { match: other.id })).toBe(0);
  });
});
