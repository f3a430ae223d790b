import { AppError, ERROR_CODES, messages } from '@galaxia/core';
import {
  DeadlockException,
  type EntityDictionary,
  type InferEntity,
  LockWaitTimeoutException,
  OptimisticLockError,
} from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../../context.ts';
import { Match, Phase, Team, Tournament } from '../../../db/entities/index.ts';
import { heldOrMapped } from '../../../db/held-or-mapped.ts';
import { isUuid } from '../../../db/is-uuid.ts';
import { type MoverColumns, moverColumns, moverOf } from './match-roles.ts';
import type { CalendarRoundLine } from './match-round.ts';
import type { MatchRow } from './match-rows.ts';

const notFound = () => new AppError('NOT_FOUND', 'MATCH_NOT_FOUND', messages.match.notFound);

/**
 * Locks a row until the transaction ends. FOR NO KEY UPDATE, not FOR UPDATE: rows that only point at
 * it (a calendar round, an announcement, a stats line) can still be written meanwhile, so an organiser
 * editing the calendar never deadlocks with the result that closes a phase.
 */
export async function lockRow(em: EntityManager, table: 'phases' | 'matches' | 'tournaments', id: string) {
  await em.execute(`select 1 from ${table} where id = ? for no key update`, [id]);
}

/** A stored row as the database returns it, for `heldOrMapped`. */
type Columns<T extends object> = EntityDictionary<T> & { id: string };

type LockedRows = Columns<InferEntity<typeof Phase>> & {
  calendar: Omit<CalendarRoundLine, 'phase'>[];
  locked_match: Columns<MatchRow>;
  locked_tournament: Columns<InferEntity<typeof Tournament>>;
  locked_team_a: Columns<InferEntity<typeof Team>> | null;
  locked_team_b: Columns<InferEntity<typeof Team>> | null;
  locked_mover: MoverColumns | null;
};

/** Who a person is to the match (`m`) and its tournament (`t`) locked with it, as one JSON column. */
const lockedMoverColumn = moverColumns({
  server: 't.server_id',
  sides: 'm.team_a_id, m.team_b_id',
  tournament: 't.id',
  match: 'm.id',
});

/**
 * Locks a match inside the caller's transaction: its phase first, then the match row. Every move on a
 * phase's matches queues on the phase lock, so a result and the advancement it causes never interleave
 * with another result of the same phase, and two moves on one match see each other. One statement takes
 * both locks (in the order `of` names them); a second reads, after them, the phase with its calendar
 * (`matchRoundsOf` reads it), the match with its tournament and teams and, for a person making a move,
 * who they are to it. Two statements, not one: a locking read that waited re-reads only the rows it
 * locks, so the teams a result just placed in the match, or a claim made meanwhile, would come back as
 * they were before the wait. A statement of its own sees everything committed before the lock.
 */
async function lockAndRead(em: EntityManager, matchId: string, mover: { actor: Actor | null } | null) {
  if (!isUuid(matchId)) throw notFound();
  const userId = mover?.actor?.userId ?? null;
  const [held] = await em.execute<{ id: string }[]>(
    `select m.id from matches m join phases p on p.id = m.phase_id where m.id = ? for no key update of p, m`,
    [matchId],
  );
  if (!held) throw notFound();
  // The other rows come as JSON (their own column names, so they map as rows do) to keep the phase's
  // columns apart.
  const [locked] = await em.execute<LockedRows[]>(
    `select p.*, (
       select coalesce(json_agg(json_build_object(
         'roundKey', c.round_key, 'roundName', c.round_name, 'startDate', c.start_date,
         'endDate', c.end_date, 'startTime', c.start_time, 'endTime', c.end_time
       ) order by c.position), '[]') from calendar_rounds c where c.phase_id = p.id
     ) as calendar,
     to_jsonb(m) as locked_match, to_jsonb(t) as locked_tournament,
     to_jsonb(a) as locked_team_a, to_jsonb(b) as locked_team_b,
     ${mover ? `(select to_jsonb(mover) from (select ${lockedMoverColumn}) as mover)` : 'null'} as locked_mover
     from matches m
     join phases p on p.id = m.phase_id
     join tournaments t on t.id = m.tournament_id
     left join teams a on a.id = m.team_a_id
     left join teams b on b.id = m.team_b_id
     where m.id = ?`,
    [...(mover ? [userId, userId, userId] : []), matchId],
  );
  if (!locked) throw notFound();
  const {
    calendar,
    locked_match,
    locked_tournament,
    locked_team_a,
    locked_team_b,
    locked_mover,
    ...phaseRow
  } = locked;
  // The rows the match points at first, so its references land on them loaded.
  heldOrMapped(em, Tournament, locked_tournament);
  if (locked_team_a) heldOrMapped(em, Team, locked_team_a);
  if (locked_team_b) heldOrMapped(em, Team, locked_team_b);
  const phase = heldOrMapped(em, Phase, phaseRow);
  const match = heldOrMapped(em, Match, locked_match);
  const rounds = calendar.map((round) => ({ ...round, phase: { id: phase.id } }));
  return { match, phase, calendar: rounds, mover: locked_mover };
}

/** Locks a match (see `lockAndRead`) for work that is nobody's move: check-ins, forfeits. */
export async function lockMatch(em: EntityManager, matchId: string) {
  const { match, phase, calendar } = await lockAndRead(em, matchId, null);
  return { match, phase, calendar };
}

/** Locks a match (see `lockAndRead`) for a move by this person, with their hats for it. */
export async function lockMatchForMove(em: EntityManager, matchId: string, actor: Actor | null) {
  const { match, phase, calendar, mover } = await lockAndRead(em, matchId, { actor });
  const sides = [match.teamA?.id, match.teamB?.id].filter((id): id is string => id !== undefined);
  return { match, phase, calendar, ...moverOf(actor, sides, mover!) };
}

/**
 * The database's own refusals of a concurrent write (a stale version, a deadlock victim, a lock wait
 * given up) become the one message a person can act on: reload and try again.
 */
export async function refusingStaleWrites<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (
      error instanceof OptimisticLockError ||
      error instanceof DeadlockException ||
      error instanceof LockWaitTimeoutException
    ) {
      throw new AppError('CONFLICT', ERROR_CODES.staleWrite, messages.competition.changedWhileActing);
    }
    throw error;
  }
}
