import {
  type BracketMatch,
  type BracketMatchSide,
  type BracketMatchStatus,
  type BracketState,
  bracketKindFor,
  createDoubleElimination,
  createGroupStage,
  createSingleElimination,
  createSwiss,
  indexMatches,
  type PhaseFormat,
  phaseFormatSchema,
  type SlotSource,
  type SlotTarget,
  type Tiebreak,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Phase } from '../../../db/entities/index.ts';
import type { MatchRow } from './match-rows.ts';

type PhaseRow = InferEntity<typeof Phase>;

/** A new bracket for a phase's format, seeded in the given order; no tiebreaks: the format's default. */
export function createPhaseBracket(
  format: PhaseFormat,
  seeds: readonly string[],
  numberOfGroups: number | null | undefined,
  tiebreaks?: readonly Tiebreak[] | null,
  extras: { thirdPlace?: boolean; grandFinalReset?: boolean } = {},
): BracketState {
  const order = tiebreaks ? { tiebreaks } : {};
  switch (bracketKindFor(format)) {
    case 'single-elimination':
      return createSingleElimination(seeds, { thirdPlace: extras.thirdPlace === true });
    case 'double-elimination':
      return createDoubleElimination(seeds, { grandFinalReset: extras.grandFinalReset === true });
    case 'group-stage':
      return createGroupStage(seeds, { groups: numberOfGroups ?? 1, ...order });
    case 'swiss':
      return createSwiss(seeds, order);
  }
}

/** A loaded match entity as the engine sees it. */
export const toBracketMatch = (row: MatchRow): BracketMatch => ({
  id: row.displayId,
  name: row.name,
  roundKey: row.roundKey,
  round: row.round,
  side: row.side as BracketMatchSide,
  group: row.groupIndex ?? null,
  position: row.position,
  dependsOn: row.dependsOn,
  winnerTo: row.winnerTo ?? null,
  loserTo: row.loserTo ?? null,
  teamA: row.teamA?.id ?? null,
  teamB: row.teamB?.id ?? null,
  scoreA: row.scoreA ?? null,
  scoreB: row.scoreB ?? null,
  winner: row.winner?.id ?? null,
  loser: row.loser?.id ?? null,
  status: row.bracketStatus as BracketMatchStatus,
});

/** The bracket columns of a stored match, as the database returns them. */
export interface BracketColumns {
  id: string;
  display_id: string;
  name: string;
  round_key: string;
  round: number;
  side: string;
  group_index: number | null;
  position: number;
  depends_on: [SlotSource, SlotSource];
  winner_to: SlotTarget | null;
  loser_to: SlotTarget | null;
  team_a_id: string | null;
  team_b_id: string | null;
  score_a: number | null;
  score_b: number | null;
  winner_id: string | null;
  loser_id: string | null;
  bracket_status: string;
}

export const fromColumns = (row: BracketColumns): BracketMatch => ({
  id: row.display_id,
  name: row.name,
  roundKey: row.round_key,
  round: row.round,
  side: row.side as BracketMatchSide,
  group: row.group_index,
  position: row.position,
  dependsOn: row.depends_on,
  winnerTo: row.winner_to,
  loserTo: row.loser_to,
  teamA: row.team_a_id,
  teamB: row.team_b_id,
  scoreA: row.score_a,
  scoreB: row.score_b,
  winner: row.winner_id,
  loser: row.loser_id,
  status: row.bracket_status as BracketMatchStatus,
});

export interface PhaseBracket {
  state: BracketState;
  /** Display id -> the stored match's id. */
  matchIds: ReadonlyMap<string, string>;
}

export const BRACKET_COLUMNS = `id, display_id, name, round_key, round, side, group_index, position, depends_on, winner_to,
  loser_to, team_a_id, team_b_id, score_a, score_b, winner_id, loser_id, bracket_status`;

/**
 * The engine's state of a started phase, from its stored matches in play order. The seeds give what
 * the rows do not hold (planned rounds, groups); the rows give every match as it stands. Read as plain
 * rows, not entities: a phase can hold thousands of matches and a result only changes a few of them.
 */
export async function loadPhaseBracket(em: EntityManager, phase: PhaseRow): Promise<PhaseBracket> {
  const rows = await em.execute<BracketColumns[]>(
    `select ${BRACKET_COLUMNS} from matches where phase_id = ? order by play_order`,
    [phase.id],
  );
  const fresh = createPhaseBracket(
    phaseFormatSchema.parse(phase.format),
    phase.seeds ?? [],
    phase.numberOfGroups,
    phase.tiebreaks,
    phase,
  );
  const matches = rows.map(fromColumns);
  const matchIndex = indexMatches(matches);
  const matchIds = new Map(rows.map((row) => [row.display_id, row.id]));
  if (fresh.format === 'swiss') {
    const pairedRounds = matches.reduce((max, match) => Math.max(max, match.round), 0);
    return { state: { ...fresh, matches, matchIndex, pairedRounds }, matchIds };
  }
  return { state: { ...fresh, matches, matchIndex }, matchIds };
}

/** Whether a phase still has a match waiting for its teams or its result, besides the ones given. */
export async function hasOpenMatches(
  em: EntityManager,
  phase: PhaseRow,
  besides: readonly BracketMatch[],
): Promise<boolean> {
  if (besides.some((match) => match.status === 'upcoming' || match.status === 'pending')) return true;
  const others = besides.length === 0 ? '' : `and display_id not in (${besides.map(() => '?').join(', ')})`;
  const [open] = await em.execute<{ open: boolean }[]>(
    `select exists (
       select 1 from matches where phase_id = ? and bracket_status in ('upcoming', 'pending') ${others}
     ) as open`,
    [phase.id, ...besides.map((match) => match.id)],
  );
  return open!.open;
}
