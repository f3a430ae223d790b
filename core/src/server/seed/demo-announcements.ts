import type { AnnouncementType } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Announcement } from '../db/entities/index.ts';
import type { DemoClock } from './demo-clock.ts';
import type { UserRow } from './demo-people.ts';
import type { TournamentRow } from './write-tournament.ts';

export interface DemoAnnouncement {
  type: AnnouncementType;
  title: string;
  content: string;
  hoursAgo: number;
}

/** Newest first, as the announcements page lists them. */
export const ONGOING_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    type: 'important',
    title: 'Quarter-final 3 result under review',
    content:
      'A dispute was raised on the third quarter-final. Both teams have sent their evidence; the admins will post the final score within 24 hours. The semi-final schedule is not affected.',
    hoursAgo: 3,
  },
  {
    type: 'warning',
    title: 'Check-in closes 30 minutes before your match',
    content:
      'Captains must check in 30 minutes before the scheduled time. Room details are shared 15 minutes before the match; a team not in the lobby within 10 minutes forfeits.',
    hoursAgo: 26,
  },
  {
    type: 'info',
    title: 'Playoff bracket is live',
    content:
      'The group stage is complete. Group winners and runners-up are seeded into the playoffs; every series from the quarter-finals is best of 3. Good luck to all eight teams!',
    hoursAgo: 5 * 24,
  },
  {
    type: 'info',
    title: 'Group stage schedule published',
    content:
      'All group matches are on the calendar. Reps can see their match times on the matches page. Streams of selected matches will be announced on Discord.',
    hoursAgo: 24 * 24,
  },
];

export const PAST_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    type: 'info',
    title: 'Prize payouts sent',
    content:
      'Prize money has been transferred to the captains of the top four teams. Payouts are made within 7 business days; contact the admins on Discord if yours has not arrived.',
    hoursAgo: 30 * 24,
  },
  {
    type: 'important',
    title: 'We have our champions!',
    content:
      'What a grand final! Thank you to all eight teams, our casters and everyone who tuned in. See you in Season 2.',
    hoursAgo: 43 * 24,
  },
];

export const OPEN_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    type: 'warning',
    title: 'Line-ups must match the Town Hall breakdown',
    content:
      'Registered line-ups are checked against the breakdown on the event page. Every player must verify their Clash of Clans account with an API token before the league starts.',
    hoursAgo: 20,
  },
  {
    type: 'info',
    title: 'Registration is open',
    content: 'The second registration window is open. Captains can register their clan from the event page.',
    hoursAgo: 2 * 24,
  },
];

export function writeAnnouncements(
  em: EntityManager,
  clock: DemoClock,
  tournament: TournamentRow,
  author: UserRow,
  announcements: DemoAnnouncement[],
): void {
  for (const { type, title, content, hoursAgo } of announcements) {
    em.create(Announcement, {
      tournament,
      author,
      type,
      title,
      content,
      createdAt: clock.plusMinutes(clock.now, -hoursAgo * 60),
    });
  }
}
