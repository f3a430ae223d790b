import type { DivisionRef } from '@galaxia/core';

/** What the share-out reads of each roadmap phase. */
export interface PhaseSlots {
  invitedTeams: number;
  participatingTeams: number;
  qualifiedTeams: readonly DivisionRef[];
}

export interface EntryRef {
  teamId: string;
  status: 'registered' | 'invited';
}

export interface PhaseEntrants {
  /** Qualifiers in claim order (each division best first), then invited, then registered teams. */
  teams: string[];
  /** Earlier phases whose qualifiers are still to be decided. */
  waitingOn: number[];
}

const sum = (values: readonly number[]): number => values.reduce((total, n) => total + n, 0);

/**
 * The teams a phase starts with. Invited and registered teams are shared out over the phases in roadmap
 * order, each phase taking as many as it has places for, in the order the teams entered; qualifiers come
 * from the divisions the phase claims. `qualifiersOf` answers null while a division is undecided.
 */
export function phaseEntrants(
  phases: readonly PhaseSlots[],
  index: number,
  entries: readonly EntryRef[],
  qualifiersOf: (ref: DivisionRef) => readonly string[] | null,
): PhaseEntrants {
  const phase = phases[index]!;
  const earlier = phases.slice(0, index);
  const share = (status: EntryRef['status'], offset: number, places: number) =>
    entries
      .filter((entry) => entry.status === status)
      .slice(offset, offset + places)
      .map((entry) => entry.teamId);

  const waitingOn = new Set<number>();
  const qualified: string[] = [];
  for (const ref of phase.qualifiedTeams) {
    const teams = qualifiersOf(ref);
    if (teams === null) waitingOn.add(ref[0]);
    else qualified.push(...teams);
  }
  return {
    teams: [
      ...qualified,
      ...share('invited', sum(earlier.map((p) => p.invitedTeams)), phase.invitedTeams),
      ...share('registered', sum(earlier.map((p) => p.participatingTeams)), phase.participatingTeams),
    ],
    waitingOn: [...waitingOn].sort((a, b) => a - b),
  };
}
