import { describe, expect, it } from 'vitest';
import { notificationMessage } from './render-notice.ts';

describe('match-completed notice', () => {
  it('lists the games of a series under its score', () => {
    const message = notificationMessage(
      {
        kind: 'match-completed',
        tournament: { id: 't1', eventName: 'Monsoon Cup', notificationChannelId: 'c1', logChannelId: null },
        match: {
          id: 'm1',
          name: 'Semi-final 1',
          teamA: 'Mumbai Mavericks',
          teamB: 'Hyderabad Hawks',
          scoreA: 2,
          scoreB: 1,
          winner: 'Mumbai Mavericks',
          scheduledTime: null,
          games: [
            { scoreA: 13, scoreB: 9 },
            { scoreA: 7, scoreB: 13 },
            { scoreA: 13, scoreB: 11 },
          ],
        },
      },
      'https://galaxia.example',
    );
    expect(message.embeds?.[0]).toMatchObject({
      title: 'Semi-final 1: Mumbai Mavericks wins',
      description:
        'Mumbai Mavericks 2 - 1 Hyderabad Hawks\nGame 1: Mumbai Mavericks 13 - 9 Hyderabad Hawks\nGame 2: Mumbai Mavericks 7 - 13 Hyderabad Hawks\nGame 3: Mumbai Mavericks 13 - 11 Hyderabad Hawks',
    });
  });
});
