import { battleRoyaleSeason } from '../support/season/battle-royale-season.ts';

battleRoyaleSeason({
  label: 'BGMI',
  gameId: 'bgmi',
  squads: [
    'Pune Phantoms',
    'Chennai Cobras',
    'Kochi Krakens',
    'Surat Strikers',
    'Delhi Dragons',
    'Jaipur Jackals',
    'Nagpur Nomads',
    'Indore Ironclads',
    'Patna Pythons',
    'Bhopal Blazers',
    'Mysuru Mavericks',
  ],
});
