import { describe, expect, it } from 'vitest';
import { forfeitMatch, forfeitScore } from './forfeit.ts';
import type { MatchActor } from './match-actor.ts';
import { refusal, sampleMatch } from './test-support.ts';

const organiser: MatchActor = { role: 'organiser' };
const now = new Date('2025-03-10T12:00:00.000Z');

const match = sampleMatch;

describe('forfeit', () => {
  it('completes the match for the side that turned up, with the reason in the note', () => {
    const reported = match({ report: { scoreA: 1, scoreB: 2, by: 'B', at: now.toISOString() } });
    const ruled = forfeitMatch(
      reported,
      organiser,
      { forfeiting: 'B', reason: 'Did not join the lobby within 10 minutes', teamName: 'Team Beta' },
      now,
    );
    expect(ruled).toMatchObject({
      status: 'completed',
      scoreA: 1,
      scoreB: 0,
      winner: 'A',
      completedTime: '2025-03-10T12:00:00.000Z',
      note: 'Team Beta forfeited: Did not join the lobby within 10 minutes',
      report: null,
    });
  });

  it('lets nobody through when both teams forfeit', () => {
    const ruled = forfeitMatch(
      match({ status: 'pending', scheduledTime: null }),
      organiser,
      { forfeiting: 'both', reason: 'Neither team checked in', teamName: '' },
      now,
    );
    expect(ruled).toMatchObject({
      status: 'completed',
      scoreA: 0,
      scoreB: 0,
      winner: null,
      note: 'Both teams forfeited: Neither team checked in',
    });
  });

  it('gives the side that plays the wins a longer series needs', () => {
    expect(forfeitScore('A', 3)).toEqual({ scoreA: 0, scoreB: 3, winner: 'B' });
  });

  it('is for organisers only, on matches with both teams and no result', () => {
    const input = { forfeiting: 'A' as const, reason: 'No-show', teamName: 'Team Alpha' };
    expect(refusal(() => forfeitMatch(match(), { role: 'team-rep', teamId: 'beta' }, input, now))).toEqual({
      kind: 'FORBIDDEN',
      message: 'Only an organiser can do that',
    });
    expect(
      refusal(() => forfeitMatch(match({ teamB: null, status: 'upcoming' }), organiser, input, now)),
    ).toEqual({
      kind: 'CONFLICT',
      message: 'A ruling needs both teams of the match to be known',
    });
    expect(
      refusal(() =>
        forfeitMatch(
          match({ status: 'completed', scoreA: 2, scoreB: 0, winner: 'A' }),
          organiser,
          input,
          now,
        ),
      ),
    ).toEqual({
      kind: 'CONFLICT',
      message: 'This match already has a result: correct it or reopen it instead',
    });
  });
});
