import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchSide } from '../../contracts/matches.ts';
import type { VetoAction, VetoRole, VetoStep } from '../../contracts/veto.ts';
import { BEST_OF_OPTIONS, type BestOf } from '../matches/series.ts';
import { seededRandom } from '../random/seeded-random.ts';
import { defaultVetoSequence, vetoSequenceProblem } from './veto-sequence.ts';
import {
  roleSide,
  systemVetoSteps,
  takeVetoStep,
  timedOutVetoStep,
  type VetoSetup,
  vetoFirstSide,
  vetoProgress,
} from './veto-state.ts';

const poolOf = (size: number) => Array.from({ length: size }, (_, i) => `map-${i + 1}`);

/**
 * Runs a veto to its end: each team step is a team's choice or, when `timeouts` says so, a timeout; the
 * system steps follow each action, as the use case does.
 */
function runVeto(setup: VetoSetup, random: () => number, timeouts: (index: number) => boolean): VetoAction[] {
  const actions: VetoAction[] = [...systemVetoSteps(setup, [], random)];
  for (let guard = 0; guard < 200; guard++) {
    const { turn, remaining } = vetoProgress(setup, actions);
    if (!turn) return actions;
    const team = turn.team as MatchSide;
    const action = timeouts(turn.index)
      ? (timedOutVetoStep(setup, actions, random) as VetoAction)
      : takeVetoStep(setup, actions, {
          team,
          step: turn.index,
          map: remaining[Math.floor(random() * remaining.length)],
          side: random() < 0.5 ? 'attack' : 'defence',
        });
    actions.push(action, ...systemVetoSteps(setup, [...actions, action], random));
  }
  throw new Error('the veto did not end');
}

/** A valid sequence built from its parts: which maps are banned or played in what order, teams, side steps. */
const sequenceArbitrary = fc
  .record({
    poolSize: fc.integer({ min: 1, max: 14 }),
    bestOf: fc.constantFrom(...BEST_OF_OPTIONS),
    withDecider: fc.boolean(),
    seed: fc.integer(),
  })
  .filter(({ poolSize, bestOf }) => poolSize >= bestOf)
  .chain(({ poolSize, bestOf, withDecider, seed }) => {
    const played = withDecider ? bestOf - 1 : bestOf;
    const maxBans = poolSize - bestOf;
    return fc
      .record({
        bans: withDecider ? fc.constant(maxBans) : fc.integer({ min: 0, max: maxBans }),
        order: fc.array(fc.boolean(), { minLength: poolSize, maxLength: poolSize }),
        teams: fc.array(fc.constantFrom<VetoRole>('A', 'B'), {
          minLength: 2 * poolSize,
          maxLength: 2 * poolSize,
        }),
        randoms: fc.array(fc.boolean(), { minLength: poolSize, maxLength: poolSize }),
        sides: fc.array(fc.boolean(), { minLength: poolSize, maxLength: poolSize }),
      })
      .map(({ bans, order, teams, randoms, sides }) => {
        const steps: VetoStep[] = [];
        let bansLeft = bans;
        let playsLeft = played;
        let i = 0;
        const team = () => teams[i % teams.length] as VetoRole;
        while (bansLeft + playsLeft > 0) {
          const ban = playsLeft === 0 || (bansLeft > 0 && order[i]);
          if (ban) {
            steps.push({ action: 'ban', team: team() });
            bansLeft -= 1;
          } else {
            steps.push(randoms[i] ? { action: 'random' } : { action: 'pick', team: team() });
            if (sides[i]) steps.push({ action: 'side', team: teams[(i + 1) % teams.length] as VetoRole });
            playsLeft -= 1;
          }
          i += 1;
        }
        if (withDecider) {
          steps.push({ action: 'decider' });
          if (sides[i % sides.length]) steps.push({ action: 'side', team: team() });
        }
        return { poolSize, bestOf: bestOf as BestOf, steps, seed };
      });
  });

const firstSide = fc.constantFrom<MatchSide>('A', 'B');

describe('a veto, for every pool size and template', () => {
  it('ends with exactly best-of maps, none twice, and the side steps taken by the teams the template names', () => {
    fc.assert(
      fc.property(
        sequenceArbitrary,
        firstSide,
        fc.func(fc.boolean()),
        ({ poolSize, bestOf, steps, seed }, first, timeout) => {
          expect(vetoSequenceProblem(steps, poolSize, bestOf)).toBeNull();
          const setup: VetoSetup = { pool: poolOf(poolSize), steps, first };
          const actions = runVeto(setup, seededRandom(seed), (index) => timeout(index));
          const { played, banned, turn, remaining } = vetoProgress(setup, actions);
          expect(turn).toBeNull();
          expect(played).toHaveLength(bestOf);
          const maps = [...played.map((map) => map.map), ...banned.map((map) => map.map)];
          expect(new Set(maps).size).toBe(maps.length);
          expect(maps.every((map) => setup.pool.includes(map))).toBe(true);
          expect(maps.length + remaining.length).toBe(poolSize);
          // Every side step is taken by the team the template names, on the map played just before it.
          steps.forEach((step, index) => {
            const action = actions[index] as VetoAction;
            expect(action.action).toBe(step.action);
            if (step.action === 'side') {
              expect(action.team).toBe(roleSide(first, step.team));
              expect(action.map).toBe(
                actions.slice(0, index).findLast((taken) => taken.action !== 'ban' && taken.action !== 'side')
                  ?.map,
              );
            }
          });
        },
      ),
    );
  });

  it('in the default templates, the team that did not pick a map chooses its side on it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 14 }),
        fc.constantFrom(...BEST_OF_OPTIONS),
        firstSide,
        fc.integer(),
        (poolSize, bestOf, first, seed) => {
          fc.pre(poolSize >= bestOf);
          const setup: VetoSetup = {
            pool: poolOf(poolSize),
            steps: defaultVetoSequence(bestOf, poolSize),
            first,
          };
          const { played } = vetoProgress(
            setup,
            runVeto(setup, seededRandom(seed), () => false),
          );
          expect(played).toHaveLength(bestOf);
          for (const map of played) {
            expect(map.sideBy).not.toBeNull();
            if (map.pickedBy) expect(map.sideBy).not.toBe(map.pickedBy);
          }
          // Team steps alternate between the two teams.
          const teams = setup.steps.flatMap((step) =>
            step.action === 'ban' || step.action === 'pick' ? [step.team] : [],
          );
          expect(teams).toEqual(teams.map((_, i) => (i % 2 === 0 ? 'A' : 'B')));
        },
      ),
    );
  });
});

describe('taking a step', () => {
  const setup: VetoSetup = { pool: poolOf(7), steps: defaultVetoSequence(3, 7), first: 'B' };

  it('lets only the acting team act, on the step it saw, with a map still in the pool', () => {
    expect(() => takeVetoStep(setup, [], { team: 'A', step: 0, map: 'map-1' })).toThrow(
      'It is the other team’s turn in the map veto',
    );
    const ban = takeVetoStep(setup, [], { team: 'B', step: 0, map: 'map-1' });
    expect(ban).toEqual({ step: 0, action: 'ban', team: 'B', map: 'map-1', side: null, random: false });
    expect(() => takeVetoStep(setup, [ban], { team: 'A', step: 0, map: 'map-2' })).toThrow(
      'This veto step has already been taken: look at the veto again',
    );
    expect(() => takeVetoStep(setup, [ban], { team: 'A', step: 1, map: 'map-1' })).toThrow(
      'That map is no longer in the pool',
    );
  });

  it('chooses at random for a team whose time ran out, from the maps left', () => {
    const action = timedOutVetoStep(setup, [], seededRandom(1));
    expect(action).toMatchObject({ step: 0, action: 'ban', team: 'B', random: true });
    expect(setup.pool).toContain(action?.map);
  });

  it('the higher seed acts first; without seeds a coin toss decides', () => {
    expect(vetoFirstSide('seed', { A: 4, B: 1 }, () => 0)).toBe('B');
    expect(vetoFirstSide('seed', { A: null, B: 1 }, () => 0.9)).toBe('B');
    expect(vetoFirstSide('coin-toss', { A: 1, B: 2 }, () => 0.9)).toBe('B');
  });
});
