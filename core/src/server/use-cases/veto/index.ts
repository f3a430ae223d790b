export type { VetoPorts } from './match-veto.ts';
export {
  getMatchVeto,
  openMatchVeto,
  openMatchVetoOnTime,
  resetMatchVeto,
  takeMatchVetoStep,
  timeOutMatchVetoStep,
  type VetoOpeningOutcome,
  type VetoTimeoutOutcome,
} from './veto-moves.ts';
export { getVetoSettings, updateVetoSettings } from './veto-settings.ts';
