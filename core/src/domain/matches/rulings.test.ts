import { describe, expect, it } from 'vitest';
import type { MatchActor } from './match-actor.ts';
import { correctResult, reopenResult, settleReported } from './rulings.ts';
import { refusal, sampleMatch } from './test-support.ts';

const organiser: MatchActor = { role: 'organiser' };
const repA: MatchActor = { role: 'team-rep', teamId: 'alpha' };
const now = new Date('2025-03-10T12:00:00.000Z');

const match = sampleMatch;

const reported = () => match({ report: { scoreA: 2, scoreB: 1, by: 'A', at: '2025-03-10T11:40:00.000Z' } });
const completed = () =>
  match({
    status: 'completed',
    scoreA: 13,
    scoreB: 7,
    winner: 'A',
    completedTime: '2025-03-10T11:50:00.000Z',
  });

describe('settling a reported result', () => {
  it('lets the reported score stand', () => {
    expect(settleReported(reported(), organiser, { needsWinner: true }, now)).toMatchObject({
      status: 'completed',
      scoreA: 2,
      scoreB: 1,
      winner: 'A',
      completedTime: '2025-03-10T12:00:00.000Z',
      report: null,
    });
  });

  it("takes the organiser's score instead when given both", () => {
    expect(
      settleReported(reported(), organiser, { scoreA: 0, scoreB: 2, needsWinner: true }, now),
    ).toMatchObject({
      scoreA: 0,
      scoreB: 2,
      winner: 'B',
    });
    expect(
      refusal(() => settleReported(reported(), organiser, { scoreA: 1, needsWinner: true }, now)),
    ).toEqual({
      kind: 'BAD_REQUEST',
      message: 'Give both scores, or none to let the reported score stand',
    });
  });

  it('decides a reported war level on stars by its destruction, or by the destruction the organiser gives', () => {
    const war = match({
      report: {
        scoreA: 12,
        scoreB: 12,
        destructionA: 87.53,
        destructionB: 91.07,
        by: 'A',
        at: '2025-03-10T11:40:00.000Z',
      },
    });
    expect(settleReported(war, organiser, { needsWinner: true }, now)).toMatchObject({
      scoreA: 12,
      scoreB: 12,
      winner: 'B',
    });
    expect(
      settleReported(
        war,
        organiser,
        { scoreA: 12, scoreB: 12, destructionA: 95, destructionB: 91.07, needsWinner: true },
        now,
      ).winner,
    ).toBe('A');
  });

  it('needs an unconfirmed report', () => {
    expect(refusal(() => settleReported(match(), organiser, { needsWinner: true }, now))).toEqual({
      kind: 'CONFLICT',
      message: 'Only a reported result that the other team has not confirmed can be settled',
    });
  });
});

describe('correcting a completed result', () => {
  it('replaces the score and the winner, keeping when it was completed', () => {
    expect(correctResult(completed(), organiser, { scoreA: 7, scoreB: 13, needsWinner: true })).toMatchObject(
      {
        status: 'completed',
        scoreA: 7,
        scoreB: 13,
        winner: 'B',
        completedTime: '2025-03-10T11:50:00.000Z',
      },
    );
  });

  it('turns a war level on stars by its corrected destruction, and refuses one that changes nothing', () => {
    const war = match({
      status: 'completed',
      scoreA: 12,
      scoreB: 12,
      winner: 'A',
      completedTime: '2025-03-10T11:50:00.000Z',
    });
    const corrected = (destructionA: number, destructionB: number) =>
      correctResult(war, organiser, {
        scoreA: 12,
        scoreB: 12,
        destructionA,
        destructionB,
        needsWinner: true,
      });
    expect(corrected(80, 90.5)).toMatchObject({ scoreA: 12, scoreB: 12, winner: 'B' });
    expect(refusal(() => corrected(90.5, 80))).toEqual({
      kind: 'BAD_REQUEST',
      message: 'The corrected result is the same as the one that stands',
    });
  });

  it('refuses the same result, a draw that needs a winner, an open match and a team rep', () => {
    expect(
      refusal(() => correctResult(completed(), organiser, { scoreA: 13, scoreB: 7, needsWinner: true })),
    ).toEqual({ kind: 'BAD_REQUEST', message: 'The corrected result is the same as the one that stands' });
    expect(
      refusal(() => correctResult(completed(), organiser, { scoreA: 7, scoreB: 7, needsWinner: true })),
    ).toEqual({ kind: 'BAD_REQUEST', message: 'This match needs a winner: a draw cannot be reported' });
    expect(
      refusal(() => correctResult(match(), organiser, { scoreA: 1, scoreB: 0, needsWinner: true })),
    ).toEqual({
      kind: 'CONFLICT',
      message: 'Only a completed result can be corrected or reopened',
    });
    expect(
      refusal(() => correctResult(completed(), repA, { scoreA: 1, scoreB: 0, needsWinner: true })),
    ).toEqual({
      kind: 'FORBIDDEN',
      message: 'Only an organiser can do that',
    });
  });
});

describe('reopening a result', () => {
  it('sends a scheduled match back to take a result again', () => {
    expect(reopenResult(completed(), organiser)).toMatchObject({
      status: 'scheduled',
      scoreA: null,
      scoreB: null,
      winner: null,
      completedTime: null,
      scheduledTime: '2025-03-10T11:00:00.000Z',
    });
  });

  it('sends a match settled without a time back to pending', () => {
    expect(reopenResult(match({ ...completed(), scheduledTime: null }), organiser).status).toBe('pending');
  });
});
