import type { EntityManager } from '@mikro-orm/postgresql';
import { Community, CommunitySeries, CommunityStaff, CommunityStaffAudit } from '../db/entities/index.ts';
import type { DemoClock } from './demo-clock.ts';
import type { DemoPeople } from './demo-people.ts';
import { PAST_VALORANT, type TournamentPlan } from './demo-tournaments.ts';
import { findOrCreate } from './find-or-create.ts';

/** The Monsoon Cup's second season: played and finished after the first, before the Challengers League. */
export const MONSOON_SEASON_2: TournamentPlan = {
  ...PAST_VALORANT,
  seasonNumber: 2,
  publishDay: -88,
  registration: [{ startDay: -84, endDay: -62, startTime: '10:00', endTime: '23:59' }],
  calendarStartDay: -56,
};

/** Its third season, started from the second ("Start next season") and still a draft. */
export const MONSOON_SEASON_3: TournamentPlan = {
  ...PAST_VALORANT,
  seasonNumber: 3,
  lifecycle: 'draft',
  publishDay: -1,
  registration: [{ startDay: 6, endDay: 20, startTime: '10:00', endTime: '23:59' }],
  calendarStartDay: 27,
};

/** The circuit points the Monsoon Cup awards by final placing. */
const MONSOON_CIRCUIT = [
  { from: 1, to: 1, points: 100 },
  { from: 2, to: 2, points: 70 },
  { from: 3, to: 4, points: 50 },
  { from: 5, to: 8, points: 20 },
];

/**
 * Valorant India Hub's community home: its page at /c/valorant-india-hub, the Monsoon Cup's circuit
 * leaderboard, and staff its admin appointed (each grant audited, as the use case records it). Kept
 * when the tournaments are removed, so a second seed finds and reuses them.
 */
export async function writeDemoCommunity(
  em: EntityManager,
  clock: DemoClock,
  { users, servers }: DemoPeople,
) {
  const server = servers.valorantHub;
  await findOrCreate(
    em,
    Community,
    { server: server.id },
    {
      server,
      slug: 'valorant-india-hub',
      description:
        'Home of the **Valorant Monsoon Cup**: eight teams a season, double elimination, every series best of 3.',
      inviteUrl: 'https://discord.gg/valorant-india-hub',
      socials: [{ label: 'YouTube', url: 'https://www.youtube.com/@valorantindiahub' }],
    },
  );
  const series = { server, name: PAST_VALORANT.eventName, pointsTable: MONSOON_CIRCUIT };
  await findOrCreate(em, CommunitySeries, { server: server.id, name: series.name }, series);
  const grantedAt = clock.at(clock.day(-100), '12:00');
  for (const [person, role] of [
    ['meera', 'co_organiser'],
    ['rohan', 'streamer'],
  ] as const) {
    if (await em.count(CommunityStaff, { server: server.id, user: users[person].id, role })) continue;
    em.create(CommunityStaff, { server, user: users[person], role, grantedAt });
    em.create(CommunityStaffAudit, {
      server,
      user: users[person],
      userName: users[person].name,
      role,
      action: 'granted',
      actor: users.aarav,
      at: grantedAt,
    });
  }
}
