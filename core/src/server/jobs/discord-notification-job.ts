import { z } from 'zod';
import { defineJob } from './define-job.ts';

const tournamentId = z.uuid();
const matchId = z.uuid();
const resultVersion = z.number().int().nonnegative().optional();

/**
 * What the bot posts in the tournament server's notification channel. Payloads name rows, not their
 * text: the processor reads the current state and skips what no longer holds (a deleted announcement,
 * a match rescheduled again since).
 */
export const discordNotificationSchema = z.discriminatedUnion('kind', [
  /** `log`: also a line in the log channel (what a ruling changed, posted as an announcement). */
  z.object({
    kind: z.literal('announcement'),
    tournamentId,
    announcementId: z.uuid(),
    log: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal('match-scheduled'),
    tournamentId,
    matchId,
    scheduledTime: z.iso.datetime({ offset: true }),
  }),
  z.object({ kind: z.literal('match-disputed'), tournamentId, matchId }),
  /**
   * `resultVersion`: the match row's version when its result was decided. A ruling or correction of a
   * completed match is a new fact, posted again (the post reads the match as it stands then), so the
   * last result post of a match always shows the stored result.
   */
  z.object({ kind: z.literal('match-completed'), tournamentId, matchId, resultVersion }),
  /**
   * `automatic`: started by the close of the phases feeding it, not by an organiser. `startedAt` tells a
   * start apart from the start again that a correction of the qualifiers causes: each is posted.
   */
  z.object({
    kind: z.literal('phase-started'),
    tournamentId,
    phaseId: z.uuid(),
    automatic: z.boolean().default(false),
    startedAt: z.iso.datetime({ offset: true }).optional(),
  }),
  z.object({ kind: z.literal('tournament-completed'), tournamentId }),
  /**
   * Squads that did not check in for a lobby map and score 0 for it, as a duel's no-show forfeit is
   * posted with its result. `closedAt`: the close that forfeited them (a map moved since closes again).
   */
  z.object({
    kind: z.literal('lobby-no-show'),
    tournamentId,
    lobbyMatchId: z.uuid(),
    closedAt: z.iso.datetime({ offset: true }),
  }),
  /** An organiser ruling (resolve, correct, forfeit, disqualify…), for the server's log channel. */
  z.object({ kind: z.literal('ruling'), tournamentId, rulingId: z.uuid() }),
  /** An organiser resolved a disputed result, for the log channel. */
  z.object({ kind: z.literal('dispute-resolved'), tournamentId, matchId, resultVersion }),
]);
export type DiscordNotification = z.infer<typeof discordNotificationSchema>;

/** One message per fact: a retried request or job never posts the same thing twice. */
const notificationJobId = (notification: DiscordNotification): string => {
  switch (notification.kind) {
    case 'announcement':
      return `discord.announcement.${notification.announcementId}`;
    case 'match-scheduled':
      return `discord.match-scheduled.${notification.matchId}.${Date.parse(notification.scheduledTime)}`;
    case 'match-disputed':
      return `discord.${notification.kind}.${notification.matchId}`;
    case 'match-completed':
    case 'dispute-resolved':
      return notification.resultVersion === undefined
        ? `discord.${notification.kind}.${notification.matchId}`
        : `discord.${notification.kind}.${notification.matchId}.v${notification.resultVersion}`;
    case 'phase-started':
      return notification.startedAt
        ? `discord.phase-started.${notification.phaseId}.${Date.parse(notification.startedAt)}`
        : `discord.phase-started.${notification.phaseId}`;
    case 'tournament-completed':
      return `discord.tournament-completed.${notification.tournamentId}`;
    case 'lobby-no-show':
      return `discord.lobby-no-show.${notification.lobbyMatchId}.${Date.parse(notification.closedAt)}`;
    case 'ruling':
      return `discord.ruling.${notification.rulingId}`;
  }
};

export const discordNotificationJob = defineJob({
  queue: 'discord-notifications',
  name: 'discord.notification',
  schema: discordNotificationSchema,
  jobId: notificationJobId,
  attempts: 5,
});
