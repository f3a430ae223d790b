import { describe, expect, it } from 'vitest';
import { createTournamentSchema, tournamentBasicInfoSchema } from './tournament.ts';

const valid = {
  eventName: ' Clan Wars ',
  seasonNumber: 3,
  gameId: 'coc',
  serverId: '1234567890',
  publishDate: '2025-03-01',
};
const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('createTournamentSchema', () => {
  it('accepts the dialog payload and trims the name', () => {
    expect(createTournamentSchema.parse(valid)).toEqual({ ...valid, eventName: 'Clan Wars' });
  });

  it('requires name, season, game, server and publish date', () => {
    expect(messagesOf(createTournamentSchema.safeParse({}))).toEqual([
      ['eventName', 'Tournament name is required'],
      ['seasonNumber', 'Season number is required'],
      ['gameId', 'Game is required'],
      ['serverId', 'Discord server is required'],
      ['publishDate', 'Publish date is required'],
    ]);
    expect(
      messagesOf(
        createTournamentSchema.safeParse({
          ...valid,
          eventName: '  ',
          gameId: '',
          serverId: '',
          publishDate: '',
        }),
      ),
    ).toEqual([
      ['eventName', 'Tournament name is required'],
      ['gameId', 'Game is required'],
      ['serverId', 'Discord server is required'],
      ['publishDate', 'Publish date is required'],
    ]);
  });

  it('needs a whole season number of at least 1, a real date and a short name', () => {
    for (const seasonNumber of [0, 1.5, '3']) {
      expect(messagesOf(createTournamentSchema.safeParse({ ...valid, seasonNumber }))).toEqual([
        ['seasonNumber', 'Season number must be a whole number of at least 1'],
      ]);
    }
    expect(messagesOf(createTournamentSchema.safeParse({ ...valid, publishDate: '2025-02-30' }))).toEqual([
      ['publishDate', 'Dates must be real dates written YYYY-MM-DD'],
    ]);
    expect(messagesOf(createTournamentSchema.safeParse({ ...valid, eventName: 'x'.repeat(101) }))).toEqual([
      ['eventName', 'Tournament name must be at most 100 characters'],
    ]);
  });
});

describe('tournamentBasicInfoSchema', () => {
  it('fills blank optional fields', () => {
    expect(tournamentBasicInfoSchema.parse(valid)).toEqual({
      ...valid,
      eventName: 'Clan Wars',
      format: null,
      prizePool: '',
      eventDescription: '',
      eventPoster: null,
      eventHeader: null,
      eventLogo: null,
    });
  });

  it('needs a format offered for the game', () => {
    expect(tournamentBasicInfoSchema.safeParse({ ...valid, format: 50 }).success).toBe(true);
    expect(messagesOf(tournamentBasicInfoSchema.safeParse({ ...valid, gameId: 'bgmi', format: 5 }))).toEqual([
      ['format', 'Choose a format offered for this game'],
    ]);
  });

  it('takes web links and uploaded paths as images, nothing else', () => {
    const images = {
      eventPoster: 'https://cdn.example.com/p.png',
      eventHeader: '/uploads/h.webp',
      eventLogo: null,
    };
    expect(tournamentBasicInfoSchema.parse({ ...valid, ...images })).toMatchObject(images);
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/x.png',
      'data:image/png;base64,AAAA',
      'logo.png',
    ]) {
      expect(messagesOf(tournamentBasicInfoSchema.safeParse({ ...valid, eventLogo: bad }))).toEqual([
        ['eventLogo', 'Images must be web links or uploaded files'],
      ]);
    }
  });
});
