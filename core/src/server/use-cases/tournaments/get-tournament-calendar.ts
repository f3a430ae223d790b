import { type CalendarResponse, gameIdSchema } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { calendarWithPrefill, planStartDate } from './internal/calendar-prefill.ts';
import { loadSavedRounds } from './internal/stored-calendar.ts';
import { loadRegistration } from './internal/stored-registration.ts';
import { loadRoadmap } from './internal/stored-roadmap.ts';

/** The saved calendar, with the planner's draft wherever a phase has no rounds yet. */
export async function getTournamentCalendar(
  ctx: UseCaseContext,
  tournamentId: string,
): Promise<CalendarResponse> {
  const tournament = await loadTournamentForOrganiser(ctx.em, ctx.actor, tournamentId);
  const { rows, phases } = await loadRoadmap(ctx.em, tournament.id);
  const saved = await loadSavedRounds(
    ctx.em,
    rows.map((row) => row.id),
  );
  const startDate = planStartDate(tournament.publishDate, await loadRegistration(ctx.em, tournament.id));
  return {
    calendar: calendarWithPrefill(phases, saved, startDate),
    gameId: gameIdSchema.parse(tournament.gameId),
  };
}
