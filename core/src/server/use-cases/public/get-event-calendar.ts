import { type EventCalendar, phaseScheduleStatus, roundScheduleStatus, scheduledDates } from '@galaxia/core';
import { now as clockNow } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { roundColumns } from '../tournaments/internal/stored-calendar.ts';
import { loadEventCard } from './internal/event-facts.ts';

/** GET /api/events/:id/calendar: the days to highlight and the phase timeline with its rounds. */
export async function getEventCalendar(ctx: PublicContext, tournamentId: string): Promise<EventCalendar> {
  const now = clockNow();
  const { phases } = await loadEventCard(ctx.em, tournamentId, null, now);
  return {
    scheduledDates: scheduledDates(phases.flatMap((phase) => phase.rounds)),
    phases: phases.map(({ name, status, rounds }) => ({
      name,
      status: phaseScheduleStatus(status),
      startDate: rounds.map((round) => round.startDate).sort()[0] ?? null,
      endDate:
        rounds
          .map((round) => round.endDate)
          .sort()
          .at(-1) ?? null,
      rounds: rounds.map((round) => ({
        ...roundColumns(round),
        status: roundScheduleStatus(status, round, now),
      })),
    })),
  };
}
