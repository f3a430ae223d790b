import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import { lockLobbyMatch } from './internal/lock-lobby-match.ts';
import { notifyRevealedRoom } from './internal/reveal-rooms.ts';

/** The reveal job's work: notify the lobby's players of a room that is due and not yet sent. */
export async function revealLobbyRoom(
  em: EntityManager,
  lobbyMatchId: string,
): Promise<{ outcome: 'sent' | 'nothing-due' }> {
  return em.transactional(async (tx) => {
    const { match, tournament } = await lockLobbyMatch(tx, lobbyMatchId);
    const sent = await notifyRevealedRoom(tx, tournament.id, match, now());
    await tx.flush();
    return { outcome: sent ? 'sent' : 'nothing-due' };
  });
}
