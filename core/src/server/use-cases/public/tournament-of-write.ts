import type { EntityManager } from '@mikro-orm/postgresql';
import { LobbyMatch, Match } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';

/** Writes addressed by their tournament's id, relative to /api (routes not yet in the route table). */
const TOURNAMENT_PATH = /^\/(?:organiser\/tournaments|events|tournaments|updateEvent\/\w+)\/([^/]+)(?:\/|$)/;
/** Writes addressed by a match's id: the tournament is the match's. */
const MATCH_PATH = /^\/(matches|lobby-matches)\/([^/]+)(?:\/|$)/;

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

/**
 * The same for a route that does not declare what it invalidates yet, read from its path; null when
 * the write may reach across tournaments (a team renamed, a profile edited).
 */
export async function tournamentOfWrite(em: EntityManager, path: string): Promise<string | null> {
  const byTournament = TOURNAMENT_PATH.exec(path)?.[1];
  if (byTournament) return tournamentOfTarget(em, { kind: 'tournament', id: byTournament });
  const [, kind, matchId] = MATCH_PATH.exec(path) ?? [];
  if (!matchId) return null;
  return tournamentOfTarget(em, { kind: kind === 'matches' ? 'match' : 'lobbyMatch', id: matchId });
}
