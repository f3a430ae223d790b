export {
  type BreakdownStatus,
  breakdownStatus,
  emptyBreakdown,
  hasTownHallBreakdown,
  REQUIRED_TOWN_HALLS,
  TOWN_HALL_LEVEL_KEYS,
} from './town-hall-breakdown.ts';
