import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDoubleElimination } from './double-elimination.ts';
import { createGroupStage } from './group-stage.ts';
import { playOut } from './play-out.ts';
import { reportResult } from './report-result.ts';
import { reviseResult } from './revise-result.ts';
import { createSingleElimination } from './single-elimination.ts';
import { createSwiss, createSwissRound } from './swiss.ts';
import { betterSeedWins, matchOf, teamIds } from './test-support.ts';
import type { BracketMatch, BracketState, MatchScore } from './types.ts';

/** A score fixed by the match id alone, so two ways of reaching a match play it the same way. */
const scoreById =
  (salt: number) =>
  (match: BracketMatch): MatchScore => {
    let hash = salt;
    for (const char of match.id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    return hash % 2 === 0 ? { scoreA: 2, scoreB: 1 } : { scoreA: 0, scoreB: 2 };
  };

const flipped = ({ scoreA, scoreB }: MatchScore) => ({ scoreA: scoreB, scoreB: scoreA });
const winnerOf = ({ scoreA, scoreB }: MatchScore) => (scoreA > scoreB ? ('A' as const) : ('B' as const));

describe('reviseResult', () => {
  it('gives the semi-final the corrected quarter-final winner while it is unplayed', () => {
    let bracket = createSingleElimination(teamIds(8));
    for (const id of ['qf-1', 'qf-2', 'qf-3', 'qf-4'])
      bracket = reportResult(bracket, id, { scoreA: 2, scoreB: 0 });
    expect(matchOf(bracket, 'sf-1')).toMatchObject({ teamA: 't1', teamB: 't4', status: 'pending' });

    const { state, undone, changed } = reviseResult(
      bracket,
      'qf-2',
      { scoreA: 1, scoreB: 2, winner: 'B' },
      { resetPlayed: false },
    );
    expect(undone).toEqual([]);
    expect(changed).toEqual(['qf-2', 'sf-1']);
    expect(matchOf(state, 'qf-2')).toMatchObject({ winner: 't5', loser: 't4', scoreA: 1, scoreB: 2 });
    expect(matchOf(state, 'sf-1')).toMatchObject({ teamA: 't1', teamB: 't5', status: 'pending' });
  });

  it('keeps later matches when only the score changes', () => {
    const bracket = reportResult(createSingleElimination(teamIds(4)), 'sf-1', { scoreA: 2, scoreB: 0 });
    const { state, changed } = reviseResult(
      bracket,
      'sf-1',
      { scoreA: 2, scoreB: 1, winner: 'A' },
      { resetPlayed: false },
    );
    expect(changed).toEqual(['sf-1']);
    expect(matchOf(state, 'final')).toBe(matchOf(bracket, 'final'));
  });

  it('refuses to change a played semi-final unless told to send it back, then re-derives the final', () => {
    let bracket = createSingleElimination(teamIds(8));
    for (const id of ['qf-1', 'qf-2', 'qf-3', 'qf-4', 'sf-1']) {
      bracket = reportResult(bracket, id, { scoreA: 2, scoreB: 0 });
    }
    const ruling = { scoreA: 0, scoreB: 2, winner: 'B' as const };
    const refused = reviseResult(bracket, 'qf-1', ruling, { resetPlayed: false });
    expect(refused.undone).toEqual(['sf-1']);
    expect(refused.state).toBe(bracket);

    const reset = reviseResult(bracket, 'qf-1', ruling, { resetPlayed: true });
    expect(reset.undone).toEqual(['sf-1']);
    expect(matchOf(reset.state, 'sf-1')).toMatchObject({
      teamA: 't8',
      teamB: 't4',
      status: 'pending',
      winner: null,
      scoreA: null,
    });
    expect(matchOf(reset.state, 'final')).toMatchObject({ teamA: null, status: 'upcoming' });
  });

  it('reopens a match: it waits for a result again and the next match loses the team it sent', () => {
    const bracket = reportResult(createSingleElimination(teamIds(4)), 'sf-1', { scoreA: 2, scoreB: 0 });
    const { state } = reviseResult(bracket, 'sf-1', null, { resetPlayed: false });
    expect(matchOf(state, 'sf-1')).toMatchObject({ status: 'pending', winner: null, scoreA: null });
    expect(matchOf(state, 'final')).toMatchObject({ teamA: null, status: 'upcoming' });
  });

  it('sends nobody on when both teams forfeit: the next match is a BYE for the other side', () => {
    let bracket = createSingleElimination(teamIds(4));
    bracket = reportResult(bracket, 'sf-2', { scoreA: 2, scoreB: 0 });
    const { state } = reviseResult(
      bracket,
      'sf-1',
      { scoreA: 0, scoreB: 0, winner: null },
      { resetPlayed: false },
    );
    expect(matchOf(state, 'sf-1')).toMatchObject({ status: 'completed', winner: null, loser: null });
    expect(matchOf(state, 'final')).toMatchObject({ teamA: null, teamB: 't2', status: 'bye', winner: 't2' });
  });

  it('drops the losers of a double forfeit out of a double elimination too', () => {
    const bracket = createDoubleElimination(teamIds(4));
    const { state } = reviseResult(
      bracket,
      'wb1-1',
      { scoreA: 0, scoreB: 0, winner: null },
      { resetPlayed: false },
    );
    expect(matchOf(state, 'lb1-1')).toMatchObject({ teamA: null, status: 'upcoming' });
    const after = reportResult(state, 'wb1-2', { scoreA: 2, scoreB: 0 });
    expect(matchOf(after, 'wb2-1')).toMatchObject({ status: 'bye', winner: 't2' });
    expect(matchOf(after, 'lb1-1')).toMatchObject({ status: 'bye', winner: 't3' });
  });

  it('changes only the ruled match of a group stage', () => {
    const bracket = playOut(createGroupStage(teamIds(8), { groups: 2 }), betterSeedWins);
    const first = bracket.matches[0]!;
    const { state, changed } = reviseResult(
      bracket,
      first.id,
      { scoreA: 1, scoreB: 1, winner: null },
      { resetPlayed: false },
    );
    expect(changed).toEqual([first.id]);
    expect(state.matches.filter((match, i) => match !== bracket.matches[i])).toHaveLength(1);
  });

  it('pairs a later Swiss round again from the corrected result', () => {
    let swiss = createSwiss(teamIds(8));
    for (const match of swiss.matches) swiss = reportResult(swiss, match.id, betterSeedWins(match));
    swiss = createSwissRound(swiss);
    const target = swiss.matches[0]!;
    const revised = reviseResult(
      swiss,
      target.id,
      { scoreA: 0, scoreB: 2, winner: 'B' },
      { resetPlayed: false },
    );
    const expected = createSwissRound({
      ...swiss,
      matches: swiss.matches
        .slice(0, 4)
        .map((match) =>
          match.id === target.id
            ? { ...match, scoreA: 0, scoreB: 2, winner: match.teamB, loser: match.teamA }
            : match,
        ),
      matchIndex: Object.fromEntries(swiss.matches.slice(0, 4).map((match, i) => [match.id, i])),
      pairedRounds: 1,
    });
    expect(revised.undone).toEqual([]);
    expect(revised.removed).toEqual(swiss.matches.slice(4).map((match) => match.id));
    expect(revised.state.matches.slice(4)).toEqual(expected.matches.slice(4));
  });

  it('after a correction with reset and replay, ends as if the corrected result had been reported first', () => {
    const elimination = fc.record({
      teams: fc.integer({ min: 3, max: 24 }),
      double: fc.boolean(),
      salt: fc.nat(),
      pick: fc.nat(),
    });
    fc.assert(
      fc.property(elimination, ({ teams, double, salt, pick }) => {
        const fresh: BracketState = double
          ? createDoubleElimination(teamIds(teams), { grandFinalReset: true })
          : createSingleElimination(teamIds(teams), { thirdPlace: true });
        const score = scoreById(salt);
        const played = playOut(fresh, score);
        const candidates = played.matches.filter((match) => match.status === 'completed');
        const target = candidates[pick % candidates.length]!;
        const corrected = flipped(score(target));
        const withCorrection = (match: BracketMatch) => (match.id === target.id ? corrected : score(match));

        const { state } = reviseResult(
          played,
          target.id,
          { ...corrected, winner: winnerOf(corrected) },
          { resetPlayed: true },
        );
        expect(playOut(state, withCorrection)).toEqual(playOut(fresh, withCorrection));
      }),
      { numRuns: 200 },
    );
  });
});
