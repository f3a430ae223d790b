import type { TournamentUpdate } from '@galaxia/core';
import type { DiscordNotification } from '../../../jobs/discord-notification-job.ts';
import type { WebhookEventRef } from '../../../jobs/webhook-jobs.ts';

/**
 * The webhook events a committed write's live updates and Discord notices stand for (the same facts
 * reach every outside party). Facts no notice carries (a reported score, a match check-in) are
 * recorded by their use case with `effects.webhook`.
 */
export function webhookEventsOf(
  updates: readonly TournamentUpdate[],
  notifications: readonly DiscordNotification[],
): WebhookEventRef[] {
  const fromUpdates = updates.flatMap((update): WebhookEventRef[] => {
    if (update.type === 'registration')
      return [{ type: 'registration.updated', teamId: update.teamId, status: update.status }];
    if (update.type === 'phase' && update.status === 'completed')
      return [{ type: 'phase.completed', phaseIndex: update.phaseIndex }];
    return [];
  });
  const fromNotices = notifications.flatMap((notice): WebhookEventRef[] => {
    switch (notice.kind) {
      case 'match-scheduled':
        return [{ type: 'match.scheduled', matchId: notice.matchId }];
      case 'match-disputed':
        return [{ type: 'match.disputed', matchId: notice.matchId }];
      case 'match-completed':
        return [{ type: 'match.confirmed', matchId: notice.matchId }];
      case 'ruling':
        return [{ type: 'match.ruled', rulingId: notice.rulingId }];
      case 'phase-started':
        return [{ type: 'phase.started', phaseId: notice.phaseId }];
      case 'tournament-completed':
        return [{ type: 'tournament.champion' }];
      default:
        return [];
    }
  });
  return [...fromUpdates, ...fromNotices];
}

/** Results first, then what they close, start and end: a receiver never hears of a champion before the final. */
export const webhookEventRank = (event: WebhookEventRef): number =>
  event.type === 'phase.completed'
    ? 1
    : event.type === 'phase.started'
      ? 2
      : event.type === 'tournament.champion'
        ? 3
        : 0;
