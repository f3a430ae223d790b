import { describe, expect, it } from 'vitest';
import {
  eventFigureText,
  gameStatistics,
  playerFiguresLine,
  playerLeaderLine,
  rosterFigureValues,
  teamFigureValues,
} from './game-statistics.ts';
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
    expect(gameStatistics('coc')).toMatchObject({
      totalLabel: 'Total stars',
      totalKey: 'totalStars',
      playersTitle: 'Top attackers',
    });
    expect(gameStatistics('valorant')).toMatchObject({
      totalLabel: 'Total kills',
      playersTitle: 'Top fraggers',
    });
  });

  it('shows a war event its average destruction, a dash before any war recorded one, other games none', () => {
    const [figure] = gameStatistics('coc').eventFigures;
    expect(figure?.label).toBe('Avg destruction');
    expect(eventFigureText({ averageDestruction: 91.07 }, figure!)).toBe('91.07%');
    expect(eventFigureText({ averageDestruction: null }, figure!)).toBe('–');
    expect(gameStatistics('valorant').eventFigures).toEqual([]);
    expect(gameStatistics('bgmi').eventFigures).toEqual([]);
  });

  it('writes a player line with the game own figures', () => {
    expect(playerFiguresLine(player, 'war')).toBe(
      'Defense 4 · Average army rating 88 · Average attack rating 91 · Offense 9',
    );
    expect(playerFiguresLine(player, 'duel')).toBe('Kills 7 · Deaths 2 · Kills per death 3.50');
    expect(playerFiguresLine(player, 'battle-royale')).toBe('Kills 7');
  });
});

describe('a team page counts like its game', () => {
  const stats = {
    totalOffense: 40,
    totalDefense: 12,
    avgArmy: 87,
    avgAttack: 91,
    kills: 0,
    deaths: 0,
    kd: 0,
  };
  const lobbies = {
    matches: 3,
    wwcd: 1,
    kills: 22,
    averagePlacement: 4.3,
    total: 61,
    playerKills: { p1: 9 },
  };
  const pairs = (figures: ({ label: string; value: number } | { label: string; text: string })[]) =>
    figures.map((f) => [f.label, 'text' in f ? f.text : f.value]);

  it('heads a war team with its stars, destruction and Town Hall ratings, never kills', () => {
    const team = { kind: 'war' as const, stars: 26, destruction: 87.5, stats };
    expect(pairs(teamFigureValues(team))).toEqual([
      ['Stars', 26],
      ['Avg destruction', '87.50%'],
      ['Total offense', 40],
      ['Total defense', 12],
      ['Average army', 87],
      ['Average attack', 91],
    ]);
    expect(pairs(rosterFigureValues(team, { id: 'p1', stats }))).toEqual([
      ['Offense', 40],
      ['Defense', 12],
      ['Avg army', 87],
      ['Avg attack', 91],
    ]);
  });

  it('gives a duel team kills, deaths and K/D, a battle-royale team its lobby figures', () => {
    const duel = { kind: 'duel' as const, stars: 0, stats: { ...stats, kills: 30, deaths: 20, kd: 1.5 } };
    expect(pairs(teamFigureValues(duel))).toEqual([
      ['Kills', 30],
      ['Deaths', 20],
      ['K/D', 1.5],
    ]);
    const royale = { kind: 'battle-royale' as const, stars: 0, stats, battleRoyale: lobbies };
    expect(pairs(teamFigureValues(royale))).toEqual([
      ['Lobby matches', 3],
      ['WWCD', 1],
      ['Kills', 22],
      ['Average placement', 4.3],
    ]);
    expect(pairs(rosterFigureValues(royale, { id: 'p1', stats }))).toEqual([['Kills', 9]]);
  });

  it("writes an overlay leader's figures ranking figure first: a chief's offense, then defense, army and attack", () => {
    expect(playerLeaderLine(player, 'war')).toBe('Offense 9 · Def 4 · Army 88 · Atk 91');
    expect(playerLeaderLine(player, 'duel')).toBe('Kills per death 3.50 · Kills 7 · Deaths 2');
    expect(playerLeaderLine(player, 'battle-royale')).toBe('Kills 7');
  });
});
