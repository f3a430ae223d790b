import type { TournamentUpdate } from '@galaxia/core';
import { now as clockNow } from '../../../clock.ts';
import { discordNotificationJob } from '../../../jobs/discord-notification-job.ts';
import { discordRolesJob } from '../../../jobs/discord-roles-job.ts';
import type { JobQueues } from '../../../jobs/enqueue.ts';
import { afterWriteCommits } from '../../../jobs/job-outbox.ts';
import { matchCheckInCloseJob } from '../../../jobs/match-check-in-close-job.ts';
import { matchReminderJob, reminderDelayMs } from '../../../jobs/match-reminder-job.ts';
import { matchThreadJob } from '../../../jobs/match-thread-job.ts';
import type { Redis } from '../../../redis.ts';
import type { CompetitionPorts } from './competition-ports.ts';

/** The Redis pub/sub channel a tournament's live updates travel on. */
export const tournamentUpdatesChannel = (tournamentId: string): string => `galaxia:events:${tournamentId}`;

/** Live updates through Redis pub/sub, so every api process can tell its own open pages. */
export const redisPublisher =
  (redis: Pick<Redis, 'publish'>): NonNullable<CompetitionPorts['publish']> =>
  async (tournamentId: string, update: TournamentUpdate) => {
    await afterWriteCommits(() =>
      redis.publish(tournamentUpdatesChannel(tournamentId), JSON.stringify(update)),
    );
  };

/**
 * Notifications, reminders and check-in closes as BullMQ jobs. Each keeps one job id per match, so moving the
 * match removes the delayed job and adds it again; a match set in the past gets no reminder.
 */
export const queuePorts = (
  queues: Pick<JobQueues, 'enqueue' | 'queue'>,
): Required<Pick<CompetitionPorts, 'notify' | 'schedule' | 'syncThreads' | 'syncRoles'>> => ({
  notify: async (notification) => {
    await queues.enqueue(discordNotificationJob, notification);
  },
  syncThreads: async (sync) => {
    await queues.enqueue(matchThreadJob, sync);
  },
  syncRoles: async ({ tournamentId, teamId }) => {
    await queues.enqueue(discordRolesJob, { tournamentId, teamId, at: clockNow().toISOString() });
  },
  schedule: async ({ tournamentId, matchId, scheduledTime }) => {
    const payload = { tournamentId, matchId, scheduledTime: scheduledTime.toISOString() };
    const now = clockNow();
    if (scheduledTime.getTime() <= now.getTime()) return;
    await queues.enqueue(matchReminderJob, payload, { delayMs: reminderDelayMs(scheduledTime, now) });
    // Check-in closes at the match's time.
    await queues.enqueue(matchCheckInCloseJob, payload, {
      delayMs: scheduledTime.getTime() - now.getTime(),
    });
  },
});
