export {
  type BreakdownStatus,
  breakdownStatus,
  emptyBreakdown,
  hasTownHallBreakdown,
  REQUIRED_TOWN_HALLS,
  type RosterTownHalls,
  rosterTownHallMessage,
  rosterTownHalls,
  TOWN_HALL_LEVEL_KEYS,
  townHallsRequired,
} from './town-hall-breakdown.ts';
