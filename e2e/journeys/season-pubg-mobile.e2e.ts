import { battleRoyaleSeason } from '../support/season/battle-royale-season.ts';

battleRoyaleSeason({
  label: 'PUBG Mobile',
  gameId: 'pubg',
  squads: [
    'Erangel Eagles',
    'Miramar Mambas',
    'Sanhok Sharks',
    'Vikendi Vipers',
    'Livik Lions',
    'Karakin Kites',
    'Pochinki Pros',
    'School Snipers',
    'Georgopol Gunners',
    'Military Base',
    'Mylta Power',
  ],
});
