import { describe, expect, it } from 'vitest';
import {
  claimStreamPayloadSchema,
  disputeScorePayloadSchema,
  matchSchema,
  proposeTimePayloadSchema,
  reportScorePayloadSchema,
  resolveDisputePayloadSchema,
} from './matches.ts';
import { issuePaths } from './test-support.ts';

const team = (id: string) => ({
  id,
  name: `Team ${id}`,
  logo: `/logos/${id}.png`,
  players: [{ id: `${id}-1`, name: 'Ace', role: 'IGL', country: 'IN' }],
});

const sample = {
  id: 'qf-1',
  round: 'Quarter Finals',
  teamA: team('alpha'),
  teamB: team('beta'),
  status: 'scheduled',
  scoreA: null,
  scoreB: null,
  scheduledTime: '2025-03-15T18:00:00+05:30',
  completedTime: null,
  note: 'Best of 3',
  dependsOn: [],
  streamClaimed: true,
  streamer: 'CasterOne',
};

describe('matchSchema', () => {
  it('accepts a match in the spec shape, filling the rule fields with null (and no stream live or locked)', () => {
    const starters = (side: typeof sample.teamA) => ({
      ...side,
      players: side.players.map((player) => ({ ...player, substitute: false })),
    });
    expect(matchSchema.parse(sample)).toEqual({
      ...sample,
      teamA: starters(sample.teamA),
      teamB: starters(sample.teamB),
      streamerId: null,
      streamLive: false,
      streamLocked: false,
      proposal: null,
      report: null,
      dispute: null,
      winner: null,
    });
  });

  it('accepts unknown teams while the match waits on earlier ones', () => {
    const waiting = {
      ...sample,
      status: 'upcoming',
      teamA: null,
      teamB: null,
      dependsOn: ['r16-1', 'r16-2'],
    };
    expect(matchSchema.parse(waiting).teamA).toBeNull();
  });

  it('refuses bad fields, naming each', () => {
    const bad = {
      ...sample,
      status: 'live',
      scoreA: -1,
      scheduledTime: '15 March, 6 PM',
      teamB: { ...team('beta'), players: [{ id: 'b', name: '' }] },
    };
    expect(issuePaths(matchSchema.safeParse(bad))).toEqual([
      'teamB.players.0.name',
      'teamB.players.0.role',
      'teamB.players.0.country',
      'status',
      'scoreA',
      'scheduledTime',
    ]);
  });
});

describe('match payloads', () => {
  it('accept a proposed time with an offset and refuse a loose one', () => {
    expect(proposeTimePayloadSchema.parse({ time: '2025-03-15T18:00:00+05:30' }).time).toBe(
      '2025-03-15T18:00:00+05:30',
    );
    expect(issuePaths(proposeTimePayloadSchema.safeParse({ time: '2025-03-15 18:00' }))).toEqual(['time']);
  });

  it('accept whole non-negative scores only', () => {
    expect(reportScorePayloadSchema.parse({ scoreA: 2, scoreB: 0 })).toEqual({ scoreA: 2, scoreB: 0 });
    expect(issuePaths(reportScorePayloadSchema.safeParse({ scoreA: 1.5, scoreB: -1 }))).toEqual([
      'scoreA',
      'scoreB',
    ]);
    expect(issuePaths(resolveDisputePayloadSchema.safeParse({ scoreA: 2, scoreB: '1' }))).toEqual(['scoreB']);
    expect(resolveDisputePayloadSchema.parse({ scoreA: 2, scoreB: 1, note: '  Replay checked ' }).note).toBe(
      'Replay checked',
    );
  });

  it('require a reason to dispute', () => {
    const blank = disputeScorePayloadSchema.safeParse({ reason: '   ' });
    expect(blank.error?.issues[0]).toMatchObject({
      path: ['reason'],
      message: 'Say what is wrong with the reported score',
    });
  });

  it('accept a stream claim on one of the four platforms with an https link', () => {
    expect(claimStreamPayloadSchema.parse({ platform: 'Kick', url: ' https://kick.com/caster ' })).toEqual({
      platform: 'Kick',
      url: 'https://kick.com/caster',
    });
    const bad = claimStreamPayloadSchema.safeParse({ platform: 'twitch', url: 'http://twitch.tv/caster' });
    expect(bad.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['platform'], message: 'Choose a platform: Twitch, YouTube, Kick, Facebook' },
      { path: ['url'], message: 'The watch link must be an https:// address' },
    ]);
  });
});
