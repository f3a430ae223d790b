import { duelSeason } from '../support/season/duel-season.ts';

duelSeason({
  label: 'Valorant',
  gameId: 'valorant',
  format: 'Solo',
  teams: ['Sage Wall', 'Killjoy Lockdown', 'Jett Stream', 'Omen Shade', 'Raze Blast', 'Viper Pit'],
});
