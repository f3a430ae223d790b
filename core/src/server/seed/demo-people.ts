import type { GameId } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DiscordServer, ServerMembership, User, UserSettings } from '../db/entities/index.ts';
import type { DemoClock } from './demo-clock.ts';
import { findOrCreate } from './find-or-create.ts';

export type UserRow = InferEntity<typeof User>;
type ServerRow = InferEntity<typeof DiscordServer>;

/** The demo people; everyone is from India unless said otherwise. */
const PEOPLE = {
  aarav: { discordId: '1089412270384361502', name: 'Aarav Mehta' },
  priya: { discordId: '1091734852609187861', name: 'Priya Iyer' },
  rohan: { discordId: '1102938475610293847', name: 'Rohan Kapoor' },
  kabir: { discordId: '1110293847561029384', name: 'Kabir Singh' },
  ananya: { discordId: '1118273645091827364', name: 'Ananya Reddy' },
  vikram: { discordId: '1120394857610293841', name: 'Vikram Joshi' },
  meera: { discordId: '1127364509182736450', name: 'Meera Pillai' },
  arjun: { discordId: '1130495867102938472', name: 'Arjun Das', nationality: 'Bangladesh' },
  ishaan: { discordId: '1138475610293847563', name: 'Ishaan Malhotra' },
  sneha: { discordId: '1140596871029384756', name: 'Sneha Kulkarni' },
  tenzin: { discordId: '1148576901928374651', name: 'Tenzin Dorje', nationality: 'Nepal' },
  farhan: { discordId: '1150697812039485762', name: 'Farhan Qureshi', nationality: 'Sri Lanka' },
} satisfies Record<string, { discordId: string; name: string; nationality?: string }>;

export type PersonKey = keyof typeof PEOPLE;

/** The organisers and the caster introduce themselves; the players leave their bio empty. */
const BIOS: Partial<Record<PersonKey, string>> = {
  aarav: 'Runs Galaxia Esports. Ten years of LAN nights, now running them online.',
  priya: 'Community lead at Clash India. Town Hall 16, war every weekend.',
  rohan: 'Caster and streamer (RogueCaster). Hindi and English commentary.',
};

const SERVERS = {
  galaxia: { id: '1075839201746382910', name: 'Galaxia Esports' },
  clashIndia: { id: '1079384756102938475', name: 'Clash India Community' },
  valorantHub: { id: '1083746501928374650', name: 'Valorant India Hub' },
} as const;

export type ServerKey = keyof typeof SERVERS;

/** Who sits in which server: the organisers administer, players are ordinary members. */
const MEMBERSHIPS: { person: PersonKey; server: ServerKey; isAdmin: boolean; isOwner?: boolean }[] = [
  { person: 'aarav', server: 'galaxia', isAdmin: true, isOwner: true },
  { person: 'aarav', server: 'valorantHub', isAdmin: true },
  { person: 'priya', server: 'clashIndia', isAdmin: true, isOwner: true },
  { person: 'priya', server: 'galaxia', isAdmin: true },
  { person: 'rohan', server: 'galaxia', isAdmin: false },
  { person: 'kabir', server: 'galaxia', isAdmin: false },
  { person: 'ananya', server: 'galaxia', isAdmin: false },
  { person: 'ishaan', server: 'clashIndia', isAdmin: false },
  { person: 'sneha', server: 'valorantHub', isAdmin: false },
];

const SETTINGS: {
  person: PersonKey;
  preferredGames: GameId[];
  profilePrivacy?: 'public' | 'friends' | 'private';
  emailNotifications?: boolean;
}[] = [
  { person: 'kabir', preferredGames: ['bgmi', 'valorant'] },
  { person: 'ananya', preferredGames: ['bgmi'], profilePrivacy: 'friends' },
  { person: 'ishaan', preferredGames: ['coc', 'bgmi'] },
  { person: 'sneha', preferredGames: ['valorant'], emailNotifications: false },
  { person: 'rohan', preferredGames: ['bgmi', 'valorant', 'freefire'], profilePrivacy: 'public' },
];

export interface DemoPeople {
  users: Record<PersonKey, UserRow>;
  servers: Record<ServerKey, ServerRow>;
}

export async function writePeople(em: EntityManager, clock: DemoClock): Promise<DemoPeople> {
  const users = {} as Record<PersonKey, UserRow>;
  for (const [key, person] of Object.entries(PEOPLE) as [PersonKey, (typeof PEOPLE)[PersonKey]][]) {
    users[key] = await findOrCreate(
      em,
      User,
      { discordId: person.discordId },
      {
        id: crypto.randomUUID(),
        nationality: 'India',
        ...person,
        avatar: null,
        bio: BIOS[key] ?? null,
        isDemo: true,
        createdAt: clock.plusMinutes(clock.now, -200 * 24 * 60),
      },
    );
  }
  const servers = {} as Record<ServerKey, ServerRow>;
  for (const [key, server] of Object.entries(SERVERS) as [ServerKey, (typeof SERVERS)[ServerKey]][]) {
    servers[key] = await findOrCreate(em, DiscordServer, { id: server.id }, { ...server });
  }
  for (const { person, server, isAdmin, isOwner = false } of MEMBERSHIPS) {
    const user = users[person];
    await findOrCreate(
      em,
      ServerMembership,
      { user, server: servers[server] },
      { user, server: servers[server], isAdmin, isOwner },
    );
  }
  for (const { person, ...settings } of SETTINGS) {
    const user = users[person];
    await findOrCreate(em, UserSettings, { user }, { user, ...settings });
  }
  return { users, servers };
}
