import type { GameId } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Team, TeamMember } from '../db/entities/index.ts';
import type { DemoClock } from './demo-clock.ts';
import type { PersonKey, UserRow } from './demo-people.ts';
import { writeSquadPlayers } from './demo-squad-players.ts';
import { findOrCreate } from './find-or-create.ts';

export type TeamRow = InferEntity<typeof Team>;

interface DemoTeam {
  name: string;
  gameId: GameId;
  region: string;
  founded: number;
  description: string;
  /** Captain first; a roster is [person, in-game position, invited?]. */
  roster?: [PersonKey, string, 'invited'?][];
}

const team = (
  name: string,
  gameId: GameId,
  region: string,
  founded: number,
  description: string,
  roster?: DemoTeam['roster'],
): DemoTeam => ({ name, gameId, region, founded, description, ...(roster ? { roster } : {}) });

/**
 * Every list is in seed order, strongest first: the tournaments seed their phases from it. Only the
 * teams the demo people play for have rosters; the rest are opponents.
 */
export const BGMI_TEAMS: DemoTeam[] = [
  team(
    'Mumbai Mavericks',
    'bgmi',
    'Mumbai, Maharashtra',
    2021,
    'Aggressive early rotations and the cleanest zone calls in the West.',
    [
      ['kabir', 'IGL'],
      ['vikram', 'Assaulter'],
      ['meera', 'Support'],
      ['tenzin', 'Sniper'],
    ],
  ),
  team(
    'Hyderabad Hawks',
    'bgmi',
    'Hyderabad, Telangana',
    2020,
    'Patient, compound-heavy play; famous for late-circle clutches.',
    [
      ['ananya', 'IGL'],
      ['arjun', 'Assaulter'],
      ['farhan', 'Support'],
      ['ishaan', 'Fragger'],
    ],
  ),
  team('Delhi Dragons', 'bgmi', 'New Delhi', 2019, 'Veterans of three national LANs.'),
  team(
    'Chennai Cyclones',
    'bgmi',
    'Chennai, Tamil Nadu',
    2022,
    'Young squad from the Chennai college circuit.',
  ),
  team(
    'Kolkata Knights',
    'bgmi',
    'Kolkata, West Bengal',
    2020,
    'Sniper-first lineup with a loyal Bengal fan base.',
  ),
  team('Bengaluru Blaze', 'bgmi', 'Bengaluru, Karnataka', 2021, 'Data-driven drops and tight utility usage.'),
  team('Jaipur Jaguars', 'bgmi', 'Jaipur, Rajasthan', 2023, 'Rajasthan champions, first national run.'),
  team(
    'Pune Predators',
    'bgmi',
    'Pune, Maharashtra',
    2022,
    'Vehicle-heavy rotations, fearless third-partying.',
  ),
  team('Lucknow Lions', 'bgmi', 'Lucknow, Uttar Pradesh', 2021, 'Consistent top-eight finishers.'),
  team('Goa Gladiators', 'bgmi', 'Panaji, Goa', 2023, 'Coastal squad with a flair for edge play.'),
  team('Ahmedabad Arrows', 'bgmi', 'Ahmedabad, Gujarat', 2022, 'Grinders who live for the final circle.'),
  team('Kochi Krakens', 'bgmi', 'Kochi, Kerala', 2020, "Kerala's longest-running BGMI roster."),
  team('Nagpur Ninjas', 'bgmi', 'Nagpur, Maharashtra', 2023, 'Stealthy, zone-edge specialists.'),
  team('Indore Invictus', 'bgmi', 'Indore, Madhya Pradesh', 2022, 'Central India qualifiers winners.'),
  team('Surat Strikers', 'bgmi', 'Surat, Gujarat', 2023, 'Fresh roster, big hopes.'),
  team('Chandigarh Comets', 'bgmi', 'Chandigarh', 2021, 'Tri-city squad built on close-range fights.'),
  team('Bhopal Bulls', 'bgmi', 'Bhopal, Madhya Pradesh', 2022, 'Hot-drop specialists from the lake city.'),
  team('Patna Pirates', 'bgmi', 'Patna, Bihar', 2023, 'Bihar open winners on their first national run.'),
  team('Ranchi Rhinos', 'bgmi', 'Ranchi, Jharkhand', 2022, 'Slow, heavy pushes and fearless finals.'),
  team('Guwahati Gorillas', 'bgmi', 'Guwahati, Assam', 2021, 'The North-East squad every lobby watches.'),
  team('Vizag Vipers', 'bgmi', 'Visakhapatnam, Andhra Pradesh', 2022, 'Coastal rotations, sharp spray.'),
  team('Coimbatore Cobras', 'bgmi', 'Coimbatore, Tamil Nadu', 2023, 'Compound holders with quick trades.'),
  team('Mysuru Monarchs', 'bgmi', 'Mysuru, Karnataka', 2022, 'Calm comms and long-range duels.'),
  team('Nashik Nomads', 'bgmi', 'Nashik, Maharashtra', 2023, 'Edge players who rotate late and live long.'),
  team('Raipur Rangers', 'bgmi', 'Raipur, Chhattisgarh', 2022, 'Grenade-heavy closers of the final zones.'),
  team(
    'Dehradun Daredevils',
    'bgmi',
    'Dehradun, Uttarakhand',
    2021,
    'Hill-town squad with a taste for risk.',
  ),
  team('Amritsar Avengers', 'bgmi', 'Amritsar, Punjab', 2022, "Punjab's most decorated roster."),
  team('Jammu Jets', 'bgmi', 'Jammu, Jammu and Kashmir', 2023, 'Fast vehicles, faster decisions.'),
  team('Madurai Marauders', 'bgmi', 'Madurai, Tamil Nadu', 2022, 'Third-party hunters of the south.'),
  team('Udaipur Unicorns', 'bgmi', 'Udaipur, Rajasthan', 2023, 'Newcomers who qualified through scrims.'),
  team('Shillong Storm', 'bgmi', 'Shillong, Meghalaya', 2021, 'Calm under pressure, lethal in the open.'),
  team('Varanasi Vanguards', 'bgmi', 'Varanasi, Uttar Pradesh', 2022, 'Disciplined squad with a steady IGL.'),
];

export const VALORANT_TEAMS: DemoTeam[] = [
  team('Pune Phantoms', 'valorant', 'Pune, Maharashtra', 2022, 'Structured executes and a lethal Operator.', [
    ['sneha', 'Duelist'],
    ['vikram', 'Controller'],
    ['tenzin', 'Initiator'],
    ['kabir', 'Sentinel'],
  ]),
  team('Night Owls Esports', 'valorant', 'Bengaluru, Karnataka', 2021, 'Late-night scrim warriors.'),
  team('Crimson Tide', 'valorant', 'Mumbai, Maharashtra', 2020, 'Defence-first, retake masters.'),
  team(
    'Himalayan Yetis',
    'valorant',
    'Dehradun, Uttarakhand',
    2022,
    'From the hills, cold as ice in clutches.',
  ),
  team('Orbit Esports', 'valorant', 'Hyderabad, Telangana', 2021, 'Fast A-site hits.'),
  team('Nova Collective', 'valorant', 'Kolkata, West Bengal', 2023, 'Flex players, flexible comps.'),
  team('Shadow Syndicate', 'valorant', 'New Delhi', 2022, 'Lurk-heavy, info-driven.'),
  team('Bombay Bravehearts', 'valorant', 'Mumbai, Maharashtra', 2023, 'Up-and-coming Mumbai five.'),
  team('Deccan Chargers', 'valorant', 'Hyderabad, Telangana', 2021, 'Aggressive entries, tidy trades.'),
  team('Monsoon Mavericks', 'valorant', 'Kochi, Kerala', 2022, 'Slow defaults that end in late flanks.'),
  team('Saffron Spectres', 'valorant', 'Ahmedabad, Gujarat', 2023, 'Smokes first, questions later.'),
  team('Kaveri Kings', 'valorant', 'Bengaluru, Karnataka', 2022, 'College champions turned semi-pro.'),
  team('Thar Titans', 'valorant', 'Jodhpur, Rajasthan', 2023, 'Desert squad with a sharp Jett.'),
  team('Ganga Guardians', 'valorant', 'Varanasi, Uttar Pradesh', 2022, 'Retake specialists.'),
  team('Konkan Knights', 'valorant', 'Mangaluru, Karnataka', 2021, 'Utility-heavy executes.'),
  team('Eastern Eclipse', 'valorant', 'Bhubaneswar, Odisha', 2023, 'Odisha open winners.'),
];

export const CLASH_TEAMS: DemoTeam[] = [
  team('Royal Barbarians', 'coc', 'Pan-India', 2018, 'Level 20 war clan, 300+ war wins.', [
    ['ishaan', 'Leader'],
    ['meera', 'Co-leader'],
    ['arjun', 'Elder'],
    ['farhan', 'Member', 'invited'],
  ]),
  team('Dragon Riders India', 'coc', 'Pan-India', 2017, 'Known for flawless Dragon Rider spam.'),
  team('Hog Riders Hyderabad', 'coc', 'Hyderabad, Telangana', 2019, 'Hybrid attacks, zero fails.'),
  team('Golem Guild', 'coc', 'Pune, Maharashtra', 2020, 'Slow and steady triples.'),
  team('Electro Titans', 'coc', 'Chennai, Tamil Nadu', 2021, 'Electro Dragon purists.'),
  team('Pekka Warriors', 'coc', 'Kolkata, West Bengal', 2019, 'Ground attacks, every war.'),
];

export const FREE_FIRE_TEAMS: DemoTeam[] = [
  team(
    'Booyah Brothers',
    'freefire',
    'Lucknow, Uttar Pradesh',
    2022,
    'Rush squad that lives for the Booyah.',
    [
      ['farhan', 'Rusher'],
      ['kabir', 'Support'],
    ],
  ),
  team('Firestorm Squad', 'freefire', 'Guwahati, Assam', 2023, 'North-East champions.'),
];

export interface DemoTeams {
  bgmi: TeamRow[];
  valorant: TeamRow[];
  coc: TeamRow[];
  freefire: TeamRow[];
  /** Active members of each team, captain first: a registration's roster. */
  rosterOf(team: TeamRow): string[];
}

export async function writeTeams(
  em: EntityManager,
  clock: DemoClock,
  users: Record<PersonKey, UserRow>,
): Promise<DemoTeams> {
  const rosters = new Map<string, string[]>();
  /** With `squads`, a team without demo people gets a full squad of its own players. */
  const write = async (teams: DemoTeam[], squads = false) => {
    const rows: TeamRow[] = [];
    for (const [index, { roster = [], ...fields }] of teams.entries()) {
      const captain = roster[0] ? users[roster[0][0]] : null;
      const row = await findOrCreate(
        em,
        Team,
        { name: fields.name, gameId: fields.gameId },
        { id: crypto.randomUUID(), ...fields, createdBy: captain },
      );
      for (const [i, [person, position, invited]] of roster.entries()) {
        const user = users[person];
        await findOrCreate(
          em,
          TeamMember,
          { team: row, user },
          {
            team: row,
            user,
            role: i === 0 ? 'captain' : 'member',
            status: invited ? 'invited' : 'active',
            position,
            joinedAt: clock.plusMinutes(clock.now, -(120 - i) * 24 * 60),
          },
        );
      }
      rosters.set(
        row.id,
        squads && roster.length === 0
          ? await writeSquadPlayers(em, clock, row, index)
          : roster.filter(([, , invited]) => !invited).map(([person]) => users[person].id),
      );
      rows.push(row);
    }
    return rows;
  };
  return {
    bgmi: await write(BGMI_TEAMS, true),
    valorant: await write(VALORANT_TEAMS),
    coc: await write(CLASH_TEAMS),
    freefire: await write(FREE_FIRE_TEAMS),
    rosterOf: (row) => rosters.get(row.id) ?? [],
  };
}
