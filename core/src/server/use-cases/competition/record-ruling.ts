import type { MatchState, RulingKind, RulingResult } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../context.ts';
import { Ruling, Team, type Tournament, User } from '../../db/entities/index.ts';
import type { MatchRow } from './match-rows.ts';

export interface RulingRecord {
  tournament: InferEntity<typeof Tournament>;
  actor: Actor;
  kind: RulingKind;
  reason: string;
  now: Date;
  match?: MatchRow;
  before?: MatchState;
  after?: MatchState;
  team?: { id: string; name: string };
  undone?: string[];
}

/** A match's result as the log shows it: the winner by name, so it reads right later. */
export const rulingResultOf = (match: MatchRow, state: MatchState): RulingResult => ({
  status: state.status,
  scoreA: state.scoreA,
  scoreB: state.scoreB,
  winner: state.winner === null ? null : ((state.winner === 'A' ? match.teamA : match.teamB)?.name ?? null),
});

/** Writes the audit entry of a ruling in the ruling's own unit of work: no ruling without its entry. */
export function recordRuling(em: EntityManager, record: RulingRecord) {
  const { tournament, actor, kind, reason, now, match, before, after, team, undone = [] } = record;
  return em.create(Ruling, {
    tournament,
    match: match ?? null,
    matchName: match?.name ?? null,
    team: team ? em.getReference(Team, team.id) : null,
    teamName: team?.name ?? null,
    organiser: em.getReference(User, actor.userId),
    organiserName: actor.name,
    kind,
    reason,
    before: match && before ? rulingResultOf(match, before) : null,
    after: match && after ? rulingResultOf(match, after) : null,
    undone,
    at: now,
  });
}
