import { battleRoyaleSeason } from '../support/season/battle-royale-season.ts';

battleRoyaleSeason({
  label: 'Free Fire',
  gameId: 'freefire',
  squads: [
    'Booyah Brigade',
    'Kalahari Kings',
    'Bermuda Bravo',
    'Purgatory Pack',
    'Alpine Aces',
    'Nexterra Ninjas',
    'Clock Tower Crew',
    'Peak Prowlers',
    'Mars Electric',
    'Factory Roof',
    'Hangar Hawks',
  ],
});
