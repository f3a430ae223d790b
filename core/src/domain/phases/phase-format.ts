import type { GameId } from '../../contracts/games.ts';
import type { PhaseFormat } from '../../contracts/roadmap.ts';
import { isBattleRoyaleGame } from '../battle-royale/lobby-rules.ts';
import { type BracketKind, type PlannedRound, roundPlan } from '../brackets/round-plan.ts';
import { defaultTiebreaks, type Tiebreak } from '../brackets/tiebreaks.ts';
import { AppError } from '../errors/app-error.ts';
import { messages } from '../messages/catalogue.ts';

/** Swiss is beyond the spec's three formats: the bracket engines play it, so the roadmap offers it. */
export const PHASE_FORMATS = [
  'Single Elimination',
  'Double Elimination',
  'Group Stage',
  'Swiss',
  'Battle Royale',
] as const;

export const DEFAULT_PHASE_FORMAT: PhaseFormat = 'Single Elimination';

/** Battle Royale is not a bracket: its phases play lobbies. */
type DuelPhaseFormat = Exclude<PhaseFormat, 'Battle Royale'>;

const BRACKET_KIND_BY_FORMAT: Readonly<Record<DuelPhaseFormat, BracketKind>> = {
  'Single Elimination': 'single-elimination',
  'Double Elimination': 'double-elimination',
  'Group Stage': 'group-stage',
  Swiss: 'swiss',
};

export const isBattleRoyaleFormat = (format: PhaseFormat): format is 'Battle Royale' =>
  format === 'Battle Royale';

/** The engine that plays a bracket phase; a Battle Royale phase has lobbies instead and is refused. */
export const bracketKindFor = (format: PhaseFormat): BracketKind => {
  if (isBattleRoyaleFormat(format))
    throw new AppError(
      'BAD_REQUEST',
      'BATTLE_ROYALE_NOT_ABRACKET_PHASE',
      messages.battleRoyale.notABracketPhase,
    );
  return BRACKET_KIND_BY_FORMAT[format];
};

/** Formats the roadmap offers for a game: Battle Royale only for the battle-royale games. */
export const phaseFormatsFor = (gameId: GameId): readonly PhaseFormat[] =>
  PHASE_FORMATS.filter((format) => !isBattleRoyaleFormat(format) || isBattleRoyaleGame(gameId));

export const isEliminationFormat = (format: PhaseFormat): boolean =>
  format === 'Single Elimination' || format === 'Double Elimination';

/**
 * The rounds the engine plays for a stored phase, in play order (a double elimination's possible
 * grand-final reset last). Empty when the phase cannot be planned (too few seeds, too many groups, a
 * battle-royale phase): its matches then keep their own names.
 */
export function plannedPhaseRounds(phase: {
  format: string;
  teams: number;
  groups?: number | null | undefined;
}): PlannedRound[] {
  const format = PHASE_FORMATS.find((known) => known === phase.format);
  if (!format || isBattleRoyaleFormat(format) || phase.teams < 2) return [];
  try {
    return roundPlan(bracketKindFor(format), phase.teams, {
      ...(phase.groups ? { groups: phase.groups } : {}),
      grandFinalReset: true,
    });
  } catch {
    return [];
  }
}

/** A group stage's or Swiss stage's tiebreak order as set, or its format's default; null for other formats. */
export const phaseTiebreakOrder = (phase: {
  format: PhaseFormat;
  tiebreaks?: readonly Tiebreak[] | undefined;
}): Tiebreak[] | null => {
  if (isBattleRoyaleFormat(phase.format)) return null;
  const kind = bracketKindFor(phase.format);
  if (kind !== 'group-stage' && kind !== 'swiss') return null;
  return [...(phase.tiebreaks ?? defaultTiebreaks[kind])];
};
