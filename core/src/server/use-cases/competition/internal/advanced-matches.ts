import type { BracketMatch } from '@galaxia/core';
import { OptimisticLockError } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { advancedStatusOf, outcomeRecordOf } from './match-rows.ts';

/** A stored match as a result's reach read it: enough to write the engine's change back. */
export interface StoredMatch {
  id: string;
  status: string;
  version: number;
}

/** A stored match the engine changed, with the version it was read at and the status it now takes. */
export interface AdvancedMatch {
  id: string;
  version: number;
  status: string;
  match: BracketMatch;
}

export const advancedMatchOf = (stored: StoredMatch, match: BracketMatch): AdvancedMatch => ({
  id: stored.id,
  version: stored.version,
  status: advancedStatusOf(stored.status, match),
  match,
});

/**
 * Writes the engine's change to matches the transaction read as plain rows, in one statement and without
 * entities: a result moves teams into a match or two, and mapping those rows only to diff them again
 * cost more than the rest of a confirm. Each row is written only at the version it was read at, as the
 * unit of work would, so a write that slipped past the phase lock is refused, never lost.
 */
export async function writeAdvancedMatches(em: EntityManager, rows: readonly AdvancedMatch[]): Promise<void> {
  if (rows.length === 0) return;
  const records = rows.map(({ id, version, status, match }) => ({
    id,
    version,
    ...outcomeRecordOf(match),
    status,
  }));
  const written = await em.execute<{ id: string }[]>(
    `update matches as m
     set team_a_id = r.team_a_id, team_b_id = r.team_b_id, score_a = r.score_a, score_b = r.score_b,
       winner_id = r.winner_id, loser_id = r.loser_id, bracket_status = r.bracket_status, status = r.status,
       version = m.version + 1
     from jsonb_to_recordset(?::jsonb) as r(id uuid, version int, team_a_id uuid, team_b_id uuid,
       score_a int, score_b int, winner_id uuid, loser_id uuid, bracket_status varchar(20), status varchar(20))
     where m.id = r.id and m.version = r.version
     returning m.id`,
    [JSON.stringify(records)],
  );
  if (written.length !== rows.length) throw OptimisticLockError.lockFailed('Match');
}
