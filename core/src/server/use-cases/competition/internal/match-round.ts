import { plannedPhaseRounds, type RoundWindow, roundTimeWindow } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CalendarRound } from '../../../db/entities/index.ts';
import type { PhaseRow } from '../../tournaments/internal/stored-roadmap.ts';

export interface MatchRound {
  name: string;
  /** When the calendar dates the round; null when it does not. */
  window: RoundWindow | null;
}

type RoundOf = (match: { phase: { id: string }; roundKey: string; name: string }) => MatchRound;

/** The calendar columns the round rule reads. */
export interface CalendarRoundLine {
  phase: { id: string };
  roundKey?: string | null;
  roundName: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
}

/**
 * The one rule for a match's round, wherever it is shown: the organiser's calendar round (found by the
 * engine's round key; rounds saved before keys by position, since the calendar lists a phase's rounds
 * in play order), its name else the engine's round name else the match's own name. `calendar` holds
 * the phases' rounds in position order.
 */
export function matchRoundsOf(phases: readonly PhaseRow[], calendar: readonly CalendarRoundLine[]): RoundOf {
  const byPhase = new Map(
    phases.map((phase) => {
      const planned = plannedPhaseRounds({
        format: phase.format,
        teams: phase.seeds?.length ?? 0,
        groups: phase.numberOfGroups,
      });
      const rounds = calendar.filter((round) => round.phase.id === phase.id);
      return [phase.id, { planned, rounds }] as const;
    }),
  );
  return (match) => {
    const { planned = [], rounds = [] } = byPhase.get(match.phase.id) ?? {};
    const position = planned.findIndex((round) => round.key === match.roundKey);
    const round =
      rounds.find((candidate) => candidate.roundKey === match.roundKey) ??
      rounds.find((candidate, index) => candidate.roundKey === null && index === position);
    return {
      name: round?.roundName ?? planned[position]?.name ?? match.name,
      window: round ? roundTimeWindow(round) : null,
    };
  };
}

/** The round rule of `matchRoundsOf` for these phases, with their calendars read. */
export async function loadMatchRounds(em: EntityManager, phases: readonly PhaseRow[]): Promise<RoundOf> {
  const calendar =
    phases.length === 0
      ? []
      : await em.find(
          CalendarRound,
          { phase: { $in: phases.map((phase) => phase.id) } },
          { orderBy: { position: 'asc' } },
        );
  return matchRoundsOf(phases, calendar);
}

/** The round of one match whose phase is at hand. */
export async function matchRound(
  em: EntityManager,
  phase: PhaseRow,
  match: { roundKey: string; name: string },
): Promise<MatchRound> {
  return (await loadMatchRounds(em, [phase]))({ ...match, phase });
}
