import type { PhaseCalendar } from '../../contracts/calendar.ts';
import type { Phase } from '../../contracts/roadmap.ts';
import { lobbyMatchRounds } from '../battle-royale/lobby-rules.ts';
import { roundPlan } from '../brackets/round-plan.ts';
import { bracketKindFor, isBattleRoyaleFormat } from '../phases/phase-format.ts';
import { addDays } from './date-time.ts';

export const DEFAULT_ROUND_START_TIME = '09:00';
export const DEFAULT_ROUND_END_TIME = '18:00';
/** Calendar days a round spans, its first and last day included. */
export const ROUND_LENGTH_DAYS = 4;
/** Free days between one round's last day and the next round's first. */
export const ROUND_GAP_DAYS = 2;
/** Free days between a phase's last round and the next phase's first. */
export const PHASE_GAP_DAYS = 5;

export interface PlanCalendarOptions {
  startDate: string;
}

export type PlannablePhase = Pick<
  Phase,
  'name' | 'format' | 'totalTeams' | 'numberOfGroups' | 'matchesPerLobby'
>;

/**
 * A first draft of the schedule for a saved roadmap: every round the phase's bracket will play, back
 * to back with the default spacing. Phases must be valid, with totals as savePhase or validateRoadmap
 * computed them: a field the engine cannot play throws.
 */
export function planCalendar(
  phases: readonly PlannablePhase[],
  { startDate }: PlanCalendarOptions,
): PhaseCalendar[] {
  let nextStart = startDate;
  return phases.map((phase) => {
    const planned = isBattleRoyaleFormat(phase.format)
      ? lobbyMatchRounds(phase.matchesPerLobby ?? 1)
      : roundPlan(bracketKindFor(phase.format), phase.totalTeams, { groups: phase.numberOfGroups });
    let lastEnd = nextStart;
    const rounds = planned.map((round, i) => {
      const roundStart = i === 0 ? nextStart : addDays(lastEnd, ROUND_GAP_DAYS + 1);
      lastEnd = addDays(roundStart, ROUND_LENGTH_DAYS - 1);
      return {
        roundKey: round.key,
        roundName: round.name,
        startDate: roundStart,
        endDate: lastEnd,
        startTime: DEFAULT_ROUND_START_TIME,
        endTime: DEFAULT_ROUND_END_TIME,
      };
    });
    nextStart = addDays(lastEnd, PHASE_GAP_DAYS + 1);
    return { phaseName: phase.name, rounds };
  });
}
