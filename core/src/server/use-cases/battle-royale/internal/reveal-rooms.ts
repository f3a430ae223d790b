import { isRoomRevealed, lobbyPath, messages } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notify } from '../../notifications/notify.ts';
import { playingRostersOf } from './lobby-access.ts';
import type { LobbyMatchRow, LobbyRow } from './lobby-phase.ts';

/**
 * Tells the lobby's rostered players the room once it is due (15 minutes before the match), once per
 * room and time: an in-app notification linking to the lobby page. Call inside the caller's
 * transaction with the match's lobby loaded; a room not due yet waits for its reveal job.
 */
export async function notifyRevealedRoom(
  em: EntityManager,
  tournamentId: string,
  match: LobbyMatchRow & { lobby: LobbyRow },
  at: Date,
): Promise<boolean> {
  if (!match.roomId || !match.roomPassword || match.roomNotifiedAt) return false;
  if (!isRoomRevealed(match.scheduledTime ?? null, at)) return false;
  const rosters = await playingRostersOf(em, tournamentId, match.lobby.teams);
  notify(em, {
    userIds: [...rosters.values()].flat(),
    kind: 'room-details',
    title: messages.battleRoyale.roomNotificationTitle(match.lobby.name, match.number),
    body: messages.battleRoyale.roomNotificationBody(match.roomId, match.roomPassword),
    link: lobbyPath(tournamentId, match.lobby.id),
  });
  match.roomNotifiedAt = at;
  return true;
}
