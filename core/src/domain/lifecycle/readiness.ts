import type { BreakdownCounts } from '../../contracts/breakdown.ts';
import type { DateTimeSpan, PhaseCalendar } from '../../contracts/calendar.ts';
import type { ReadinessCheck, ReadinessItem } from '../../contracts/lifecycle.ts';
import { breakdownStatus } from '../breakdown/town-hall-breakdown.ts';
import { firstRoundBeforeRegistrationCloses } from '../calendar/registration-gap.ts';
import { messages } from '../messages/catalogue.ts';
import type { PhaseDraft } from '../phases/validate-phase.ts';
import { validateRoadmap } from '../phases/validate-roadmap.ts';

/** What the edit steps have stored, as the Publish step checks it. */
export interface ReadinessFacts {
  format: number | null;
  eventDescription: string | null;
  roadmap: readonly PhaseDraft[];
  registration: readonly DateTimeSpan[];
  /** One entry per stored phase, in roadmap order. */
  calendar: readonly PhaseCalendar[];
  hasPoster: boolean;
  /**
   * A Clash of Clans tournament's Town Hall breakdown (null while unsaved) and the bases its war fields;
   * absent for other games, which have no breakdown to check.
   */
  townHalls?: { breakdown: BreakdownCounts | null; required: number };
}

const check = (item: ReadinessItem, missing: string | null): ReadinessCheck => ({
  item,
  label: messages.lifecycle.checklistLabel[item],
  done: missing === null,
  detail: missing,
});

function basicMissing(facts: ReadinessFacts): string | null {
  if (facts.format === null) return messages.lifecycle.formatMissing;
  if (!facts.eventDescription?.trim()) return messages.lifecycle.descriptionMissing;
  return null;
}

function calendarMissing(facts: ReadinessFacts): string | null {
  if (facts.roadmap.length === 0) return messages.lifecycle.calendarNeedsRoadmap;
  const unscheduled = facts.roadmap.find((_, index) => (facts.calendar[index]?.rounds.length ?? 0) === 0);
  if (unscheduled) return messages.lifecycle.phaseUnscheduled(unscheduled.name);
  return firstRoundBeforeRegistrationCloses(facts.registration, facts.calendar);
}

function breakdownMissing({ breakdown, required }: NonNullable<ReadinessFacts['townHalls']>): string | null {
  if (!breakdown) return messages.lifecycle.breakdownMissing(required);
  return breakdownStatus(breakdown, required).message;
}

/**
 * The Publish step's checklist: basic info, a valid roadmap, registration, calendar and poster, and for
 * Clash of Clans a Town Hall breakdown that totals the war size.
 */
export function readinessChecklist(facts: ReadinessFacts): ReadinessCheck[] {
  const roadmap = validateRoadmap(facts.roadmap);
  const breakdown = facts.townHalls ? [check('breakdown', breakdownMissing(facts.townHalls))] : [];
  return [
    check('basic', basicMissing(facts)),
    check('roadmap', roadmap.isValid ? null : (roadmap.errors[0] ?? messages.phase.roadmapEmpty)),
    check('registration', facts.registration.length > 0 ? null : messages.lifecycle.registrationMissing),
    check('calendar', calendarMissing(facts)),
    ...breakdown,
    // Never missing: without an upload, publishing draws one from the event's details.
    {
      item: 'poster',
      label: messages.lifecycle.checklistLabel.poster,
      done: true,
      detail: facts.hasPoster ? null : messages.lifecycle.posterGenerated,
    },
  ];
}

export const missingItems = (checklist: readonly ReadinessCheck[]): ReadinessCheck[] =>
  checklist.filter((entry) => !entry.done);
