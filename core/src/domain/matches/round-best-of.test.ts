import { describe, expect, it } from 'vitest';
import { roadmapPayloadSchema } from '../../contracts/roadmap.ts';
import { phaseRoundSeries, roundBestOf } from './round-best-of.ts';

const series = (phase: Parameters<typeof phaseRoundSeries>[0]) =>
  phaseRoundSeries(phase).map((round) => `${round.name}: BO${round.bestOf}`);

describe('best-of per round', () => {
  it('plays the rulebook by default: best of 1 before the quarter-finals, best of 3 from them', () => {
    expect(series({ format: 'Single Elimination', teams: 32 })).toEqual([
      'Round 1: BO1',
      'Round 2: BO1',
      'Quarter-finals: BO3',
      'Semi-finals: BO3',
      'Final: BO3',
    ]);
    expect(series({ format: 'Single Elimination', teams: 4 })).toEqual(['Semi-finals: BO3', 'Final: BO3']);
  });

  it('plays best of 1 throughout a group stage and a Swiss stage', () => {
    expect(series({ format: 'Group Stage', teams: 8, groups: 2 })).toEqual([
      'Matchday 1: BO1',
      'Matchday 2: BO1',
      'Matchday 3: BO1',
    ]);
    expect(roundBestOf({ format: 'Swiss', teams: 16 }, 'swiss-4')).toBe(1);
  });

  it('in a double elimination, the late winners and losers rounds and the grand final are best of 3', () => {
    expect(series({ format: 'Double Elimination', teams: 32 })).toEqual([
      'Winners Round 1: BO1',
      'Winners Round 2: BO1',
      'Losers Round 1: BO1',
      'Losers Round 2: BO1',
      'Winners Round 3: BO3',
      'Losers Round 3: BO1',
      'Losers Round 4: BO1',
      'Winners Round 4: BO3',
      'Losers Round 5: BO3',
      'Losers Round 6: BO3',
      'Winners Final: BO3',
      'Losers Round 7: BO3',
      'Losers Final: BO3',
      'Grand Final: BO3',
      'Grand Final Reset: BO3',
    ]);
  });

  it("takes the organiser's choice for a round: semi-finals best of 5, final best of 7", () => {
    const phase = {
      format: 'Single Elimination' as const,
      teams: 8,
      bestOf: { 'r-2': 5, 'r-3': 7 } as const,
    };
    expect(series(phase)).toEqual(['Quarter-finals: BO3', 'Semi-finals: BO5', 'Final: BO7']);
    expect(phaseRoundSeries(phase).map((round) => round.custom)).toEqual([false, true, true]);
    expect(roundBestOf(phase, 'r-3')).toBe(7);
  });

  it('accepts only best of 1, 3, 5 or 7 in a roadmap', () => {
    const phase = { name: 'Playoffs', format: 'Single Elimination', invitedTeams: 0, participatingTeams: 8 };
    expect(roadmapPayloadSchema.safeParse({ phases: [{ ...phase, bestOf: { 'r-3': 5 } }] }).success).toBe(
      true,
    );
    const refused = roadmapPayloadSchema.safeParse({ phases: [{ ...phase, bestOf: { 'r-3': 4 } }] });
    expect(refused.error?.issues[0]?.message).toBe('Choose best of 1, 3, 5 or 7 for each round');
  });
});
