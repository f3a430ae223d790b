export {
  type FormatOption,
  formatLabel,
  formatOptions,
  isFormatValidForGame,
  MAX_CLASH_OF_CLANS_TEAM_SIZE,
} from './format-options.ts';
export {
  GAME_FILTER_OPTIONS,
  type GameFilterOption,
  gameIdsForFilters,
  matchesGameFilter,
} from './game-filters.ts';
export {
  type GameStatistics,
  gameStatistics,
  type PlayerFigure,
  playerFiguresLine,
  playerFigureText,
  rosterFigureValues,
  type StatisticsKind,
  statisticsOfKind,
  type TeamFigure,
  teamFigureValues,
} from './game-statistics.ts';
export {
  GAME_IDS,
  GAMES,
  gameName,
  hasVerificationMethod,
  isGameId,
  requiresVerifiedAccounts,
  VERIFIABLE_GAME_IDS,
} from './games.ts';
export { STAT_LABELS, type StatField, type StatLabel, statLabelsFor } from './stat-labels.ts';
