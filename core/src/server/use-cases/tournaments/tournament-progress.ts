import {
  type DateTimeSpan,
  eventStatus,
  type OrganiserTournamentStatus,
  registrationStatus,
} from '@galaxia/core';

export type Lifecycle = 'draft' | 'configured' | 'completed';

/** How far the four edit steps that make a tournament publishable have got. */
export interface ConfigurationSteps {
  format: number | null;
  phases: number;
  /** Phases with at least one round on the calendar. */
  scheduledPhases: number;
  registrationWindows: number;
}

/** Basic info, roadmap, calendar and registration all filled in: the tournament may leave draft. */
export const isConfigured = (steps: ConfigurationSteps): boolean =>
  steps.format !== null &&
  steps.phases > 0 &&
  steps.scheduledPhases === steps.phases &&
  steps.registrationWindows > 0;

export interface TournamentProgress {
  lifecycle: Lifecycle;
  registration: readonly DateTimeSpan[];
  rounds: readonly DateTimeSpan[];
}

/**
 * A draft stays a draft whatever its dates say, since nobody outside can see it yet. Past that, the
 * calendar decides while the event runs and registration decides before it starts.
 */
export function organiserTournamentStatus(
  progress: TournamentProgress,
  now: Date,
): OrganiserTournamentStatus {
  if (progress.lifecycle === 'completed') return 'Completed';
  if (progress.lifecycle === 'draft') return 'Draft';
  const schedule = eventStatus([{ phaseName: '', rounds: progress.rounds.map(asRound) }], now);
  if (schedule === 'past') return 'Completed';
  if (schedule === 'ongoing') return 'Active';
  return registrationStatus(progress.registration, now).status === 'open' ? 'Registration' : 'Upcoming';
}

const asRound = (span: DateTimeSpan) => ({ ...span, roundName: '' });

/** Tournaments an organiser is running or about to run, as the dashboard counts them. */
export const isActiveStatus = (status: OrganiserTournamentStatus): boolean =>
  status === 'Registration' || status === 'Upcoming' || status === 'Active';
