import type { EntityManager } from '@mikro-orm/postgresql';
import { LobbyMatch, Match } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';

/** Writes addressed by their tournament's id, relative to /api. */
const TOURNAMENT_PATH = /^\/(?:organiser\/tournaments|events|tournaments|updateEvent\/\w+)\/([^/]+)(?:\/|$)/;
/** Writes addressed by a match's id: the tournament is the match's. */
const MATCH_PATH = /^\/(matches|lobby-matches)\/([^/]+)(?:\/|$)/;

/**
 * The one tournament a write to `path` can change what the public sees of, or null when the write may
 * reach across tournaments (a team renamed, a profile edited) or its target is not known. The public read
 * model drops only that tournament's answers (and those spanning tournaments) instead of all of them,
 * so a crowd reading one event is not sent to the database by results landing in another.
 */
export async function tournamentOfWrite(em: EntityManager, path: string): Promise<string | null> {
  const byTournament = TOURNAMENT_PATH.exec(path)?.[1];
  if (byTournament) return isUuid(byTournament) ? byTournament : null;
  const [, kind, matchId] = MATCH_PATH.exec(path) ?? [];
  if (!matchId || !isUuid(matchId)) return null;
  const reader = em.fork();
  const row =
    kind === 'matches'
      ? await reader.findOne(Match, { id: matchId }, { fields: ['tournament'] })
      : await reader.findOne(LobbyMatch, { id: matchId }, { fields: ['tournament'] });
  return row?.tournament.id ?? null;
}
