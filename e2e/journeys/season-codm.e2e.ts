import { duelSeason } from '../support/season/duel-season.ts';

duelSeason({
  label: 'Call of Duty Mobile',
  gameId: 'codm',
  format: 'Solo',
  teams: ['Ghost Unit', 'Price Squad', 'Soap Crew', 'Nikolai Force', 'Mara Ops', 'Alex Wing'],
});
