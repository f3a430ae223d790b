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
  type EventFigure,
  eventFigureText,
  type GameStatistics,
  gameStatistics,
  type PlayerFigure,
  playerFiguresLine,
  playerFigureText,
  playerLeaderLine,
  playerProfileFigures,
  rosterFigureValues,
  type StatisticsKind,
  statisticsOfKind,
  type TeamFigure,
  type TeamFigureValue,
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
export {
  averageDestruction,
  destructionText,
  isDestruction,
  MAX_DESTRUCTION,
  sideDestructions,
} from './war-destruction.ts';
export { recordsDestruction, type WarScore, warDestruction, warWinner } from './war-outcome.ts';
