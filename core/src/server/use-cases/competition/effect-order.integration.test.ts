import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { resetClock } from '../../clock.ts';
import { Match } from '../../db/entities/index.ts';
import { type Orm, openOrm } from '../../db/orm.ts';
import type { CompetitionPorts } from './internal/competition-ports.ts';
import {
  groupsThenPlayoffs,
  passDisputeWindows,
  playMatch,
  startScenarioPhase,
  tournamentWith,
} from './internal/competition-scenario.ts';

/** Issue 28 item 3: posts and live updates follow the order of the changes that caused them. */

let orm: Orm;
beforeAll(async () => {
  orm = await openOrm(inject('databaseUrl'));
});
afterAll(() => orm.close());
// Tests move the clock past dispute windows; each starts again from real time.
afterEach(() => resetClock());

describe('the order of posts and live updates', () => {
  it('announces each result before the phase it ends (once final), the next phase, and the end of the tournament', async () => {
    const scenario = await tournamentWith(orm, 8, groupsThenPlayoffs());
    await startScenarioPhase(scenario);
    // Posts and the phase and tournament updates, in the order they were released.
    const timeline: string[] = [];
    const ports: CompetitionPorts = {
      notify: async (notification) => {
        timeline.push(`post ${notification.kind}`);
      },
      publish: async (_tournamentId, update) => {
        if (update.type === 'phase') timeline.push(`phase ${update.phaseIndex} ${update.status}`);
        if (update.type === 'tournament') timeline.push(`tournament ${update.lifecycle}`);
      },
    };
    const better = (a: string, b: string) => scenario.seeds.indexOf(a) < scenario.seeds.indexOf(b);
    for (;;) {
      const pending = await orm.em
        .fork()
        .find(Match, { tournament: scenario.tournamentId, status: 'pending' });
      if (pending.length === 0) {
        // The last result of a phase is final once its dispute window passes: the workers' timer.
        if ((await passDisputeWindows(orm, scenario, ports)).length === 0) break;
        continue;
      }
      for (const match of pending)
        await playMatch(scenario, match, better(match.teamA!.id, match.teamB!.id), ports);
    }
    expect(timeline).toEqual([
      ...Array(12).fill('post match-completed'),
      'phase 0 completed',
      'phase 1 active',
      'post phase-started',
      ...Array(3).fill('post match-completed'),
      'phase 1 completed',
      'tournament completed',
      'post tournament-completed',
    ]);
  });
});
