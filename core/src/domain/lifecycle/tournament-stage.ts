import type { DateTimeSpan } from '../../contracts/calendar.ts';
import type { EventStatus } from '../../contracts/events.ts';
import type { TournamentLifecycle, TournamentStage } from '../../contracts/lifecycle.ts';
import type { StoredPhaseStatus } from '../event-pages/schedule-status.ts';
import { registrationStatus } from '../registration/registration-status.ts';

/** A tournament is under way from the moment its first phase really started, whatever the calendar says. */
export const hasStartedPlay = (phaseStatuses: readonly StoredPhaseStatus[]): boolean =>
  phaseStatuses.some((status) => status !== 'not_started');

export interface StageFacts {
  lifecycle: TournamentLifecycle;
  archived: boolean;
  registration: readonly DateTimeSpan[];
  /** Every phase's stored status, in roadmap order. */
  phaseStatuses: readonly StoredPhaseStatus[];
}

/**
 * draft -> published -> registration (a window is open) -> live (a phase started) -> completed, with
 * archived set aside. Only draft, published and completed are stored; the rest follows from the facts.
 */
export function tournamentStage(facts: StageFacts, now: Date): TournamentStage {
  if (facts.archived) return 'archived';
  if (facts.lifecycle !== 'published') return facts.lifecycle;
  if (hasStartedPlay(facts.phaseStatuses)) return 'live';
  return registrationStatus(facts.registration, now).status === 'open' ? 'registration' : 'published';
}

/** Stages the organiser is still running: counted as active on the dashboard. */
export const isRunningStage = (stage: TournamentStage): boolean =>
  stage === 'published' || stage === 'registration' || stage === 'live';

/** The public status: upcoming until the first phase starts, ongoing until the champion, then past. */
export const publicEventStatus = (
  lifecycle: TournamentLifecycle,
  phaseStatuses: readonly StoredPhaseStatus[],
): EventStatus => {
  if (lifecycle === 'completed') return 'past';
  return hasStartedPlay(phaseStatuses) ? 'ongoing' : 'upcoming';
};
