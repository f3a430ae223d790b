import type { MatchState } from '@galaxia/core';
import { describe, expect, it } from 'vitest';
import type { MatchRow } from './match-rows.ts';
import { applyMatchState, toMatchState } from './match-state.ts';

const teamA = { id: 'team-a', name: 'Alpha' };
const teamB = { id: 'team-b', name: 'Bravo' };
const now = new Date('2031-03-05T06:00:00.000Z');

/** Only the columns the match rules read and write; the rest of a row does not matter here. */
const row = (fields: Partial<Record<keyof MatchRow, unknown>> = {}) =>
  ({
    teamA,
    teamB,
    status: 'pending',
    scoreA: null,
    scoreB: null,
    scheduledTime: null,
    completedTime: null,
    note: null,
    proposal: null,
    report: null,
    dispute: null,
    winner: null,
    ...fields,
  }) as unknown as MatchRow;

describe('toMatchState', () => {
  it('speaks of sides where the row names teams', () => {
    const state = toMatchState(
      row({
        status: 'disputed',
        scheduledTime: new Date('2031-03-05T07:00:00Z'),
        report: { scoreA: 1, scoreB: 2, byTeamId: 'team-b', at: '2031-03-05T08:00:00.000Z' },
        dispute: { byTeamId: 'team-a', reason: 'Lag', at: '2031-03-05T08:05:00.000Z' },
      }),
      null,
    );
    expect(state).toMatchObject({
      teamA: { id: 'team-a' },
      teamB: { id: 'team-b' },
      status: 'disputed',
      scheduledTime: '2031-03-05T07:00:00.000Z',
      report: { scoreA: 1, scoreB: 2, by: 'B', at: '2031-03-05T08:00:00.000Z' },
      dispute: { by: 'A', reason: 'Lag' },
      streamClaimed: false,
      streamer: null,
    });
  });

  it('takes the streamer from the claim', () => {
    const claim = { streamer: { id: 'user-s', name: 'Rhea' } } as never;
    expect(toMatchState(row(), claim)).toMatchObject({
      streamClaimed: true,
      streamer: 'Rhea',
      streamerId: 'user-s',
    });
  });
});

describe('applyMatchState', () => {
  it('stamps a new proposal with the moment it was made and keeps that moment while it stands', () => {
    const stored = row();
    const proposed: MatchState = {
      ...toMatchState(stored, null),
      proposal: { time: '2031-03-05T10:00:00.000Z', by: 'B' },
    };
    applyMatchState(stored, proposed, now);
    expect(stored.proposal).toEqual({
      time: '2031-03-05T10:00:00.000Z',
      byTeamId: 'team-b',
      at: now.toISOString(),
    });
    applyMatchState(stored, toMatchState(stored, null), new Date('2031-03-05T09:00:00Z'));
    expect(stored.proposal?.at).toBe(now.toISOString());
  });

  it('keeps a settled dispute on record when the ruling clears it from the state', () => {
    const dispute = { byTeamId: 'team-a', reason: 'Lag', at: now.toISOString() };
    const stored = row({ status: 'disputed', dispute });
    applyMatchState(
      stored,
      {
        ...toMatchState(stored, null),
        status: 'completed',
        scoreA: 2,
        scoreB: 0,
        winner: 'A',
        dispute: null,
      },
      now,
    );
    expect(stored).toMatchObject({ status: 'completed', scoreA: 2, scoreB: 0, dispute });
  });

  it('writes times back as instants', () => {
    const stored = row();
    applyMatchState(
      stored,
      { ...toMatchState(stored, null), status: 'scheduled', scheduledTime: '2031-03-05T10:00:00.000Z' },
      now,
    );
    expect(stored.scheduledTime).toEqual(new Date('2031-03-05T10:00:00.000Z'));
  });
});
