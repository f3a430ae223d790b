import type { EntityManager } from '@mikro-orm/postgresql';
import { LobbyMatch, Phase, Tournament } from '../../../db/entities/index.ts';
import { isUuid } from '../../../db/is-uuid.ts';
import { lockRow } from '../../competition/internal/row-locks.ts';
import { lobbyMatchNotFound } from './lobby-phase.ts';

/**
 * Locks a lobby match's phase, then reads the match: every results move of a phase queues on the phase
 * row, so the move that completes a phase runs alone and starts the next phase once.
 *
 * `lobby` is for entering one map's results, which a results desk does for hundreds of lobbies at once:
 * the phase is only share-locked (entries of different lobbies run side by side, while every other move
 * of the phase, and its closing, still waits for them and they for it), and the map's lobby is locked:
 * two entries of one map queue and the second sees the first, and the maps of one lobby (the same
 * squads, whose players' community ratings each result moves) take turns.
 */
export async function lockLobbyMatch(
  em: EntityManager,
  lobbyMatchId: string,
  scope: 'phase' | 'lobby' = 'phase',
) {
  if (!isUuid(lobbyMatchId)) throw lobbyMatchNotFound();
  const [owner] = await em.execute<{ phase_id: string; lobby_id: string }[]>(
    'select phase_id, lobby_id from br_lobby_matches where id = ?',
    [lobbyMatchId],
  );
  if (!owner) throw lobbyMatchNotFound();
  if (scope === 'phase') await lockRow(em, 'phases', owner.phase_id);
  else {
    // The phase first, as every move of it does, then the lobby: never the other way round.
    await em.execute('select 1 from phases where id = ? for share', [owner.phase_id]);
    await em.execute('select 1 from br_lobbies where id = ? for no key update', [owner.lobby_id]);
  }
  const match = await em.findOneOrFail(
    LobbyMatch,
    { id: lobbyMatchId },
    { populate: ['lobby', 'phase'], refresh: true, failHandler: lobbyMatchNotFound },
  );
  const phase = await em.findOneOrFail(Phase, { id: owner.phase_id }, { refresh: true });
  const tournament = await em.findOneOrFail(
    Tournament,
    { id: phase.tournament.id },
    { populate: ['server'] },
  );
  return { match, phase, tournament };
}
