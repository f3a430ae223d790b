import { describe, expect, it } from 'vitest';
import { type Match, matchSchema } from '../../contracts/matches.ts';
import { AppError } from '../errors/app-error.ts';
import type { MatchActor } from './match-actor.ts';
import { claimStream, releaseStream, streamStatus, validateStreamClaim } from './stream-rules.ts';

const now = new Date('2025-03-10T12:00:00.000Z');
const match = (overrides: Partial<Match> = {}): Match =>
  matchSchema.parse({
    id: 'final',
    round: 'Grand Final',
    teamA: { id: 'alpha', name: 'Team Alpha', logo: '', players: [] },
    teamB: { id: 'beta', name: 'Team Beta', logo: '', players: [] },
    status: 'scheduled',
    scoreA: null,
    scoreB: null,
    scheduledTime: '2025-03-10T18:00:00.000Z',
    completedTime: null,
    note: null,
    dependsOn: ['sf-1', 'sf-2'],
    streamClaimed: false,
    streamer: null,
    ...overrides,
  });

const streamer: MatchActor = { role: 'streamer', userId: 'u-1', name: 'CasterOne' };
const rival: MatchActor = { role: 'streamer', userId: 'u-2', name: 'CasterTwo' };
const claim = { platform: 'YouTube', url: 'https://youtube.com/live/abc' };

const refusal = (attempt: () => unknown) => {
  try {
    attempt();
  } catch (error) {
    if (error instanceof AppError)
      return { kind: error.kind, message: error.message, details: error.details };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('streamStatus', () => {
  it('is live from the scheduled time until the match is completed', () => {
    expect(streamStatus(match(), now)).toBe('upcoming');
    expect(streamStatus(match(), new Date('2025-03-10T18:00:00.000Z'))).toBe('live');
    expect(streamStatus(match(), new Date('2025-03-10T19:30:00.000Z'))).toBe('live');
  });

  it('is upcoming for matches without a time yet and for finished ones', () => {
    const later = new Date('2025-03-11T00:00:00.000Z');
    expect(streamStatus(match({ status: 'pending', scheduledTime: null }), later)).toBe('upcoming');
    expect(streamStatus(match({ status: 'completed' }), later)).toBe('upcoming');
    expect(streamStatus(match({ status: 'disputed' }), later)).toBe('upcoming');
  });
});

describe('validateStreamClaim', () => {
  it('accepts the four platforms with an https watch link, trimming the link', () => {
    const links = {
      Twitch: 'https://www.twitch.tv/caster',
      YouTube: 'https://www.youtube.com/watch?v=abc123',
      Kick: 'https://kick.com/caster',
      Facebook: 'https://fb.gg/caster',
    };
    for (const [platform, url] of Object.entries(links)) {
      expect(validateStreamClaim({ platform, url: `  ${url}  ` })).toEqual({ platform, url });
    }
  });

  it('refuses another platform, naming the field', () => {
    expect(refusal(() => validateStreamClaim({ platform: 'Vimeo', url: claim.url }))).toEqual({
      kind: 'BAD_REQUEST',
      message: 'Choose a platform: Twitch, YouTube, Kick, Facebook',
      details: { platform: ['Choose a platform: Twitch, YouTube, Kick, Facebook'] },
    });
  });

  it('refuses a watch link that is not https', () => {
    for (const url of ['http://twitch.tv/caster', 'javascript:alert(1)', 'twitch.tv/caster', '']) {
      expect(refusal(() => validateStreamClaim({ platform: 'Twitch', url }))).toEqual({
        kind: 'BAD_REQUEST',
        message: 'The watch link must be an https:// address',
        details: { url: ['The watch link must be an https:// address'] },
      });
    }
  });
});

describe('claimStream and releaseStream', () => {
  it('records the streamer on the match and hands back the checked claim', () => {
    const { match: claimed, claim: checked } = claimStream(match(), streamer, claim, now);
    expect(claimed).toMatchObject({ streamClaimed: true, streamer: 'CasterOne', streamerId: 'u-1' });
    expect(checked).toEqual(claim);
  });

  it('refuses a second claim, a completed match, a bad claim and anyone but a streamer', () => {
    const { match: claimed } = claimStream(match(), streamer, claim, now);
    expect(refusal(() => claimStream(claimed, rival, claim, now))).toMatchObject({
      kind: 'CONFLICT',
      message: 'This match has already been claimed by another streamer',
    });
    expect(refusal(() => claimStream(match({ status: 'completed' }), streamer, claim, now))).toMatchObject({
      kind: 'CONFLICT',
      message: 'A completed match cannot be claimed',
    });
    expect(refusal(() => claimStream(match(), streamer, { ...claim, url: 'http://x.tv' }, now)).kind).toBe(
      'BAD_REQUEST',
    );
    for (const actor of [
      { role: 'viewer' },
      { role: 'team-rep', teamId: 'alpha' },
      { role: 'organiser' },
    ] as const) {
      expect(refusal(() => claimStream(match(), actor, claim, now))).toMatchObject({
        kind: 'FORBIDDEN',
        message: 'Only streamers can claim a match to stream',
      });
    }
  });

  it('lets only the claiming streamer release the match', () => {
    const { match: claimed } = claimStream(match(), streamer, claim, now);
    expect(releaseStream(claimed, streamer, now)).toMatchObject({
      streamClaimed: false,
      streamer: null,
      streamerId: null,
    });
    expect(refusal(() => releaseStream(claimed, rival, now))).toMatchObject({
      kind: 'FORBIDDEN',
      message: 'Only the streamer who claimed this match can release it',
    });
    expect(refusal(() => releaseStream(match(), streamer, now))).toMatchObject({
      kind: 'CONFLICT',
      message: 'This match has not been claimed',
    });
  });
});
