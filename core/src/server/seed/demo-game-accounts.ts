import type { EntityManager } from '@mikro-orm/postgresql';
import { GameAccount } from '../db/entities/index.ts';
import type { DemoClock } from './demo-clock.ts';
import type { PersonKey, UserRow } from './demo-people.ts';
import { findOrCreate } from './find-or-create.ts';

type Verification =
  | { status: 'verified'; daysAgo: number }
  | { status: 'pending'; daysAgo: number }
  | { status: 'rejected'; daysAgo: number; reason: string };

interface DemoAccount {
  person: PersonKey;
  gameId: 'coc' | 'bgmi';
  inGameId: string;
  inGameName: string;
  verification: Verification;
}

const verified = (daysAgo: number): Verification => ({ status: 'verified', daysAgo });

/**
 * Clash of Clans accounts are checked by the game's API (no reviewer); BGMI ones by an organiser
 * watching the video. The evidence videos themselves are not seeded: there are no demo files on disk.
 */
const ACCOUNTS: DemoAccount[] = [
  {
    person: 'kabir',
    gameId: 'bgmi',
    inGameId: '5123678901',
    inGameName: 'MavKabir',
    verification: verified(60),
  },
  {
    person: 'vikram',
    gameId: 'bgmi',
    inGameId: '5234789012',
    inGameName: 'VikXD',
    verification: verified(58),
  },
  {
    person: 'meera',
    gameId: 'bgmi',
    inGameId: '5345890123',
    inGameName: 'MeeraOP',
    verification: verified(57),
  },
  {
    person: 'tenzin',
    gameId: 'bgmi',
    inGameId: '5456901243',
    inGameName: 'YetiTenzin',
    verification: {
      status: 'rejected',
      daysAgo: 59,
      reason: 'The character ID in the video (5456901234) does not match the ID you entered.',
    },
  },
  {
    person: 'tenzin',
    gameId: 'bgmi',
    inGameId: '5456901234',
    inGameName: 'YetiTenzin',
    verification: verified(56),
  },
  {
    person: 'ananya',
    gameId: 'bgmi',
    inGameId: '5567012345',
    inGameName: 'HawkAnanya',
    verification: verified(55),
  },
  {
    person: 'arjun',
    gameId: 'bgmi',
    inGameId: '5678123456',
    inGameName: 'ArjunSpray',
    verification: verified(55),
  },
  {
    person: 'farhan',
    gameId: 'bgmi',
    inGameId: '5789234567',
    inGameName: 'FarhanFF',
    verification: verified(54),
  },
  {
    person: 'ishaan',
    gameId: 'bgmi',
    inGameId: '5890345678',
    inGameName: 'IshKing',
    verification: verified(54),
  },
  {
    person: 'sneha',
    gameId: 'bgmi',
    inGameId: '5901456789',
    inGameName: 'SnehaSnipes',
    verification: { status: 'pending', daysAgo: 1 },
  },
  {
    person: 'ishaan',
    gameId: 'coc',
    inGameId: '#2PYLQ8RJ',
    inGameName: 'Ishaan',
    verification: verified(30),
  },
  { person: 'meera', gameId: 'coc', inGameId: '#9GRJCUV2', inGameName: 'Meera', verification: verified(29) },
  {
    person: 'arjun',
    gameId: 'coc',
    inGameId: '#8QULY0P9',
    inGameName: 'ArjunTH15',
    verification: verified(28),
  },
  {
    person: 'farhan',
    gameId: 'coc',
    inGameId: '#P0LYQ28C',
    inGameName: 'Farhan',
    verification: { status: 'pending', daysAgo: 0 },
  },
];

export async function writeGameAccounts(
  em: EntityManager,
  clock: DemoClock,
  users: Record<PersonKey, UserRow>,
  reviewer: UserRow,
): Promise<void> {
  for (const { person, gameId, inGameId, inGameName, verification } of ACCOUNTS) {
    const submittedAt = clock.plusMinutes(clock.now, -verification.daysAgo * 24 * 60 - 90);
    const reviewedAt = clock.plusMinutes(submittedAt, 45);
    const byVideo = gameId === 'bgmi';
    await findOrCreate(
      em,
      GameAccount,
      { gameId, inGameId },
      {
        user: users[person],
        gameId,
        inGameId,
        inGameName,
        status: verification.status,
        method: byVideo ? 'bgmi_video' : 'coc_token',
        rejectionReason: verification.status === 'rejected' ? verification.reason : null,
        reviewedBy: byVideo && verification.status !== 'pending' ? reviewer : null,
        verifiedAt: verification.status === 'verified' ? reviewedAt : null,
        createdAt: submittedAt,
      },
    );
  }
}
