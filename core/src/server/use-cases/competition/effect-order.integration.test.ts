import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Match } from '../../db/entities/index.ts';
import { type Orm, openOrm } from '../../db/orm.ts';
import type { CompetitionPorts } from './internal/competition-ports.ts';
import { groupsThenPlayoffs, playMatch, tournamentWith } from './internal/competition-scenario.ts';
import { startPhase } from './start-phase.ts';

/** Issue 28 item 3: posts and live updates follow the order of the changes that caused them. */

let orm: Orm;
beforeAll(async () => {
  orm = await openOrm(inject('databaseUrl'));
});
afterAll(() => orm.close());

describe('the order of posts and live updates', () => {
  it('announces each result before the phase it ends, the next phase, and the end of the tournament', async () => {
    const scenario = await tournamentWith(orm, 8, groupsThenPlayoffs());
    await startPhase(scenario.ctx(scenario.organiser), {
      tournamentId: scenario.tournamentId,
      phaseIndex: 0,
      seeding: 'registration',
    });
    const posts: string[] = [];
    const updates: string[] = [];
    const ports: CompetitionPorts = {
      notify: async (notification) => {
        posts.push(notification.kind);
      },
      publish: async (_tournamentId, update) => {
        updates.push(
          update.type === 'match'
            ? 'match'
            : update.type === 'phase'
              ? `phase ${update.phaseIndex} ${update.status}`
              : update.type === 'tournament'
                ? `tournament ${update.lifecycle}`
                : update.type,
        );
      },
    };
    const better = (a: string, b: string) => scenario.seeds.indexOf(a) < scenario.seeds.indexOf(b);
    for (;;) {
      const pending = await orm.em
        .fork()
        .find(Match, { tournament: scenario.tournamentId, status: 'pending' });
      if (pending.length === 0) break;
      for (const match of pending) {
        updates.length = 0;
        await playMatch(scenario, match, better(match.teamA!.id, match.teamB!.id), ports);
      }
    }
    expect(posts).toEqual([
      ...Array(12).fill('match-completed'),
      'phase-started',
      ...Array(3).fill('match-completed'),
      'tournament-completed',
    ]);
    // The final's own update first, then what it ended.
    expect(updates).toEqual(['match', 'phase 1 completed', 'tournament completed']);
  });
});
