import type { BracketKind, PlannedRound } from './round-plan.ts';
import type { Tiebreak } from './tiebreaks.ts';

/**
 * `upcoming` waits on `dependsOn`; `pending` has both teams and waits for a result; `bye` resolved
 * without being played (one side or both sides empty); `void` is a grand-final reset that turned out
 * not to be needed.
 */
export type BracketMatchStatus = 'upcoming' | 'pending' | 'completed' | 'bye' | 'void';

export type BracketMatchSide =
  | 'main'
  | 'third-place'
  | 'winners'
  | 'losers'
  | 'grand-final'
  | 'grand-final-reset'
  | 'group'
  | 'swiss';

export type MatchOutcome = 'winner' | 'loser';

/** Where a slot's team comes from: a seed placed at creation, an earlier match, or nobody. */
export type SlotSource =
  | { type: 'seed'; seed: number }
  | { type: 'match'; matchId: string; outcome: MatchOutcome }
  | { type: 'bye' };

export type Slot = 'A' | 'B';

/** The slot an outcome of this match feeds: the forward link that makes advancement O(1). */
export interface SlotTarget {
  matchId: string;
  slot: Slot;
}

export interface BracketMatch {
  /** Display id, also the public URL segment: `qf-1`, `sf-2`, `final`, `wb1-3`, `lb2-1`, `gf`, `ga-md1-1`, `s3-2`. */
  id: string;
  name: string;
  /** Key of the planned round (see `roundPlan`), so the calendar and the bracket agree. */
  roundKey: string;
  /** Round number inside its side of the bracket (winners round 2, losers round 3, matchday 1, ...). */
  round: number;
  side: BracketMatchSide;
  /** Group index for a group stage, null elsewhere. */
  group: number | null;
  /** 1-based position inside its round, top to bottom when drawn. */
  position: number;
  /** Sources of slot A and slot B. */
  dependsOn: [SlotSource, SlotSource];
  winnerTo: SlotTarget | null;
  loserTo: SlotTarget | null;
  teamA: string | null;
  teamB: string | null;
  scoreA: number | null;
  scoreB: number | null;
  /** Null for a draw, for an unplayed match and for a bye with nobody on either side. */
  winner: string | null;
  loser: string | null;
  status: BracketMatchStatus;
}

interface BracketStateBase {
  /** Team ids in seed order: seed 1 first. */
  teams: string[];
  rounds: PlannedRound[];
  /** Every match in play order: a match always comes after the matches it depends on. */
  matches: BracketMatch[];
  /** Position of each match in `matches`; it never changes once a match exists, so states share it. */
  matchIndex: Record<string, number>;
}

export interface SingleEliminationState extends BracketStateBase {
  format: Extract<BracketKind, 'single-elimination'>;
  thirdPlace: boolean;
}

export interface DoubleEliminationState extends BracketStateBase {
  format: Extract<BracketKind, 'double-elimination'>;
  grandFinalReset: boolean;
}

export interface GroupStageState extends BracketStateBase {
  format: Extract<BracketKind, 'group-stage'>;
  /** Team ids of each group, best seed first. */
  groups: string[][];
  /** How teams level on points are ordered (see `tiebreaks.ts`). */
  tiebreaks: Tiebreak[];
}

export interface SwissState extends BracketStateBase {
  format: Extract<BracketKind, 'swiss'>;
  /** Rounds paired so far; `rounds.length` is how many will be played. */
  pairedRounds: number;
  /** How the final table orders teams (pairing itself uses points, then seed). */
  tiebreaks: Tiebreak[];
}

export type EliminationState = SingleEliminationState | DoubleEliminationState;

export type BracketState = EliminationState | GroupStageState | SwissState;

export interface MatchScore {
  scoreA: number;
  scoreB: number;
  /**
   * The side the match rules found the winner, where the score alone does not say it (a Clash of Clans
   * war level on stars, won on destruction); null for a draw. Absent: the higher score wins.
   */
  winner?: 'A' | 'B' | null;
}
