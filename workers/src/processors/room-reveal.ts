import { revealedRoomMessage, revealLobbyRoom, roomRevealJob } from '@galaxia/core/server';
import { CANNOT_DM_USER, DiscordApiError } from '../clients/discord-rest-client.ts';
import { deliverOnce, failDelivery } from '../notices/deliver-once.ts';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

/**
 * Sends a lobby's players their room ID and password at the reveal time: an in-app notification, and a
 * Discord DM to each rostered player (never a channel, where others would read it). The use case
 * re-reads the match: a room moved or changed makes the job a no-op, and each DM goes out once per room.
 */
export function roomRevealProcessor(
  services: Pick<WorkerServices, 'orm' | 'discord'>,
): Processor<typeof roomRevealJob> {
  return {
    definition: roomRevealJob,
    async run({ lobbyMatchId }, { redis }) {
      const revealed = await revealLobbyRoom(services.orm.em.fork(), lobbyMatchId);
      const message = await revealedRoomMessage(services.orm.em.fork(), lobbyMatchId);
      if (!message) return revealed;
      const dms: Record<string, string> = {};
      for (const discordUserId of message.discordUserIds) {
        dms[discordUserId] = await deliverOnce(redis, `${message.deliveryKey}.${discordUserId}`, (nonce) =>
          services.discord.sendDirectMessage(discordUserId, { content: message.content, nonce }),
        ).catch((error: unknown) => {
          // A player who closed their DMs still has the notification on the site.
          if (error instanceof DiscordApiError && error.code === CANNOT_DM_USER) return 'dms-closed';
          return failDelivery(error);
        });
      }
      return { ...revealed, dms };
    },
  };
}
