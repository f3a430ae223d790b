import { type MatchState, messages, type RulingKind, type RulingResult, sitePaths } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../../context.ts';
import { Ruling, Team, TeamMember, type Tournament, User } from '../../../db/entities/index.ts';
import { notify } from '../../notifications/notify.ts';
import type { Effects } from './competition-ports.ts';
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
  /** What the entry is about when it is not a bracket match or a team (a lobby's match). */
  subject?: string;
  /** False when the move already told the teams in its own words (a resolved dispute). */
  tellTeams?: boolean;
  /** Gets the ruling's post to the server's log channel, released after the commit. */
  effects?: Pick<Effects, 'notify'>;
}

/** A match's result as the log shows it: the winner by name, so it reads right later. */
const rulingResultOf = (match: MatchRow, state: MatchState): RulingResult => ({
  status: state.status,
  scoreA: state.scoreA,
  scoreB: state.scoreB,
  winner: state.winner === null ? null : ((state.winner === 'A' ? match.teamA : match.teamB)?.name ?? null),
});

/**
 * Tells every active member of the teams concerned, in their notification centre, what was ruled and
 * why, linking to the match when there is one. Persisted with the ruling: no ruling goes untold.
 */
async function notifyTeams(em: EntityManager, record: RulingRecord): Promise<void> {
  const { tournament, kind, reason, match, team } = record;
  const teamIds = [match?.teamA?.id, match?.teamB?.id, team?.id].filter((id): id is string => Boolean(id));
  const members = await em.find(TeamMember, { team: { $in: teamIds }, status: 'active' });
  notify(em, {
    userIds: members.map((member) => member.user.id),
    kind: 'ruling',
    title: messages.ruling.noticeTitle(match?.name ?? team?.name ?? tournament.eventName),
    body: messages.ruling.noticeBody(messages.ruling.kinds[kind], reason),
    ...(match ? { link: sitePaths.eventMatch(tournament.id, match.id) } : {}),
  });
}

/**
 * Writes the audit entry of a ruling in the ruling's own unit of work, and tells the teams: no ruling
 * without its entry and its notices.
 */
export async function recordRuling(em: EntityManager, record: RulingRecord): Promise<void> {
  if (record.tellTeams !== false) await notifyTeams(em, record);
  const { tournament, actor, kind, reason, now, match, before, after, team, undone = [], effects } = record;
  const ruling = em.create(Ruling, {
    tournament,
    match: match ?? null,
    matchName: match?.name ?? record.subject ?? null,
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
  effects?.notify({ kind: 'ruling', tournamentId: tournament.id, rulingId: ruling.id });
}
