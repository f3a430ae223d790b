import type { TournamentUpdate } from '@galaxia/core';
import { now as clockNow } from '../../../clock.ts';
import { discordNotificationJob } from '../../../jobs/discord-notification-job.ts';
import { discordRolesJob } from '../../../jobs/discord-roles-job.ts';
import type { JobQueues } from '../../../jobs/enqueue.ts';
import { afterWriteCommits } from '../../../jobs/job-outbox.ts';
import { lobbyCheckInCloseJob } from '../../../jobs/lobby-check-in-close-job.ts';
import { matchCheckInCloseJob } from '../../../jobs/match-check-in-close-job.ts';
import { matchReminderJob, reminderDelayMs } from '../../../jobs/match-reminder-job.ts';
import { matchThreadJob } from '../../../jobs/match-thread-job.ts';
import { matchVetoOpenJob } from '../../../jobs/match-veto-open-job.ts';
import { matchVetoTimeoutJob } from '../../../jobs/match-veto-timeout-job.ts';
import { webhookEventJob } from '../../../jobs/webhook-jobs.ts';
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
 * match removes the delayed job and adds it again; a match set in the past gets no reminder (a lobby map
 * set in the past has its check-in closed at once).
 */
export const queuePorts = (
  queues: Pick<JobQueues, 'enqueue' | 'queue'>,
): Required<
  Pick<
    CompetitionPorts,
    | 'notify'
    | 'schedule'
    | 'lobbyCheckInClose'
    | 'syncThreads'
    | 'syncRoles'
    | 'vetoTimer'
    | 'vetoOpening'
    | 'webhook'
  >
> => {
  const vetoOpening: NonNullable<CompetitionPorts['vetoOpening']> = async (opening) => {
    const delayMs = Math.max(0, Date.parse(opening.opensAt) - clockNow().getTime());
    await queues.enqueue(matchVetoOpenJob, opening, { delayMs });
  };
  return {
    vetoOpening,
    notify: async (notification) => {
      await queues.enqueue(discordNotificationJob, notification);
    },
    syncThreads: async (sync) => {
      await queues.enqueue(matchThreadJob, sync);
    },
    syncRoles: async ({ tournamentId, teamId }) => {
      await queues.enqueue(discordRolesJob, { tournamentId, teamId, at: clockNow().toISOString() });
    },
    vetoTimer: async (timer) => {
      const delayMs = Math.max(1, Date.parse(timer.deadline) - clockNow().getTime());
      await queues.enqueue(matchVetoTimeoutJob, timer, { delayMs });
    },
    // Each event gets its id here, once: every delivery attempt of it carries the same id.
    webhook: async (tournamentId, event) => {
      await queues.enqueue(webhookEventJob, {
        ...event,
        id: crypto.randomUUID(),
        tournamentId,
        createdAt: clockNow().toISOString(),
      });
    },
    // A lobby map's check-in closes at its time; a map set (or moved) into the past closes at once, or
    // its no-shows would never be decided.
    lobbyCheckInClose: async ({ tournamentId, lobbyMatchId, scheduledTime }) => {
      const delayMs = Math.max(0, scheduledTime.getTime() - clockNow().getTime());
      await queues.enqueue(
        lobbyCheckInCloseJob,
        { tournamentId, lobbyMatchId, scheduledTime: scheduledTime.toISOString() },
        { delayMs },
      );
    },
    schedule: async ({ tournamentId, matchId, scheduledTime, vetoOpensAt }) => {
      const payload = { tournamentId, matchId, scheduledTime: scheduledTime.toISOString() };
      const now = clockNow();
      if (scheduledTime.getTime() <= now.getTime()) return;
      await queues.enqueue(matchReminderJob, payload, { delayMs: reminderDelayMs(scheduledTime, now) });
      // Check-in closes at the match's time.
      await queues.enqueue(matchCheckInCloseJob, payload, {
        delayMs: scheduledTime.getTime() - now.getTime(),
      });
      if (vetoOpensAt) await vetoOpening({ ...payload, opensAt: vetoOpensAt.toISOString() });
    },
  };
};

/** The ports of a process that writes (the api's routes, the bot, the workers): live updates and jobs. */
export const competitionPortsOf = (
  redis: Pick<Redis, 'publish'>,
  queues: Pick<JobQueues, 'enqueue' | 'queue'>,
): CompetitionPorts => ({ publish: redisPublisher(redis), ...queuePorts(queues) });
