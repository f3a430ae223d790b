import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/app-error.ts';
import { createDoubleElimination } from './double-elimination.ts';
import { createGroupStage } from './group-stage.ts';
import { reportResult } from './report-result.ts';
import { createSingleElimination } from './single-elimination.ts';
import { groupStandings } from './standings.ts';
import { matchOf, teamIds } from './test-support.ts';

const errorOf = (action: () => unknown) => {
  try {
    action();
  } catch (error) {
    if (isAppError(error)) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('expected an AppError');
};

describe('reportResult', () => {
  it('returns a new state and leaves the one it was given untouched', () => {
    const before = createSingleElimination(teamIds(4));
    const snapshot = structuredClone(before);
    const after = reportResult(before, 'sf-1', { scoreA: 2, scoreB: 1 });
    expect(before).toEqual(snapshot);
    expect(matchOf(after, 'sf-1')).toMatchObject({
      status: 'completed',
      winner: 't1',
      loser: 't4',
      scoreA: 2,
      scoreB: 1,
    });
    expect(matchOf(after, 'final')).toMatchObject({ teamA: 't1', teamB: null, status: 'upcoming' });
    // Untouched matches are shared, not copied.
    expect(matchOf(after, 'sf-2')).toBe(matchOf(before, 'sf-2'));
  });

  it('keeps the state plain data that survives a JSON round trip', () => {
    const bracket = reportResult(createDoubleElimination(teamIds(6), { grandFinalReset: true }), 'wb1-2', {
      scoreA: 1,
      scoreB: 0,
    });
    const restored = JSON.parse(JSON.stringify(bracket));
    expect(restored).toEqual(bracket);
    expect(reportResult(restored, 'wb1-4', { scoreA: 1, scoreB: 0 })).toEqual(
      reportResult(bracket, 'wb1-4', { scoreA: 1, scoreB: 0 }),
    );
  });

  it('refuses a draw in elimination but records one in a group', () => {
    expect(
      errorOf(() => reportResult(createSingleElimination(teamIds(4)), 'sf-1', { scoreA: 1, scoreB: 1 })),
    ).toEqual({
      kind: 'BAD_REQUEST',
      message: 'An elimination match cannot end in a draw',
    });
    const group = reportResult(createGroupStage(teamIds(4), { groups: 1 }), 'ga-md1-1', {
      scoreA: 1,
      scoreB: 1,
    });
    expect(matchOf(group, 'ga-md1-1')).toMatchObject({ status: 'completed', winner: null, loser: null });
  });

  it('takes the winner the match rules found on a level score (a war won on destruction)', () => {
    const knockout = reportResult(createSingleElimination(teamIds(4)), 'sf-1', {
      scoreA: 12,
      scoreB: 12,
      winner: 'B',
    });
    expect(matchOf(knockout, 'sf-1')).toMatchObject({ winner: 't4', loser: 't1', scoreA: 12, scoreB: 12 });
    expect(matchOf(knockout, 'final')).toMatchObject({ teamA: 't4' });
    const league = reportResult(createGroupStage(teamIds(4), { groups: 1 }), 'ga-md1-1', {
      scoreA: 12,
      scoreB: 12,
      winner: 'A',
    });
    const played = matchOf(league, 'ga-md1-1');
    const table = groupStandings(league)[0]!.rows;
    expect(table.find((row) => row.teamId === played.winner)).toMatchObject({ wins: 1, draws: 0, points: 1 });
    expect(table.find((row) => row.teamId === played.loser)).toMatchObject({
      losses: 1,
      draws: 0,
      points: 0,
    });
    expect(
      errorOf(() =>
        reportResult(createSingleElimination(teamIds(4)), 'sf-1', { scoreA: 12, scoreB: 12, winner: null }),
      ).message,
    ).toBe('An elimination match cannot end in a draw');
  });

  it('refuses a result while a team is still to be decided, and for a BYE', () => {
    const bracket = createSingleElimination(teamIds(5));
    expect(errorOf(() => reportResult(bracket, 'final', { scoreA: 1, scoreB: 0 }))).toEqual({
      kind: 'CONFLICT',
      message: 'Match final cannot take a result until both teams are known',
    });
    expect(errorOf(() => reportResult(bracket, 'qf-1', { scoreA: 1, scoreB: 0 })).kind).toBe('CONFLICT');
  });

  it('refuses a second result for a completed match', () => {
    const bracket = reportResult(createSingleElimination(teamIds(4)), 'sf-1', { scoreA: 1, scoreB: 0 });
    expect(errorOf(() => reportResult(bracket, 'sf-1', { scoreA: 0, scoreB: 1 }))).toEqual({
      kind: 'CONFLICT',
      message: 'Match sf-1 already has a result',
    });
  });

  it('refuses unknown matches and scores that are not whole numbers of 0 or more', () => {
    const bracket = createSingleElimination(teamIds(4));
    expect(errorOf(() => reportResult(bracket, 'qf-9', { scoreA: 1, scoreB: 0 }))).toEqual({
      kind: 'NOT_FOUND',
      message: 'Match qf-9 is not part of this bracket',
    });
    for (const score of [
      { scoreA: -1, scoreB: 0 },
      { scoreA: 1.5, scoreB: 0 },
      { scoreA: Number.NaN, scoreB: 0 },
    ]) {
      expect(errorOf(() => reportResult(bracket, 'sf-1', score))).toEqual({
        kind: 'BAD_REQUEST',
        message: 'Scores must be whole numbers of 0 or more',
      });
    }
  });
});
