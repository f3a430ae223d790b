import { describe, expect, it } from 'vitest';
import type { Match, MatchTeam } from '../../contracts/matches.ts';
import type { MatchActor } from './match-actor.ts';
import { matchResult } from './match-outcome.ts';
import {
  acceptTime,
  confirmScore,
  disputeScore,
  placeTeam,
  proposeTime,
  reportScore,
  resolveDispute,
  setTime,
} from './match-transitions.ts';
import { refusal, sampleMatch } from './test-support.ts';

const alpha: MatchTeam = { id: 'alpha', name: 'Team Alpha', logo: '/alpha.png', players: [] };
const beta: MatchTeam = { id: 'beta', name: 'Team Beta', logo: '/beta.png', players: [] };
const gamma: MatchTeam = { id: 'gamma', name: 'Team Gamma', logo: '/gamma.png', players: [] };

const repA: MatchActor = { role: 'team-rep', teamId: 'alpha' };
const repB: MatchActor = { role: 'team-rep', teamId: 'beta' };
const outsider: MatchActor = { role: 'team-rep', teamId: 'gamma' };
const organiser: MatchActor = { role: 'organiser' };
const viewer: MatchActor = { role: 'viewer' };
const streamer: MatchActor = { role: 'streamer', userId: 'u-1', name: 'CasterOne' };

const now = new Date('2025-03-10T12:00:00.000Z');
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
const tomorrow = '2025-03-11T12:30:00.000Z';

const match = (overrides: Partial<Match> = {}): Match =>
  sampleMatch({ teamA: alpha, teamB: beta, status: 'pending', scheduledTime: null, ...overrides });

const started = () => match({ status: 'scheduled', scheduledTime: '2025-03-10T11:00:00.000Z' });
const reportedByA = (scoreA = 2, scoreB = 1) =>
  reportScore(started(), repA, { scoreA, scoreB, needsWinner: true }, now);

const notARep = { kind: 'FORBIDDEN', message: 'Only a representative of one of the two teams can do that' };
const notOrganiser = { kind: 'FORBIDDEN', message: 'Only an organiser can do that' };
const completedAlready = { kind: 'CONFLICT', message: 'This match is already completed' };

describe('placeTeam', () => {
  const waiting = () => match({ status: 'upcoming', teamA: null, teamB: null, dependsOn: ['r1-1', 'r1-2'] });

  it('keeps the match upcoming until both teams are known, then waits on the reps', () => {
    const oneKnown = placeTeam(waiting(), 'A', alpha);
    expect(oneKnown).toMatchObject({ status: 'upcoming', teamA: alpha, teamB: null });
    expect(placeTeam(oneKnown, 'B', beta)).toMatchObject({ status: 'pending', teamA: alpha, teamB: beta });
  });

  it('changes nothing when the same team is placed again', () => {
    const pending = placeTeam(placeTeam(waiting(), 'A', alpha), 'B', beta);
    expect(placeTeam(pending, 'B', beta)).toBe(pending);
  });

  it('refuses a second team for a taken side, a match whose teams are known, and a team against itself', () => {
    const oneKnown = placeTeam(waiting(), 'A', alpha);
    expect(refusal(() => placeTeam(oneKnown, 'A', gamma))).toEqual({
      kind: 'CONFLICT',
      message: 'That side of the match already has a team',
    });
    expect(refusal(() => placeTeam(match(), 'B', gamma))).toEqual({
      kind: 'CONFLICT',
      message: 'Both teams of this match are already known',
    });
    expect(refusal(() => placeTeam(oneKnown, 'B', alpha))).toEqual({
      kind: 'BAD_REQUEST',
      message: 'A team cannot play against itself',
    });
  });
});

describe('proposeTime', () => {
  it("records a rep's proposal for their side, in UTC", () => {
    expect(proposeTime(match(), repA, { time: '2025-03-11T18:00:00+05:30' }, now).proposal).toEqual({
      time: '2025-03-11T12:30:00.000Z',
      by: 'A',
    });
  });

  it('lets the other side counter-propose, replacing the standing offer, and a side revise its own', () => {
    const offered = proposeTime(match(), repA, { time: tomorrow }, now);
    const countered = proposeTime(offered, repB, { time: '2025-03-12T10:00:00.000Z' }, now);
    expect(countered.proposal).toEqual({ time: '2025-03-12T10:00:00.000Z', by: 'B' });
    expect(countered.status).toBe('pending');
    expect(proposeTime(countered, repB, { time: tomorrow }, now).proposal).toEqual({
      time: tomorrow,
      by: 'B',
    });
  });

  it('accepts a time inside the round window, edges included', () => {
    const window = { start: '2025-03-11T00:00:00.000Z', end: tomorrow };
    expect(proposeTime(match(), repA, { time: tomorrow, window }, now).proposal?.time).toBe(tomorrow);
  });

  it('refuses anyone but a rep of the two teams', () => {
    for (const actor of [outsider, organiser, viewer, streamer]) {
      expect(refusal(() => proposeTime(match(), actor, { time: tomorrow }, now))).toEqual(notARep);
    }
  });

  it('refuses a match that is not pending', () => {
    const attempt = (status: Match['status']) =>
      refusal(() => proposeTime(match({ status }), repA, { time: tomorrow }, now));
    expect(attempt('upcoming')).toEqual({
      kind: 'CONFLICT',
      message: 'This match is waiting for earlier matches to finish',
    });
    expect(attempt('scheduled')).toEqual({ kind: 'CONFLICT', message: 'This match is already scheduled' });
    expect(attempt('completed')).toEqual(completedAlready);
    expect(attempt('disputed')).toEqual({
      kind: 'CONFLICT',
      message: 'This result is disputed and awaits the organiser',
    });
  });

  it('refuses a time that is invalid, not in the future, or outside the round window', () => {
    expect(refusal(() => proposeTime(match(), repA, { time: 'next friday' }, now))).toEqual({
      kind: 'BAD_REQUEST',
      message: 'Enter a valid date and time',
    });
    expect(refusal(() => proposeTime(match(), repA, { time: now.toISOString() }, now))).toEqual({
      kind: 'BAD_REQUEST',
      message: 'The proposed time must be in the future',
    });
    const window = { start: '2025-03-12T00:00:00.000Z', end: '2025-03-15T23:59:00.000Z' };
    expect(refusal(() => proposeTime(match(), repA, { time: tomorrow, window }, now))).toEqual({
      kind: 'BAD_REQUEST',
      message: 'The time must fall within the round window (12 Mar, 05:30 am IST to 16 Mar, 05:29 am IST)',
    });
  });
});

describe('acceptTime', () => {
  const offeredByA = () => proposeTime(match(), repA, { time: tomorrow }, now);

  it("schedules the match at the other side's proposed time", () => {
    expect(acceptTime(offeredByA(), repB, now)).toMatchObject({
      status: 'scheduled',
      scheduledTime: tomorrow,
      proposal: null,
    });
  });

  it('refuses accepting your own proposal, no proposal, or one whose time has passed', () => {
    expect(refusal(() => acceptTime(offeredByA(), repA, now))).toEqual({
      kind: 'CONFLICT',
      message: 'The other team must accept your proposed time',
    });
    expect(refusal(() => acceptTime(match(), repB, now))).toEqual({
      kind: 'CONFLICT',
      message: 'There is no proposed time to accept',
    });
    expect(refusal(() => acceptTime(offeredByA(), repB, new Date(tomorrow)))).toEqual({
      kind: 'CONFLICT',
      message: 'The proposed time has already passed: propose a new one',
    });
  });

  it('refuses anyone but a rep of the two teams', () => {
    expect(refusal(() => acceptTime(offeredByA(), outsider, now))).toEqual(notARep);
    expect(refusal(() => acceptTime(offeredByA(), organiser, now))).toEqual(notARep);
  });
});

describe('setTime', () => {
  it('lets the organiser schedule a pending match directly, dropping any offer', () => {
    const offered = proposeTime(match(), repA, { time: tomorrow }, now);
    expect(setTime(offered, organiser, { time: '2025-03-13T09:00:00.000Z' }, now)).toMatchObject({
      status: 'scheduled',
      scheduledTime: '2025-03-13T09:00:00.000Z',
      proposal: null,
    });
  });

  it('reschedules a scheduled match, and accepts a past time to record a match played earlier', () => {
    const scheduled = match({ status: 'scheduled', scheduledTime: tomorrow });
    expect(setTime(scheduled, organiser, { time: '2025-03-14T09:00:00.000Z' }, now).scheduledTime).toBe(
      '2025-03-14T09:00:00.000Z',
    );
    expect(setTime(scheduled, organiser, { time: '2025-03-09T09:00:00.000Z' }, now).scheduledTime).toBe(
      '2025-03-09T09:00:00.000Z',
    );
  });

  it('refuses non-organisers, times outside the round window, reported, completed and upcoming matches', () => {
    expect(refusal(() => setTime(match(), repA, { time: tomorrow }, now))).toEqual(notOrganiser);
    const window = { start: '2025-03-12T00:00:00.000Z', end: '2025-03-15T00:00:00.000Z' };
    expect(refusal(() => setTime(match(), organiser, { time: tomorrow, window }, now)).kind).toBe(
      'BAD_REQUEST',
    );
    expect(refusal(() => setTime(reportedByA(), organiser, { time: tomorrow }, now))).toEqual({
      kind: 'CONFLICT',
      message: 'A result has already been reported for this match',
    });
    expect(
      refusal(() => setTime(match({ status: 'completed' }), organiser, { time: tomorrow }, now)),
    ).toEqual(completedAlready);
    expect(
      refusal(() => setTime(match({ status: 'upcoming' }), organiser, { time: tomorrow }, now)).message,
    ).toBe('This match is waiting for earlier matches to finish');
  });
});

describe('reportScore', () => {
  it("records the reporter's side and leaves the match scheduled until the other side answers", () => {
    const reported = reportedByA();
    expect(reported).toMatchObject({ status: 'scheduled', scoreA: null, scoreB: null });
    expect(reported.report).toEqual({ scoreA: 2, scoreB: 1, by: 'A', at: now.toISOString() });
  });

  it('lets the reporting side revise its report', () => {
    const revised = reportScore(reportedByA(), repA, { scoreA: 3, scoreB: 1, needsWinner: true }, now);
    expect(revised.report).toMatchObject({ scoreA: 3, scoreB: 1, by: 'A' });
  });

  it('accepts a draw only where the format allows one', () => {
    expect(
      reportScore(started(), repB, { scoreA: 1, scoreB: 1, needsWinner: false }, now).report,
    ).toMatchObject({
      scoreA: 1,
      scoreB: 1,
      by: 'B',
    });
    expect(
      refusal(() => reportScore(started(), repB, { scoreA: 1, scoreB: 1, needsWinner: true }, now)),
    ).toEqual({
      kind: 'BAD_REQUEST',
      message: 'This match needs a winner: a draw cannot be reported',
    });
  });

  it('refuses scores that are not whole numbers of 0 or more', () => {
    for (const [scoreA, scoreB] of [
      [-1, 2],
      [1.5, 0],
    ] as const) {
      expect(refusal(() => reportScore(started(), repA, { scoreA, scoreB, needsWinner: true }, now))).toEqual(
        {
          kind: 'BAD_REQUEST',
          message: 'Scores must be whole numbers of 0 or more',
        },
      );
    }
  });

  it('refuses a report before the match starts or before it is scheduled', () => {
    const future = match({ status: 'scheduled', scheduledTime: tomorrow });
    expect(
      refusal(() => reportScore(future, repA, { scoreA: 1, scoreB: 0, needsWinner: true }, now)),
    ).toEqual({
      kind: 'CONFLICT',
      message: 'A result can be reported once the match has started',
    });
    expect(
      refusal(() => reportScore(match(), repA, { scoreA: 1, scoreB: 0, needsWinner: true }, now)),
    ).toEqual({
      kind: 'CONFLICT',
      message: 'This match has not been scheduled yet',
    });
  });

  it("refuses a report while the other side's report awaits an answer", () => {
    expect(
      refusal(() => reportScore(reportedByA(), repB, { scoreA: 0, scoreB: 2, needsWinner: true }, now)),
    ).toEqual({
      kind: 'CONFLICT',
      message: 'The other team has already reported a score: confirm or dispute it',
    });
  });

  it('refuses reporting a completed match again, a disputed one, and anyone but the two reps', () => {
    const completed = confirmScore(reportedByA(), repB, now);
    expect(
      refusal(() => reportScore(completed, repA, { scoreA: 5, scoreB: 0, needsWinner: true }, now)),
    ).toEqual(completedAlready);
    const disputed = disputeScore(reportedByA(), repB, { reason: 'Wrong score' }, now);
    expect(
      refusal(() => reportScore(disputed, repA, { scoreA: 5, scoreB: 0, needsWinner: true }, now)),
    ).toEqual({
      kind: 'CONFLICT',
      message: 'This result is disputed and awaits the organiser',
    });
    expect(
      refusal(() => reportScore(started(), organiser, { scoreA: 1, scoreB: 0, needsWinner: true }, now)),
    ).toEqual(notARep);
  });
});

describe('confirmScore', () => {
  it('completes the match with the reported score and decides winner and loser', () => {
    const later = minutesAfter(now, 5);
    const completed = confirmScore(reportedByA(1, 2), repB, later);
    expect(completed).toMatchObject({
      status: 'completed',
      scoreA: 1,
      scoreB: 2,
      winner: 'B',
      completedTime: later.toISOString(),
      report: null,
    });
    expect(matchResult(completed)).toEqual({ winner: beta, loser: alpha });
  });

  it('completes an allowed draw without a winner', () => {
    const draw = reportScore(started(), repA, { scoreA: 1, scoreB: 1, needsWinner: false }, now);
    const completed = confirmScore(draw, repB, now);
    expect(completed.winner).toBeNull();
    expect(matchResult(completed)).toBeNull();
  });

  it('refuses confirming your own report or a score nobody reported', () => {
    expect(refusal(() => confirmScore(reportedByA(), repA, now))).toEqual({
      kind: 'CONFLICT',
      message: 'The other team must confirm or dispute your reported score',
    });
    expect(refusal(() => confirmScore(started(), repB, now))).toEqual({
      kind: 'CONFLICT',
      message: 'There is no reported score to confirm or dispute',
    });
  });

  it('cannot complete a match twice', () => {
    const completed = confirmScore(reportedByA(), repB, now);
    expect(refusal(() => confirmScore(completed, repB, now))).toEqual(completedAlready);
    expect(refusal(() => confirmScore(completed, repA, now))).toEqual(completedAlready);
  });
});

describe('disputeScore', () => {
  it("sends the other side's report to the organiser", () => {
    const disputed = disputeScore(reportedByA(), repB, { reason: 'We won 2-1' }, minutesAfter(now, 15));
    expect(disputed).toMatchObject({
      status: 'disputed',
      report: { scoreA: 2, scoreB: 1, by: 'A' },
      dispute: { by: 'B', reason: 'We won 2-1', at: minutesAfter(now, 15).toISOString() },
    });
  });

  it('refuses disputes later than 15 minutes after the report', () => {
    expect(
      refusal(() => disputeScore(reportedByA(), repB, { reason: 'late' }, minutesAfter(now, 16))),
    ).toEqual({
      kind: 'CONFLICT',
      message: 'Disputes must be raised within 15 minutes of the reported result',
    });
  });

  it('refuses disputing your own report, a completed match, and anyone but the two reps', () => {
    expect(refusal(() => disputeScore(reportedByA(), repA, { reason: 'oops' }, now)).message).toBe(
      'The other team must confirm or dispute your reported score',
    );
    const completed = confirmScore(reportedByA(), repB, now);
    expect(refusal(() => disputeScore(completed, repB, { reason: 'late' }, now))).toEqual(completedAlready);
    expect(refusal(() => disputeScore(reportedByA(), outsider, { reason: 'x' }, now))).toEqual(notARep);
  });
});

describe('resolveDispute', () => {
  const disputed = () => disputeScore(reportedByA(), repB, { reason: 'We won' }, now);

  it('lets the organiser settle the dispute with a final score', () => {
    const later = minutesAfter(now, 30);
    const settled = resolveDispute(
      disputed(),
      organiser,
      { scoreA: 0, scoreB: 2, needsWinner: true, note: 'Screenshots checked' },
      later,
    );
    expect(settled).toMatchObject({
      status: 'completed',
      scoreA: 0,
      scoreB: 2,
      winner: 'B',
      completedTime: later.toISOString(),
      note: 'Screenshots checked',
      report: null,
      dispute: null,
    });
  });

  it('keeps the existing note when the organiser adds none', () => {
    const withNote = { ...disputed(), note: 'Best of 3' };
    expect(resolveDispute(withNote, organiser, { scoreA: 2, scoreB: 0, needsWinner: true }, now).note).toBe(
      'Best of 3',
    );
  });

  it('refuses reps, undisputed and completed matches, and a draw where a winner is needed', () => {
    expect(
      refusal(() => resolveDispute(disputed(), repA, { scoreA: 2, scoreB: 0, needsWinner: true }, now)),
    ).toEqual(notOrganiser);
    expect(
      refusal(() =>
        resolveDispute(reportedByA(), organiser, { scoreA: 2, scoreB: 0, needsWinner: true }, now),
      ),
    ).toEqual({
      kind: 'CONFLICT',
      message: 'Only a disputed result can be resolved',
    });
    const settled = resolveDispute(disputed(), organiser, { scoreA: 2, scoreB: 0, needsWinner: true }, now);
    expect(
      refusal(() => resolveDispute(settled, organiser, { scoreA: 2, scoreB: 0, needsWinner: true }, now)),
    ).toEqual(completedAlready);
    expect(
      refusal(() => resolveDispute(disputed(), organiser, { scoreA: 1, scoreB: 1, needsWinner: true }, now)),
    ).toEqual({
      kind: 'BAD_REQUEST',
      message: 'This match needs a winner: a draw cannot be reported',
    });
  });
});

describe('a match from bracket slot to result', () => {
  it('goes upcoming -> pending -> scheduled -> completed and then takes no further result', () => {
    let m = match({ status: 'upcoming', teamA: null, teamB: null, dependsOn: ['r1-1', 'r1-2'] });
    m = placeTeam(placeTeam(m, 'A', alpha), 'B', beta);
    m = proposeTime(m, repA, { time: tomorrow }, now);
    m = proposeTime(m, repB, { time: '2025-03-11T15:00:00.000Z' }, now);
    m = acceptTime(m, repA, now);
    expect(m).toMatchObject({ status: 'scheduled', scheduledTime: '2025-03-11T15:00:00.000Z' });
    const matchDay = new Date('2025-03-11T16:00:00.000Z');
    m = reportScore(m, repB, { scoreA: 0, scoreB: 2, needsWinner: true }, matchDay);
    m = confirmScore(m, repA, matchDay);
    expect(m).toMatchObject({ status: 'completed', scoreA: 0, scoreB: 2, winner: 'B' });
    expect(
      refusal(() => reportScore(m, repA, { scoreA: 2, scoreB: 0, needsWinner: true }, matchDay)),
    ).toEqual(completedAlready);
  });
});
