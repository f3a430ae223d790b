import { duelSeason } from '../support/season/duel-season.ts';

duelSeason({
  label: 'Clash of Clans',
  gameId: 'coc',
  format: '1v1',
  teams: ['Barbarian Kings', 'Archer Queens', 'Grand Wardens', 'Royal Champions', 'Hog Riders', 'Valkyries'],
  war: { townHall: 15 },
});
