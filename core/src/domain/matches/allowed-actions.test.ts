import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Match, type MatchAction, matchActionSchema } from '../../contracts/matches.ts';
import { allowedActions } from './allowed-actions.ts';
import type { MatchActor } from './match-actor.ts';
import {
  acceptTime,
  confirmScore,
  disputeScore,
  proposeTime,
  reportScore,
  resolveDispute,
  setTime,
} from './match-transitions.ts';
import { claimStream, goLive, lockStream, releaseStream, unlockStream } from './stream-rules.ts';
import { sampleMatch } from './test-support.ts';

const team = (id: string) => ({ id, name: `Team ${id}`, logo: '', players: [] });

const now = new Date('2025-03-10T12:00:00.000Z');
const past = '2025-03-10T11:00:00.000Z';
const future = '2025-03-11T12:00:00.000Z';

/** A semi-final waiting on both quarter-finals' winners, with no time yet. */
const match = (overrides: Partial<Match> = {}): Match =>
  sampleMatch({
    id: 'sf-1',
    round: 'Semi Finals',
    status: 'pending',
    scheduledTime: null,
    dependsOn: ['qf-1', 'qf-2'],
    ...overrides,
  });

const viewer: MatchActor = { role: 'viewer' };
const streamer: MatchActor = { role: 'streamer', userId: 'u-1', name: 'CasterOne' };
const otherStreamer: MatchActor = { role: 'streamer', userId: 'u-2', name: 'CasterTwo' };
const repA: MatchActor = { role: 'team-rep', teamId: 'alpha' };
const repB: MatchActor = { role: 'team-rep', teamId: 'beta' };
const outsider: MatchActor = { role: 'team-rep', teamId: 'gamma' };
const organiser: MatchActor = { role: 'organiser' };

const matchStatuses = ['upcoming', 'pending', 'scheduled', 'completed', 'disputed'] as const;

const reportByA = { scoreA: 2, scoreB: 1, by: 'A' as const, at: now.toISOString() };

describe('allowedActions', () => {
  it('offers a viewer nothing, whatever the match', () => {
    for (const status of matchStatuses) {
      expect(allowedActions(match({ status, scheduledTime: past }), viewer, now)).toEqual([]);
    }
  });

  it('lets a streamer claim a match whose teams are known and that is neither completed nor disputed', () => {
    expect(allowedActions(match(), streamer, now)).toEqual(['claim-stream']);
    expect(allowedActions(match({ status: 'upcoming', teamA: null, teamB: null }), streamer, now)).toEqual(
      [],
    );
    expect(allowedActions(match({ status: 'upcoming', teamB: null }), streamer, now)).toEqual([]);
    expect(allowedActions(match({ status: 'completed' }), streamer, now)).toEqual([]);
    expect(allowedActions(match({ status: 'disputed', report: reportByA }), streamer, now)).toEqual([]);
  });

  it('lets only the claimant release, go live and lock; the claimant or an organiser unlock', () => {
    const claimed = match({ streamClaimed: true, streamer: 'CasterOne', streamerId: 'u-1' });
    expect(allowedActions(claimed, streamer, now)).toEqual(['release-stream', 'go-live', 'lock-stream']);
    expect(allowedActions(claimed, otherStreamer, now)).toEqual([]);
    const live = { ...claimed, streamLive: true };
    expect(allowedActions(live, streamer, now)).toEqual(['release-stream', 'lock-stream']);
    const locked = { ...live, streamLocked: true };
    expect(allowedActions(locked, streamer, now)).toEqual(['release-stream', 'unlock-stream']);
    expect(allowedActions(locked, organiser, now)).toEqual(['unlock-stream', 'set-time']);
    expect(allowedActions(locked, otherStreamer, now)).toEqual([]);
  });

  it('keeps the teams from reporting, confirming or disputing while the caster holds the match', () => {
    const started = match({
      status: 'scheduled',
      scheduledTime: past,
      streamClaimed: true,
      streamerId: 'u-1',
      streamLocked: true,
    });
    expect(allowedActions(started, repA, now)).toEqual([]);
    expect(() => reportScore(started, repA, { scoreA: 2, scoreB: 0, needsWinner: true }, now)).toThrow(
      'The caster has locked this match while it is on stream. Results can be reported once they release it.',
    );
    const reported = { ...started, report: reportByA };
    expect(allowedActions(reported, repB, now)).toEqual([]);
    expect(allowedActions({ ...reported, streamLocked: false }, repB, now)).toEqual(['confirm', 'dispute']);
  });

  it('lets a team rep schedule only a pending match their team plays', () => {
    expect(allowedActions(match(), repA, now)).toEqual(['schedule']);
    expect(allowedActions(match(), repB, now)).toEqual(['schedule']);
    expect(allowedActions(match(), outsider, now)).toEqual([]);
    expect(allowedActions(match({ status: 'upcoming', teamB: null }), repA, now)).toEqual([]);
    expect(allowedActions(match({ status: 'scheduled', scheduledTime: future }), repA, now)).toEqual([]);
  });

  it('lets the other side accept a standing proposal while it is still ahead', () => {
    const offered = match({ proposal: { time: future, by: 'A' } });
    expect(allowedActions(offered, repA, now)).toEqual(['schedule']);
    expect(allowedActions(offered, repB, now)).toEqual(['schedule', 'accept-time']);
    expect(allowedActions(offered, repB, new Date(future))).toEqual(['schedule']);
  });

  it('lets a rep report once the match has started, and the other side confirm or dispute', () => {
    const started = match({ status: 'scheduled', scheduledTime: past });
    expect(allowedActions(started, repA, now)).toEqual(['report']);
    const reported = { ...started, report: reportByA };
    expect(allowedActions(reported, repA, now)).toEqual(['report']);
    expect(allowedActions(reported, repB, now)).toEqual(['confirm', 'dispute']);
    expect(allowedActions(reported, repB, new Date(now.getTime() + 16 * 60_000))).toEqual(['confirm']);
    expect(allowedActions(reported, outsider, now)).toEqual([]);
  });

  it('gives the organiser set-time before a result and resolve on a dispute', () => {
    expect(allowedActions(match(), organiser, now)).toEqual(['set-time']);
    expect(allowedActions(match({ status: 'scheduled', scheduledTime: future }), organiser, now)).toEqual([
      'set-time',
    ]);
    expect(
      allowedActions(match({ status: 'scheduled', scheduledTime: past, report: reportByA }), organiser, now),
    ).toEqual([]);
    expect(allowedActions(match({ status: 'disputed', report: reportByA }), organiser, now)).toEqual([
      'resolve',
    ]);
    expect(allowedActions(match({ status: 'disputed', report: reportByA }), repA, now)).toEqual([]);
    expect(allowedActions(match({ status: 'completed' }), organiser, now)).toEqual([]);
    expect(allowedActions(match({ status: 'upcoming', teamB: null }), organiser, now)).toEqual([]);
  });
});

// Each action done with valid input, so only the rules about who and when can refuse it.
const perform: Record<MatchAction, (m: Match, actor: MatchActor, at: Date) => unknown> = {
  'claim-stream': (m, actor, at) =>
    claimStream(m, actor, { platform: 'Twitch', url: 'https://twitch.tv/x' }, at),
  'release-stream': (m, actor, at) => releaseStream(m, actor, at),
  'go-live': (m, actor, at) => goLive(m, actor, at),
  'lock-stream': (m, actor, at) => lockStream(m, actor, at),
  'unlock-stream': (m, actor, at) => unlockStream(m, actor, at),
  schedule: (m, actor, at) =>
    proposeTime(m, actor, { time: new Date(at.getTime() + 3_600_000).toISOString() }, at),
  'accept-time': (m, actor, at) => acceptTime(m, actor, at),
  report: (m, actor, at) => reportScore(m, actor, { scoreA: 3, scoreB: 0, needsWinner: true }, at),
  confirm: (m, actor, at) => confirmScore(m, actor, at),
  dispute: (m, actor, at) => disputeScore(m, actor, { reason: 'Wrong score' }, at),
  resolve: (m, actor, at) => resolveDispute(m, actor, { scoreA: 3, scoreB: 0, needsWinner: true }, at),
  'set-time': (m, actor, at) => setTime(m, actor, { time: future }, at),
};

describe('allowedActions and the transitions agree', () => {
  const side = fc.constantFrom('A' as const, 'B' as const);
  const instant = fc.constantFrom(past, future, '2025-03-10T11:50:00.000Z');
  const arbitraryMatch = fc
    .record({
      status: fc.constantFrom(...matchStatuses),
      teamB: fc.constantFrom(team('beta'), null),
      scheduledTime: fc.option(instant, { nil: null }),
      proposal: fc.option(fc.record({ time: instant, by: side }), { nil: null }),
      report: fc.option(fc.record({ scoreA: fc.nat(5), scoreB: fc.nat(5), by: side, at: instant }), {
        nil: null,
      }),
      streamClaimed: fc.boolean(),
      streamerId: fc.constantFrom('u-1', 'u-2', null),
      streamLive: fc.boolean(),
      streamLocked: fc.boolean(),
    })
    .map((overrides) => match(overrides));
  const arbitraryActor = fc.constantFrom(viewer, streamer, otherStreamer, repA, repB, outsider, organiser);

  it('offers an action exactly when performing it succeeds', () => {
    fc.assert(
      fc.property(arbitraryMatch, arbitraryActor, (m, actor) => {
        const offered = allowedActions(m, actor, now);
        for (const action of matchActionSchema.options) {
          let succeeded = true;
          try {
            perform[action](m, actor, now);
          } catch {
            succeeded = false;
          }
          expect(succeeded, action).toBe(offered.includes(action));
        }
      }),
    );
  });
});
