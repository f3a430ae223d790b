import { type EventMatchDetail, webEnglish } from '@galaxia/core';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { type GameDraft, reportBody as reportBodyIn } from './series-report-fields.tsx';

// The form's texts in English, as a page read in English gives them.
const english = createInstance();
void english.init({ lng: 'en', initAsync: false, resources: { en: { translation: webEnglish } } });
const reportBody = (match: EventMatchDetail, games: GameDraft[]) => reportBodyIn(match, games, english.t);

const player = (id: string) => ({ id, name: id, role: 'Member', country: null });
const match = (bestOf: number) =>
  ({
    bestOf,
    teamA: { id: 'a', name: 'Mumbai Mavericks', logo: null, players: [player('p1')] },
    teamB: { id: 'b', name: 'Hyderabad Hawks', logo: null, players: [player('p2')] },
    statLabels: [
      { field: 'kills', label: 'Kills' },
      { field: 'deaths', label: 'Deaths' },
    ],
  }) as unknown as EventMatchDetail;
const game = (scoreA: string, scoreB: string, stats: GameDraft['stats'] = {}): GameDraft => ({
  scoreA,
  scoreB,
  stats,
});

describe('the report form body', () => {
  it('keeps a best of 1 without player figures a bare score', () => {
    expect(reportBody(match(1), [game('13', '9')])).toEqual({ body: { scoreA: 13, scoreB: 9 } });
  });

  it('sends a best of 3 as its games, with the figures typed for each player', () => {
    const built = reportBody(match(3), [game('13', '9', { p1: { kills: '21' } }), game('13', '4')]);
    expect(built).toEqual({
      body: {
        games: [
          {
            scoreA: 13,
            scoreB: 9,
            playerStats: [{ userId: 'p1', kills: 21, deaths: 0, offense: 0, defense: 0, army: 0, attack: 0 }],
          },
          { scoreA: 13, scoreB: 4, playerStats: [] },
        ],
      },
    });
  });

  it('says why a game list does not decide the series before sending it', () => {
    expect(reportBody(match(3), [game('13', '9'), game('7', '13')])).toEqual({
      error: 'This result does not decide the best of 3: a team needs 2 game wins',
    });
  });
});
