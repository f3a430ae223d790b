import { loadMatchReminderFacts, matchReminderJob, notifyCheckInOpen } from '@galaxia/core/server';
import { CANNOT_DM_USER, DiscordApiError } from '../clients/discord-rest-client.ts';
import { deliverOnce, failDelivery, postOnce } from '../notices/deliver-once.ts';
import { reminderMessage } from '../notices/render-notice.ts';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

/** A reminder is up to four requests (two DM channels, two messages). */
const REMINDERS_PER_SECOND = 5;

/**
 * Reminds both teams at check-in time: in every player's notification centre, and in the server's
 * notification channel when it has one, else by DM to each captain. A reminder for a time the match no longer has is dropped. Each delivery is keyed
 * by the match and its time, so a retry never reminds anyone twice and a reschedule reminds again.
 */
export function matchReminderProcessor(
  services: Pick<WorkerServices, 'orm' | 'discord' | 'publicUrl'>,
): Processor<typeof matchReminderJob> {
  return {
    definition: matchReminderJob,
    queue: { limiter: { max: REMINDERS_PER_SECOND, duration: 1000 } },
    async run(reminder, { redis }) {
      const facts = await loadMatchReminderFacts(services.orm.em.fork(), reminder);
      if (!facts) return { outcome: 'stale' };
      const message = reminderMessage(facts, services.publicUrl);
      const key = `reminder.${reminder.matchId}.${facts.match.scheduledTime.getTime()}`;
      // The notification centre hears of it once, whatever happens to the Discord delivery below.
      await deliverOnce(redis, `${key}.inbox`, () => notifyCheckInOpen(services.orm.em.fork(), reminder));
      const channelId = facts.tournament.notificationChannelId;
      if (channelId) {
        const outcome = await postOnce(redis, `${key}.channel`, services.discord, channelId, message);
        return { outcome, channelId };
      }
      const reached: string[] = [];
      for (const captain of facts.captains) {
        try {
          await deliverOnce(redis, `${key}.dm.${captain.discordId}`, (nonce) =>
            services.discord.sendDirectMessage(captain.discordId, { ...message, nonce }),
          );
          reached.push(captain.discordId);
        } catch (error) {
          // A captain who closed their DMs cannot be reminded this way; the other team still is.
          if (!(error instanceof DiscordApiError && error.code === CANNOT_DM_USER)) failDelivery(error);
        }
      }
      return { outcome: 'sent', dms: reached };
    },
  };
}
