import { messages } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LobbyMatch, User } from '../../db/entities/index.ts';
import { playingRostersOf } from './internal/lobby-access.ts';

export interface RevealedRoomMessage {
  /** One per room and reveal: a new room or time is a new message. */
  deliveryKey: string;
  content: string;
  /** The Discord ids of the lobby's rostered players: the room goes to them only, never to a channel. */
  discordUserIds: string[];
}

/** The room details a lobby's players get by Discord DM once they are revealed; null before. */
export async function revealedRoomMessage(
  em: EntityManager,
  lobbyMatchId: string,
): Promise<RevealedRoomMessage | null> {
  const match = await em.findOne(LobbyMatch, { id: lobbyMatchId }, { populate: ['lobby'] });
  if (!match?.roomId || !match.roomPassword || !match.roomNotifiedAt) return null;
  const rosters = await playingRostersOf(em, match.tournament.id, match.lobby.teams);
  const userIds = [...rosters.values()].flat();
  const users = userIds.length === 0 ? [] : await em.find(User, { id: { $in: userIds } });
  return {
    deliveryKey: `room-dm.${match.id}.${match.roomNotifiedAt.getTime()}`,
    content: `${messages.battleRoyale.roomNotificationTitle(match.lobby.name, match.number)}\n${messages.battleRoyale.roomNotificationBody(match.roomId, match.roomPassword)}`,
    discordUserIds: users.flatMap((user) => (user.discordId ? [user.discordId] : [])),
  };
}
