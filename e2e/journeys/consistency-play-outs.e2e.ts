import { Match, openOrm } from '@galaxia/core/server';
import {
  checkConsistency,
  dbOf,
  type PhasePlan,
  playSeasonMatch,
  registeredSeason,
  startSeasonPhase,
} from '@galaxia/testkit';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FreshApp, setServerNow, startFreshApp } from '../support/fresh-app.ts';

/** A one-phase bracket: its format, its field and, for groups, how many. */
const bracketPlan = fc.oneof(
  fc.record({
    format: fc.constant('Single Elimination' as const),
    participatingTeams: fc.integer({ min: 3, max: 8 }),
    thirdPlace: fc.boolean(),
  }),
  fc.record({
    format: fc.constant('Double Elimination' as const),
    participatingTeams: fc.integer({ min: 3, max: 6 }),
    grandFinalReset: fc.boolean(),
  }),
  fc.record({
    format: fc.constant('Group Stage' as const),
    participatingTeams: fc.integer({ min: 3, max: 6 }),
    numberOfGroups: fc.constant(1),
  }),
);

/**
 * testkit's consistency check after random play-outs: a bracket of a random format and field, every
 * match reported and confirmed through the use cases with a random winner, then the shared clock past
 * the last result's window so the workers close the phase and crown the champion. Every JSON read and
 * server-rendered page must then show the database's scores, tables, champion and placings.
 */
describe('the consistency check after random play-outs', () => {
  let app: FreshApp;
  // The shared clock only moves forward: each play-out's window closes further on.
  let clock = Date.now();

  beforeAll(async () => {
    app = await startFreshApp({ workers: true, env: { GALAXIA_PUBLIC_CACHE: 'on' } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('finds every JSON read and server page equal to the database', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(bracketPlan, fc.infiniteStream(fc.boolean()), async (plan, coins) => {
        run += 1;
        const orm = await openOrm(app.databaseUrl);
        let tournamentId = '';
        try {
          const db = dbOf(orm);
          const phase: PhasePlan = { name: 'Bracket', isFinal: true, ...plan };
          const season = await startSeasonPhase(
            db,
            await registeredSeason(db, [phase], { eventName: `Play-out ${run}` }),
          );
          tournamentId = season.tournamentId;
          const winners = coins[Symbol.iterator]();
          for (;;) {
            const playable = (
              await db
                .em()
                .find(Match, { tournament: tournamentId, status: { $in: ['pending', 'scheduled'] } })
            ).filter((match) => match.teamA && match.teamB);
            if (playable.length === 0) break;
            for (const match of playable)
              await playSeasonMatch(db, season, match.displayId, winners.next().value ? 'A' : 'B');
          }
        } finally {
          await orm.close();
        }

        clock = Math.max(clock, Date.now()) + 20 * 60_000;
        await setServerNow(app.baseUrl, new Date(clock));
        await vi.waitFor(
          async () => {
            const event = (await (await fetch(`${app.baseUrl}/api/events/${tournamentId}`)).json()) as {
              placings: unknown[];
            };
            expect(event.placings.length).toBeGreaterThan(0);
          },
          { timeout: 60_000, interval: 250 },
        );
        const report = await checkConsistency({ ...app, tournamentId });
        expect(report.truth.finished).toBe(true);
        // The database alone names a bracket's champion; a group's table is the product's own ranking.
        if (plan.format !== 'Group Stage') expect(report.truth.champion).not.toBeNull();
        expect(report.mismatches).toEqual([]);
        expect(report.compared).toBeGreaterThan(10);
      }),
      { numRuns: 5 },
    );
  }, 600_000);
});
