import type { GameId } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Team, TeamMember } from '../db/entities/index.ts';
import type { DemoClock } from './demo-clock.ts';
import type { PersonKey, UserRow } from './demo-people.ts';
import { CLAN_SQUAD, SHOOTER_SQUAD, type SquadKind, writeSquadPlayers } from './demo-squad-players.ts';
import { findOrCreate } from './find-or-create.ts';

export type TeamRow = InferEntity<typeof Team>;

interface DemoTeam {
  name: string;
  gameId: GameId;
  region: string;
  founded: number;
  description: string;
  /** Captain first. */
  roster: { person: PersonKey; position: string; invited: boolean }[];
}

/** A team as the table below lists it: game, name, region, year founded, description. */
type TeamLine = [GameId, string, string, number, string];

/** The teams the demo people play for, captain first: person -> in-game position. */
const ROSTERS: Record<string, Partial<Record<PersonKey, string>>> = {
  'Mumbai Mavericks': { kabir: 'IGL', vikram: 'Assaulter', meera: 'Support', tenzin: 'Sniper' },
  'Hyderabad Hawks': { ananya: 'IGL', arjun: 'Assaulter', farhan: 'Support', ishaan: 'Fragger' },
  'Pune Phantoms': { sneha: 'Duelist', vikram: 'Controller', tenzin: 'Initiator', kabir: 'Sentinel' },
  'Royal Barbarians': { ishaan: 'Leader', meera: 'Co-leader', arjun: 'Elder', farhan: 'Member' },
  'Booyah Brothers': { farhan: 'Rusher', kabir: 'Support' },
};

/** Roster places offered but not yet accepted. */
const INVITED: Record<string, PersonKey[]> = { 'Royal Barbarians': ['farhan'] };

const rosterOf = (name: string): DemoTeam['roster'] =>
  (Object.entries(ROSTERS[name] ?? {}) as [PersonKey, string][]).map(([person, position]) => ({
    person,
    position,
    invited: INVITED[name]?.includes(person) ?? false,
  }));

/** One game's teams, in seed order. */
const teamsOf = (game: GameId): DemoTeam[] =>
  TEAMS.filter(([gameId]) => gameId === game).map(([gameId, name, region, founded, description]) => ({
    name,
    gameId,
    region,
    founded,
    description,
    roster: rosterOf(name),
  }));

/** Every game's teams in seed order, strongest first: the tournaments seed their phases from it. */
const TEAMS: TeamLine[] = [
  [
    'bgmi',
    'Mumbai Mavericks',
    'Mumbai, Maharashtra',
    2021,
    'Aggressive early rotations and the cleanest zone calls in the West.',
  ],
  [
    'bgmi',
    'Hyderabad Hawks',
    'Hyderabad, Telangana',
    2020,
    'Patient, compound-heavy play; famous for late-circle clutches.',
  ],
  ['bgmi', 'Delhi Dragons', 'New Delhi', 2019, 'Veterans of three national LANs.'],
  ['bgmi', 'Chennai Cyclones', 'Chennai, Tamil Nadu', 2022, 'Young squad from the Chennai college circuit.'],
  [
    'bgmi',
    'Kolkata Knights',
    'Kolkata, West Bengal',
    2020,
    'Sniper-first lineup with a loyal Bengal fan base.',
  ],
  ['bgmi', 'Bengaluru Blaze', 'Bengaluru, Karnataka', 2021, 'Data-driven drops and tight utility usage.'],
  ['bgmi', 'Jaipur Jaguars', 'Jaipur, Rajasthan', 2023, 'Rajasthan champions, first national run.'],
  ['bgmi', 'Pune Predators', 'Pune, Maharashtra', 2022, 'Vehicle-heavy rotations, fearless third-partying.'],
  ['bgmi', 'Lucknow Lions', 'Lucknow, Uttar Pradesh', 2021, 'Consistent top-eight finishers.'],
  ['bgmi', 'Goa Gladiators', 'Panaji, Goa', 2023, 'Coastal squad with a flair for edge play.'],
  ['bgmi', 'Ahmedabad Arrows', 'Ahmedabad, Gujarat', 2022, 'Grinders who live for the final circle.'],
  ['bgmi', 'Kochi Krakens', 'Kochi, Kerala', 2020, "Kerala's longest-running BGMI roster."],
  ['bgmi', 'Nagpur Ninjas', 'Nagpur, Maharashtra', 2023, 'Stealthy, zone-edge specialists.'],
  ['bgmi', 'Indore Invictus', 'Indore, Madhya Pradesh', 2022, 'Central India qualifiers winners.'],
  ['bgmi', 'Surat Strikers', 'Surat, Gujarat', 2023, 'Fresh roster, big hopes.'],
  ['bgmi', 'Chandigarh Comets', 'Chandigarh', 2021, 'Tri-city squad built on close-range fights.'],
  ['bgmi', 'Bhopal Bulls', 'Bhopal, Madhya Pradesh', 2022, 'Hot-drop specialists from the lake city.'],
  ['bgmi', 'Patna Pirates', 'Patna, Bihar', 2023, 'Bihar open winners on their first national run.'],
  ['bgmi', 'Ranchi Rhinos', 'Ranchi, Jharkhand', 2022, 'Slow, heavy pushes and fearless finals.'],
  ['bgmi', 'Guwahati Gorillas', 'Guwahati, Assam', 2021, 'The North-East squad every lobby watches.'],
  ['bgmi', 'Vizag Vipers', 'Visakhapatnam, Andhra Pradesh', 2022, 'Coastal rotations, sharp spray.'],
  ['bgmi', 'Coimbatore Cobras', 'Coimbatore, Tamil Nadu', 2023, 'Compound holders with quick trades.'],
  ['bgmi', 'Mysuru Monarchs', 'Mysuru, Karnataka', 2022, 'Calm comms and long-range duels.'],
  ['bgmi', 'Nashik Nomads', 'Nashik, Maharashtra', 2023, 'Edge players who rotate late and live long.'],
  ['bgmi', 'Raipur Rangers', 'Raipur, Chhattisgarh', 2022, 'Grenade-heavy closers of the final zones.'],
  ['bgmi', 'Dehradun Daredevils', 'Dehradun, Uttarakhand', 2021, 'Hill-town squad with a taste for risk.'],
  ['bgmi', 'Amritsar Avengers', 'Amritsar, Punjab', 2022, "Punjab's most decorated roster."],
  ['bgmi', 'Jammu Jets', 'Jammu, Jammu and Kashmir', 2023, 'Fast vehicles, faster decisions.'],
  ['bgmi', 'Madurai Marauders', 'Madurai, Tamil Nadu', 2022, 'Third-party hunters of the south.'],
  ['bgmi', 'Udaipur Unicorns', 'Udaipur, Rajasthan', 2023, 'Newcomers who qualified through scrims.'],
  ['bgmi', 'Shillong Storm', 'Shillong, Meghalaya', 2021, 'Calm under pressure, lethal in the open.'],
  ['bgmi', 'Varanasi Vanguards', 'Varanasi, Uttar Pradesh', 2022, 'Disciplined squad with a steady IGL.'],
  ['valorant', 'Pune Phantoms', 'Pune, Maharashtra', 2022, 'Structured executes and a lethal Operator.'],
  ['valorant', 'Night Owls Esports', 'Bengaluru, Karnataka', 2021, 'Late-night scrim warriors.'],
  ['valorant', 'Crimson Tide', 'Mumbai, Maharashtra', 2020, 'Defence-first, retake masters.'],
  ['valorant', 'Himalayan Yetis', 'Dehradun, Uttarakhand', 2022, 'From the hills, cold as ice in clutches.'],
  ['valorant', 'Orbit Esports', 'Hyderabad, Telangana', 2021, 'Fast A-site hits.'],
  ['valorant', 'Nova Collective', 'Kolkata, West Bengal', 2023, 'Flex players, flexible comps.'],
  ['valorant', 'Shadow Syndicate', 'New Delhi', 2022, 'Lurk-heavy, info-driven.'],
  ['valorant', 'Bombay Bravehearts', 'Mumbai, Maharashtra', 2023, 'Up-and-coming Mumbai five.'],
  ['valorant', 'Deccan Chargers', 'Hyderabad, Telangana', 2021, 'Aggressive entries, tidy trades.'],
  ['valorant', 'Monsoon Mavericks', 'Kochi, Kerala', 2022, 'Slow defaults that end in late flanks.'],
  ['valorant', 'Saffron Spectres', 'Ahmedabad, Gujarat', 2023, 'Smokes first, questions later.'],
  ['valorant', 'Kaveri Kings', 'Bengaluru, Karnataka', 2022, 'College champions turned semi-pro.'],
  ['valorant', 'Thar Titans', 'Jodhpur, Rajasthan', 2023, 'Desert squad with a sharp Jett.'],
  ['valorant', 'Ganga Guardians', 'Varanasi, Uttar Pradesh', 2022, 'Retake specialists.'],
  ['valorant', 'Konkan Knights', 'Mangaluru, Karnataka', 2021, 'Utility-heavy executes.'],
  ['valorant', 'Eastern Eclipse', 'Bhubaneswar, Odisha', 2023, 'Odisha open winners.'],
  ['coc', 'Royal Barbarians', 'Pan-India', 2018, 'Level 20 war clan, 300+ war wins.'],
  ['coc', 'Dragon Riders India', 'Pan-India', 2017, 'Known for flawless Dragon Rider spam.'],
  ['coc', 'Hog Riders Hyderabad', 'Hyderabad, Telangana', 2019, 'Hybrid attacks, zero fails.'],
  ['coc', 'Golem Guild', 'Pune, Maharashtra', 2020, 'Slow and steady triples.'],
  ['coc', 'Electro Titans', 'Chennai, Tamil Nadu', 2021, 'Electro Dragon purists.'],
  ['coc', 'Pekka Warriors', 'Kolkata, West Bengal', 2019, 'Ground attacks, every war.'],
  ['freefire', 'Booyah Brothers', 'Lucknow, Uttar Pradesh', 2022, 'Rush squad that lives for the Booyah.'],
  ['freefire', 'Firestorm Squad', 'Guwahati, Assam', 2023, 'North-East champions.'],
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
  /** With a `squad` kind, a team without demo people gets a full squad of its own players. */
  const write = async (teams: DemoTeam[], squad?: SquadKind) => {
    const rows: TeamRow[] = [];
    for (const [index, { roster, ...fields }] of teams.entries()) {
      const captain = roster[0] ? users[roster[0].person] : null;
      const row = await findOrCreate(
        em,
        Team,
        { name: fields.name, gameId: fields.gameId },
        { id: crypto.randomUUID(), ...fields, createdBy: captain },
      );
      for (const [i, { person, position, invited }] of roster.entries()) {
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
        squad && roster.length === 0
          ? await writeSquadPlayers(em, clock, row, index, squad)
          : roster.filter(({ invited }) => !invited).map(({ person }) => users[person].id),
      );
      rows.push(row);
    }
    return rows;
  };
  return {
    bgmi: await write(teamsOf('bgmi'), SHOOTER_SQUAD),
    valorant: await write(teamsOf('valorant')),
    // The war league's clans attack with lineups of their own.
    coc: await write(teamsOf('coc'), CLAN_SQUAD),
    freefire: await write(teamsOf('freefire')),
    rosterOf: (row) => rosters.get(row.id) ?? [],
  };
}
