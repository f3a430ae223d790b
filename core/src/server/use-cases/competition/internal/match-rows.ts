import type { BracketMatch, MatchStatus } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Match, type Phase, type Team, type Tournament } from '../../../db/entities/index.ts';

export type MatchRow = InferEntity<typeof Match>;
type TeamRow = InferEntity<typeof Team>;

/** The row a team id stands for; writers pass references or loaded rows alike. */
export type TeamLookup = (teamId: string) => TeamRow;

/** Completed, BYE and void matches are settled; the rest wait as the engine says. */
export const competitionStatusOf = (match: BracketMatch): MatchStatus =>
  match.status === 'pending' ? 'pending' : match.status === 'upcoming' ? 'upcoming' : 'completed';

const teamOrNull = (team: TeamLookup, id: string | null) => (id === null ? null : team(id));

/** The columns the engine moves as results come in, onto a managed row. */
const outcomeColumns = (match: BracketMatch, team: TeamLookup) => ({
  teamA: teamOrNull(team, match.teamA),
  teamB: teamOrNull(team, match.teamB),
  scoreA: match.scoreA,
  scoreB: match.scoreB,
  winner: teamOrNull(team, match.winner),
  loser: teamOrNull(team, match.loser),
  bracketStatus: match.status,
});

export interface NewMatchRow {
  tournament: InferEntity<typeof Tournament>;
  phase: InferEntity<typeof Phase>;
  match: BracketMatch;
  /** Position in the phase's play order: a match always comes after the matches it depends on. */
  playOrder: number;
}

/** One engine match as the columns of a new Match row, copied as they are so the phase loads back into the engine. */
const matchRowData = ({ tournament, phase, match, playOrder }: NewMatchRow) => ({
  id: crypto.randomUUID(),
  tournament: tournament.id,
  phase: phase.id,
  displayId: match.id,
  name: match.name,
  roundKey: match.roundKey,
  round: match.round,
  side: match.side,
  groupIndex: match.group,
  position: match.position,
  playOrder,
  dependsOn: match.dependsOn,
  winnerTo: match.winnerTo,
  loserTo: match.loserTo,
  teamA: match.teamA,
  teamB: match.teamB,
  scoreA: match.scoreA,
  scoreB: match.scoreB,
  winner: match.winner,
  loser: match.loser,
  bracketStatus: match.status,
  status: competitionStatusOf(match),
  scheduledTime: null,
  completedTime: null,
});

/** A managed Match row for one engine match. */
export const createMatchRow = (em: EntityManager, input: NewMatchRow): MatchRow =>
  em.create(Match, matchRowData(input));

/** The columns the engine moves, as the database names them: for new rows and for advanced ones. */
export const outcomeRecordOf = (match: BracketMatch) => ({
  team_a_id: match.teamA,
  team_b_id: match.teamB,
  score_a: match.scoreA,
  score_b: match.scoreB,
  winner_id: match.winner,
  loser_id: match.loser,
  bracket_status: match.status,
});

/** The columns a new bracket writes, with their types; the rest keep their defaults (null, version 1). */
const INSERTED_COLUMNS = `id uuid, tournament_id uuid, phase_id uuid, display_id varchar(40), name varchar(80),
  round_key varchar(40), round int, side varchar(20), group_index int, position int, play_order int,
  depends_on jsonb, winner_to jsonb, loser_to jsonb, team_a_id uuid, team_b_id uuid, score_a int, score_b int,
  winner_id uuid, loser_id uuid, bracket_status varchar(20), status varchar(20)`;
const INSERTED_NAMES = INSERTED_COLUMNS.replace(/ [a-z]+(\(\d+\))?(?=,|$)/g, '');

/**
 * Writes a whole new bracket in one statement outside the unit of work: a large phase is thousands of
 * rows that nothing in the same transaction reads back as entities. The rows travel as one JSON
 * document that PostgreSQL unpacks, which parses far faster than a VALUES list of tens of thousands
 * of literals (a 1,024-team double elimination is 2,046 rows of 22 columns). Answers the new rows' ids.
 */
export async function insertMatchRows(em: EntityManager, rows: readonly NewMatchRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const records = rows.map((input) => {
    const row = matchRowData(input);
    return {
      id: row.id,
      tournament_id: row.tournament,
      phase_id: row.phase,
      display_id: row.displayId,
      name: row.name,
      round_key: row.roundKey,
      round: row.round,
      side: row.side,
      group_index: row.groupIndex,
      position: row.position,
      play_order: row.playOrder,
      depends_on: row.dependsOn,
      winner_to: row.winnerTo,
      loser_to: row.loserTo,
      ...outcomeRecordOf(input.match),
      status: row.status,
    };
  });
  // Quoted here rather than passed as a parameter: the ORM inlines parameters one character at a time,
  // which takes seconds on a document this size.
  const json = JSON.stringify(records).replaceAll('\\', '\\\\').replaceAll("'", "''");
  await em.execute(
    `insert into matches (${INSERTED_NAMES})
     select ${INSERTED_NAMES} from jsonb_to_recordset(E'${json}'::jsonb) as r(${INSERTED_COLUMNS})`,
  );
  return records.map((record) => record.id);
}

/**
 * The status of a stored match the engine changed. A match still waiting for its teams follows the
 * engine's status; any other keeps the status its own moves gave it (the reported match is completed
 * by the match rules, not here).
 */
export const advancedStatusOf = (status: string, match: BracketMatch): string =>
  status === 'upcoming' ? competitionStatusOf(match) : status;

/** Copies what the engine changed onto a stored match (its status as `advancedStatusOf` says). */
export const applyBracketMatch = (row: MatchRow, match: BracketMatch, team: TeamLookup): void => {
  Object.assign(row, outcomeColumns(match, team));
  row.status = advancedStatusOf(row.status, match);
};

/**
 * Re-derives a later match after a ruling changed who reaches it: it takes the engine's teams and status,
 * and whatever its old teams had agreed or played (time, offers, report, result) no longer applies.
 */
export const rederiveMatchRow = (row: MatchRow, match: BracketMatch, team: TeamLookup): void => {
  Object.assign(row, outcomeColumns(match, team), {
    status: competitionStatusOf(match),
    scheduledTime: null,
    completedTime: null,
    proposal: null,
    report: null,
    dispute: null,
    note: null,
  });
};
