import type { GameId } from '../../contracts/games.ts';
import type { PhaseFormat } from '../../contracts/roadmap.ts';
import { isBattleRoyaleGame } from '../battle-royale/lobby-rules.ts';
import type { BracketKind } from '../brackets/round-plan.ts';
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

/** Battle Royale plays lobbies, not a bracket: it has no engine kind. */
export type DuelPhaseFormat = Exclude<PhaseFormat, 'Battle Royale'>;

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
  if (isBattleRoyaleFormat(format)) throw new AppError('BAD_REQUEST', messages.battleRoyale.notABracketPhase);
  return BRACKET_KIND_BY_FORMAT[format];
};

/** Formats the roadmap offers for a game: Battle Royale only for the battle-royale games. */
export const phaseFormatsFor = (gameId: GameId): readonly PhaseFormat[] =>
  PHASE_FORMATS.filter((format) => !isBattleRoyaleFormat(format) || isBattleRoyaleGame(gameId));

export const isEliminationFormat = (format: PhaseFormat): boolean =>
  format === 'Single Elimination' || format === 'Double Elimination';
