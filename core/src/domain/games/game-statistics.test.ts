import { describe, expect, it } from 'vitest';
import { gameStatistics, playerFiguresLine } from './game-statistics.ts';
import { GAME_IDS } from './games.ts';

const player = {
  rank: 1,
  name: 'Chief',
  team: 'Clan',
  kills: 7,
  deaths: 2,
  kd: 3.5,
  offense: 9,
  defense: 4,
  army: 88,
  attack: 91,
};

describe('each game counts like itself', () => {
  it('gives Clash of Clans war figures, duels kills, deaths and K/D, battle royale kills', () => {
    expect(Object.fromEntries(GAME_IDS.map((id) => [id, gameStatistics(id).kind]))).toEqual({
      coc: 'war',
      valorant: 'duel',
      codm: 'battle-royale',
      bgmi: 'battle-royale',
      freefire: 'battle-royale',
      pubg: 'battle-royale',
    });
    expect(gameStatistics('coc')).toMatchObject({ totalLabel: 'Total stars', playersTitle: 'Top attackers' });
    expect(gameStatistics('valorant')).toMatchObject({
      totalLabel: 'Total kills',
      playersTitle: 'Top fraggers',
    });
  });

  it('writes a player line with the game own figures', () => {
    expect(playerFiguresLine(player, 'war')).toBe(
      'Defense 4 · Average army rating 88 · Average attack rating 91 · Offense 9',
    );
    expect(playerFiguresLine(player, 'duel')).toBe('Kills 7 · Deaths 2 · Kills per death 3.50');
    expect(playerFiguresLine(player, 'battle-royale')).toBe('Kills 7');
  });
});
