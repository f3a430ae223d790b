import type { EntityManager } from '@mikro-orm/postgresql';
import { TeamMember, User } from '../db/entities/index.ts';
import type { DemoClock } from './demo-clock.ts';
import { findOrCreate } from './find-or-create.ts';

/** A squad's positions, and the Discord id prefix that keeps one game's generated players apart from another's. */
export interface SquadKind {
  positions: readonly string[];
  discordPrefix: string;
}

export const SHOOTER_SQUAD: SquadKind = {
  positions: ['IGL', 'Assaulter', 'Support', 'Sniper'],
  discordPrefix: '1190',
};
export const CLAN_SQUAD: SquadKind = {
  positions: ['Leader', 'Co-leader', 'Elder', 'Member'],
  discordPrefix: '1191',
};
const HANDLES = [
  'Viper',
  'Ghost',
  'Raze',
  'Falcon',
  'Spectre',
  'Titan',
  'Rogue',
  'Blaze',
  'Hunter',
  'Nova',
  'Phantom',
  'Storm',
  'Zenith',
  'Cobra',
  'Fury',
  'Arrow',
  'Jinn',
  'Kaal',
  'Shiva',
  'Toofan',
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((word) => word[0])
    .join('');

/**
 * Four players for a squad (or a clan's war lineup) the demo people do not play for, so every team's
 * figures come from a real roster. Ordinary (not demo) accounts with a stable Discord id, reused on a
 * second seed.
 */
export async function writeSquadPlayers(
  em: EntityManager,
  clock: DemoClock,
  team: { id: string; name: string },
  squadIndex: number,
  { positions, discordPrefix }: SquadKind = SHOOTER_SQUAD,
): Promise<string[]> {
  const players: string[] = [];
  for (const [i, position] of positions.entries()) {
    const number = squadIndex * positions.length + i;
    const user = await findOrCreate(
      em,
      User,
      { discordId: `${discordPrefix}${String(number).padStart(14, '0')}` },
      {
        id: crypto.randomUUID(),
        discordId: `${discordPrefix}${String(number).padStart(14, '0')}`,
        name: `${initials(team.name)} ${HANDLES[(squadIndex * 7 + i * 3) % HANDLES.length]}`,
        avatar: null,
        bio: null,
        nationality: 'India',
        createdAt: clock.plusMinutes(clock.now, -150 * 24 * 60),
      },
    );
    await findOrCreate(
      em,
      TeamMember,
      { team: team.id, user },
      {
        team: team.id,
        user,
        role: i === 0 ? 'captain' : 'member',
        status: 'active',
        position,
        joinedAt: clock.plusMinutes(clock.now, -(110 - i) * 24 * 60),
      },
    );
    players.push(user.id);
  }
  return players;
}
