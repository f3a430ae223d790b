import type { EntityManager } from '@mikro-orm/postgresql';
import { LobbyMatch, Phase, Tournament } from '../../../db/entities/index.ts';
import { isUuid } from '../../../db/is-uuid.ts';
import { lockRow } from '../../competition/internal/row-locks.ts';
import { lobbyMatchNotFound } from './lobby-phase.ts';

/**
 * Locks a lobby match's phase, then reads the match: every results move of a phase queues on the phase
 * row, so the move that completes a phase runs alone and starts the next phase once.
 */
export async function lockLobbyMatch(em: EntityManager, lobbyMatchId: string) {
  if (!isUuid(lobbyMatchId)) throw lobbyMatchNotFound();
  const [owner] = await em.execute<{ phase_id: string }[]>(
    'select phase_id from br_lobby_matches where id = ?',
    [lobbyMatchId],
  );
  if (!owner) throw lobbyMatchNotFound();
  await lockRow(em, 'phases', owner.phase_id);
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
