import {
  type BracketMatch,
  type BracketState,
  bracketKindFor,
  indexMatches,
  type MatchScore,
  phaseFormatSchema,
  reportResult,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BRACKET_COLUMNS, type BracketColumns, fromColumns } from './bracket-state.ts';
import type { PhaseRow } from './phase-start.ts';

/** A stored match a result reached: its bracket, and what writing the engine's change back needs. */
type ReachedMatch = BracketColumns & { status: string; version: number; play_order: number };

export interface ReportedResult {
  before: BracketState;
  after: BracketState;
  /** Display id -> the stored match, for the few the result changes to be written back. */
  stored: ReadonlyMap<string, ReachedMatch>;
  /** Whether a team is disqualified from the tournament (a result bringing it to a match forfeits it). */
  anyoneDisqualified: boolean;
}

/** The engine looked up a match the reach has not read yet. */
class OutsideReach extends Error {
  readonly displayId: string;
  constructor(displayId: string) {
    super(`Match ${displayId} is outside the part of the phase read so far`);
    this.displayId = displayId;
  }
}

/** The engine's index of the matches read so far: looking up any other stops the engine (OutsideReach). */
const reachIndex = (matches: readonly BracketMatch[]): Record<string, number> =>
  new Proxy(indexMatches(matches), {
    get: (index, key) => {
      if (typeof key === 'string' && !Object.hasOwn(index, key)) throw new OutsideReach(key);
      return Reflect.get(index, key);
    },
  });

/**
 * The wanted matches and their feeders: settling a match reads the outcomes of the matches feeding it.
 * Each step looks one match up by (phase, display id) through a LIMIT 1 lateral, which keeps the unique
 * index in use whatever the planner believes about the phase's size (a fresh phase has no statistics).
 */
const readWantedSql = (wanted: string) => `with wanted(display_id) as (${wanted}),
  needed(display_id) as (
    select display_id from wanted
    union
    select (source ->> 'matchId')::varchar(40)
    from wanted
    cross join lateral (
      select depends_on from matches where phase_id = ? and display_id = wanted.display_id limit 1
    ) as m
    cross join lateral jsonb_array_elements(m.depends_on) as source
    where source ->> 'type' = 'match'
  )
  select m.*, exists (
    select 1 from tournament_registrations where tournament_id = ? and disqualified_at is not null
  ) as anyone_disqualified
  from needed
  cross join lateral (
    select ${BRACKET_COLUMNS}, status, version, play_order
    from matches where phase_id = ? and display_id = needed.display_id limit 1
  ) as m`;

/** The reported match and the matches its winner and loser go to. */
const REPORTED_AND_TARGETS = readWantedSql(`
  select display_id from matches where id = ?
  union
  select target.display_id::varchar(40)
  from matches
  cross join lateral (values (winner_to ->> 'matchId'), (loser_to ->> 'matchId')) as target(display_id)
  where id = ? and target.display_id is not null`);

/** One match the engine asked for. */
const ONE_MORE = readWantedSql('values (?::varchar(40))');

async function readReach(em: EntityManager, phase: PhaseRow, sql: string, wanted: readonly string[]) {
  return em.execute<(ReachedMatch & { anyone_disqualified: boolean })[]>(sql, [
    ...wanted,
    phase.id,
    phase.tournament.id,
    phase.id,
  ]);
}

/** The engine's state over the matches read: enough to report and advance, not to rank or pair. */
const reachState = (phase: PhaseRow, rows: readonly ReachedMatch[]): BracketState => {
  const matches = rows.map(fromColumns);
  return {
    format: bracketKindFor(phaseFormatSchema.parse(phase.format)),
    teams: phase.seeds ?? [],
    rounds: [],
    matches,
    matchIndex: reachIndex(matches),
    groups: [],
    thirdPlace: false,
    grandFinalReset: false,
    pairedRounds: 0,
  } as BracketState;
};

/**
 * Reports a completed match's score to the engine over only the part of the phase the result reaches:
 * the match, the matches its winner and loser go to, and their feeders, read in one round trip with
 * whether anyone is disqualified (what settling asks next). The engine itself says when it needs more:
 * a BYE it runs into passes the team further on, and each match it then looks up is read (with its
 * feeders) and the report runs again from the start. A phase of thousands of matches is never loaded
 * or copied for one result, and the rows come with their status and version, so the matches the result
 * changes are written without a second read.
 */
export async function reportWithinReach(
  em: EntityManager,
  phase: PhaseRow,
  match: { id: string; displayId: string },
  score: MatchScore,
): Promise<ReportedResult> {
  const first = await readReach(em, phase, REPORTED_AND_TARGETS, [match.id, match.id]);
  const anyoneDisqualified = first[0]?.anyone_disqualified ?? false;
  const read = new Map<string, ReachedMatch>();
  const keep = (rows: typeof first) => {
    for (const { anyone_disqualified, ...row } of rows) read.set(row.display_id, row);
  };
  keep(first);
  for (;;) {
    // In play order, as the whole phase would be: the changes are written and announced in that order.
    const before = reachState(
      phase,
      [...read.values()].sort((a, b) => a.play_order - b.play_order),
    );
    try {
      return {
        before,
        after: reportResult(before, match.displayId, score),
        stored: read,
        anyoneDisqualified,
      };
    } catch (error) {
      if (!(error instanceof OutsideReach)) throw error;
      keep(await readReach(em, phase, ONE_MORE, [error.displayId]));
      if (!read.has(error.displayId)) throw new Error(`Match ${error.displayId} is not in its phase`);
    }
  }
}
