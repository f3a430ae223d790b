import type { EntityManager } from '@mikro-orm/postgresql';
import { LobbyMatch, Match } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';

/** What a write names: a tournament, or a match whose tournament it changes. */
export type WriteTarget = { kind: 'tournament'; id: string } | { kind: 'match' | 'lobbyMatch'; id: string };

/**
 * The one tournament a write to `target` can change what the public sees of, or null when its target
 * is not known. The public read model drops only that tournament's answers (and those spanning
 * tournaments) instead of all of them, so a crowd reading one event is not sent to the database by
 * results landing in another.
 */
export async function tournamentOfTarget(em: EntityManager, target: WriteTarget): Promise<string | null> {
  if (!isUuid(target.id)) return null;
  if (target.kind === 'tournament') return target.id;
  const reader = em.fork();
  const row =
    target.kind === 'match'
      ? await reader.findOne(Match, { id: target.id }, { fields: ['tournament'] })
      : await reader.findOne(LobbyMatch, { id: target.id }, { fields: ['tournament'] });
  return row?.tournament.id ?? null;
}
