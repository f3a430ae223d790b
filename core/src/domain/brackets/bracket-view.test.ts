import { describe, expect, it } from 'vitest';
import { bracketSchema } from '../../contracts/bracket.ts';
import { toBracketView } from './bracket-view.ts';
import { createGroupStage } from './group-stage.ts';
import { reportResult } from './report-result.ts';
import { createSingleElimination } from './single-elimination.ts';
import { createSwiss } from './swiss.ts';
import { teamIds } from './test-support.ts';

const names = new Map(teamIds(8).map((id, i) => [id, `Team ${String.fromCharCode(65 + i)}`]));

describe('toBracketView', () => {
  it('draws the rounds in order with team names, scores once known, and TBD slots as null', () => {
    const bracket = reportResult(createSingleElimination(teamIds(8), { thirdPlace: true }), 'qf-1', {
      scoreA: 2,
      scoreB: 0,
    });
    const view = bracketSchema.parse(toBracketView(bracket, names));
    expect(
      view.rounds.map((round) => [round.id, round.name, round.matches.map((match) => match.id)]),
    ).toEqual([
      ['r-1', 'Quarter-finals', ['qf-1', 'qf-2', 'qf-3', 'qf-4']],
      ['r-2', 'Semi-finals', ['sf-1', 'sf-2']],
      ['r-3', 'Final', ['final', 'third-place']],
    ]);
    expect(view.rounds[0]!.matches[0]).toEqual({
      id: 'qf-1',
      name: 'Quarter-final 1',
      teams: [
        { id: 't1', name: 'Team A', score: 2 },
        { id: 't8', name: 'Team H', score: 0 },
      ],
      status: 'completed',
      winnerId: 't1',
    });
    expect(view.rounds[1]!.matches[0]!.teams).toEqual([{ id: 't1', name: 'Team A', score: null }, null]);
  });

  it('fits the contract for every format, falling back to the id for a team without a name', () => {
    for (const bracket of [
      createGroupStage(teamIds(9), { groups: 2 }),
      createSwiss(teamIds(7)),
      createSingleElimination(teamIds(5)),
    ]) {
      expect(bracketSchema.safeParse(toBracketView(bracket, {})).success).toBe(true);
    }
    expect(toBracketView(createSwiss(teamIds(3)), { t1: 'One' }).rounds[0]!.matches).toEqual([
      {
        id: 's1-1',
        name: 'Swiss Round 1 Match 1',
        teams: [
          { id: 't1', name: 'One', score: null },
          { id: 't2', name: 't2', score: null },
        ],
        status: 'pending',
        winnerId: null,
      },
      {
        id: 's1-2',
        name: 'Swiss Round 1 Bye',
        teams: [{ id: 't3', name: 't3', score: null }, null],
        status: 'bye',
        winnerId: 't3',
      },
    ]);
  });
});
