export {
  CODM_MODE_NAMES,
  CODM_MODES,
  type CodmMode,
  defaultMapPool,
  type GameMap,
  gameMaps,
  isVetoGame,
  mapName,
  VETO_GAME_IDS,
  type VetoGameId,
} from './game-maps.ts';
export { mapPoolProblem } from './map-pool.ts';
export { type MapTableRow, mapStatistics, type TeamMapRow, type VetoedSeries } from './map-statistics.ts';
export { vetoStepLine, vetoStepWords, vetoTeamName } from './veto-lines.ts';
export { assertVetoSequence, defaultVetoSequence, vetoSequenceProblem } from './veto-sequence.ts';
export {
  type PlayedMap,
  roleSide,
  systemVetoSteps,
  takeVetoStep,
  timedOutVetoStep,
  type VetoChoice,
  type VetoProgress,
  type VetoSetup,
  type VetoTurn,
  vetoFirstSide,
  vetoProgress,
  vetoStepDeadline,
} from './veto-state.ts';
